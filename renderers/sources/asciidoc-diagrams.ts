import { groupWarnings, otherPlacesInGroupText } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';

/**
 * The diagram types of asciidoctor-diagram, the extension Asciidoctor books commonly build with (as a block,
 * `[plantuml]` over a listing, or a block macro, `plantuml::file.puml[]`). Octavo draws Graphviz's and ditaa's
 * (asciidoc-diagram-drawing.ts); the others are programs of their own (Java, Python, Node, some fetching from the
 * network), so such a diagram is printed as its source.
 */
const DIAGRAM_TYPES: ReadonlySet<string> = new Set([
  'a2s',
  'actdiag',
  'blockdiag',
  'bpmn',
  'bytefield',
  'd2',
  'dbml',
  'diagrams',
  'ditaa',
  'dpic',
  'erd',
  'gnuplot',
  'graphviz',
  'lilypond',
  'mermaid',
  'msc',
  'nomnoml',
  'nwdiag',
  'packetdiag',
  'pikchr',
  'plantuml',
  'rackdiag',
  'seqdiag',
  'smcat',
  'structurizr',
  'svgbob',
  'symbolator',
  'syntrax',
  'tikz',
  'umlet',
  'vega',
  'vegalite',
  'wavedrom',
]);

export function isDiagramType(name: string): boolean {
  return DIAGRAM_TYPES.has(name.toLowerCase());
}

/** What the author reads about a diagram Octavo printed as its source: why, and the one change that shows it. */
export function diagramWarningText(name: string, form: 'block' | 'macro'): string {
  const written = form === 'block' ? `[${name}] block` : `${name}:: block macro`;
  const printed = form === 'block' ? 'its source is printed as a listing' : 'the line is printed as text';
  return (
    `the ${written} is a diagram of asciidoctor-diagram, an extension Octavo does not run, so ${printed}; ` +
    `render the diagram to an image in the repository (SVG or PNG) and write image::diagram.svg[Description] ` +
    'in its place'
  );
}

const REPAIR_EACH =
  'render each diagram to an image in the repository (SVG or PNG) and write image::diagram.svg[Description] in ' +
  'its place';

/**
 * The warnings for diagram blocks printed as their source: one a block, or, for the blocks of one type, one at
 * the first with the count and the other places (a specification with a register diagram under every
 * instruction, each in a file of its own, has hundreds, which would bury every other warning).
 */
export function diagramBlockWarnings(blocks: readonly (SourceLocation & { name: string })[]): BookWarning[] {
  const each = blocks.map((block) =>
    warning('asciidoc', block, diagramWarningText(block.name, 'block'), `[${block.name}]`),
  );
  return groupWarnings(
    each,
    (w) => w.subject,
    (group) => {
      const [first] = group as [BookWarning, ...BookWarning[]];
      const where = otherPlacesInGroupText(group);
      return warning(
        'asciidoc',
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        `${group.length} ${first.subject} blocks are diagrams of asciidoctor-diagram, an extension Octavo does ` +
          `not run, so their sources are printed as listings: the first here, the others at ${where}; ` +
          REPAIR_EACH,
        first.subject,
      );
    },
  );
}
