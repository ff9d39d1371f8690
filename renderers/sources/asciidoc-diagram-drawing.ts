import { decodeEntities, escapeAttribute } from '../dom/html-dom';
import { DITAA_ATTRIBUTES, drawDitaa } from '../diagrams/ditaa';
import { DrawnDiagram, drawGraphviz } from '../diagrams/graphviz';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { groupWarnings, otherPlacesInGroupText } from '../warning-groups';

/** The asciidoctor-diagram types Octavo draws itself, with the program that draws each. */
const DRAWN: Readonly<Record<string, { program: string; package: string }>> = {
  graphviz: { program: 'Graphviz', package: 'graphviz' },
  ditaa: { program: 'ditaa', package: 'ditaa' },
};

/** The attributes a diagram of this type is drawn with, read from its block (or macro) as asciidoctor-diagram does. */
export const DRAWING_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  graphviz: [],
  ditaa: DITAA_ATTRIBUTES,
};

/** A diagram's options: its named attributes of those its type is drawn with. */
export type DrawingAttributes = Readonly<Record<string, string | undefined>>;

export type DiagramFile =
  | { ok: true; path: string; text: string }
  /** `fix`: what the author does about it. */
  | { ok: false; reason: string; fix: string };

/** What the AsciiDoc converter needs to draw a book's diagrams. */
export interface DiagramDrawing {
  /** Whether Octavo draws diagrams of this asciidoctor-diagram type (`graphviz`). */
  draws(name: string): boolean;
  draw(name: string, text: string, attributes?: DrawingAttributes): Promise<DrawnDiagram>;
  /**
   * Starts drawing a file's diagrams of one type together (ditaa draws a page of them in one run of Java);
   * `draw` then hands back each one's drawing.
   */
  prepare(name: string, diagrams: ReadonlyArray<{ text: string; attributes: DrawingAttributes }>): void;
  /** The file a block macro names (`graphviz::flows/login.dot[]`), from the file the macro is written in. */
  read(from: string, target: string): Promise<DiagramFile>;
}

/** A diagram Octavo draws that was printed as written instead, and why. */
export interface DrawingProblem extends SourceLocation {
  name: string;
  form: 'block' | 'macro';
  reason: string;
  /** A block's first line of diagram text (the line after its delimiter): dot's "line 3" is counted from it. */
  firstLine?: number;
  /** The diagram file a macro named, which dot's line numbers are in. */
  drawnFile?: string;
  /** What the author does about it, when it is not correcting the diagram. */
  fix?: string;
}

/**
 * Diagrams drawn with the machine's programs (Graphviz's `dot`), as asciidoctor-diagram draws them for the book's own
 * toolchain. Block macro files are read from the book's commit: relative to the file holding the macro, then to the
 * listed file (asciidoctor-diagram's document folder), never outside the repository.
 */
export function diagramDrawing(source: BookSource, listedFile: string, signal?: AbortSignal): DiagramDrawing {
  const prepared = new Map<string, Promise<DrawnDiagram>>();
  const keyOf = (name: string, text: string, attributes: DrawingAttributes) =>
    JSON.stringify([name.toLowerCase(), text, attributes]);
  return {
    draws: (name) => name.toLowerCase() in DRAWN,
    prepare: (name, diagrams) => {
      if (name.toLowerCase() !== 'ditaa' || diagrams.length === 0) return;
      // A failure of the whole run is each diagram's, said where it is drawn; none is left unhandled (a block the
      // conversion never reaches is never asked for its drawing).
      const drawing = drawDitaa(diagrams, signal).catch((error: unknown): DrawnDiagram[] =>
        diagrams.map(() => ({ ok: false, reason: `ditaa failed: ${(error as Error)?.message ?? error}` })),
      );
      diagrams.forEach(({ text, attributes }, index) =>
        prepared.set(
          keyOf(name, text, attributes),
          drawing.then((drawn) => drawn[index]!),
        ),
      );
    },
    draw: (name, text, attributes = {}) => {
      const ready = prepared.get(keyOf(name, text, attributes));
      if (ready) return ready;
      switch (name.toLowerCase()) {
        case 'graphviz':
          return drawGraphviz(text, signal);
        case 'ditaa':
          return drawDitaa([{ text, attributes }], signal).then((drawn) => drawn[0]!);
        default:
          return Promise.resolve({ ok: false, reason: `${name} diagrams are not drawn` });
      }
    },
    read: async (from, target) => {
      const tried: string[] = [];
      for (const base of new Set([from, listedFile])) {
        const resolved = resolveFromFile(base, target);
        if (!resolved.ok)
          return {
            ok: false,
            reason: `${target} ${resolved.reason}`,
            fix: 'name a file inside the repository',
          };
        if (tried.includes(resolved.path)) continue;
        tried.push(resolved.path);
        const bytes = await source.readFile(resolved.path);
        if (bytes !== null)
          return { ok: true, path: resolved.path, text: bytes.toString('utf8').replace(/^\uFEFF/, '') };
      }
      return {
        ok: false,
        reason:
          `the diagram file ${target} does not exist at this commit` +
          (tried.length > 1 || tried[0] !== target ? ` (looked for ${tried.join(' and ')})` : ''),
        fix: 'add the file, or correct its path (relative to the file the macro is in)',
      };
    },
  };
}

/** What a figure is made from of the Asciidoctor block a diagram is written as. */
export interface DiagramNode {
  id?: string;
  role?: string;
  /** The converted title (markup and all). */
  title?: string;
  hasTitle?(): boolean;
  getAttribute?(name: string): unknown;
}

/** A titled image's text without its markup, for an alt text. */
function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `alt="A flow", width=400` → its named attributes (asciidoctor-diagram's positional ones name output files). */
export function macroAttributes(text: string): Record<string, string> {
  const named: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^,]*))/g)) {
    named[match[1]!] = (match[2] ?? match[3] ?? match[4] ?? '').trim();
  }
  return named;
}

/**
 * The figure a drawn diagram is, as an `image::` block of the same title, id, role and width is: the book numbers
 * and captions it. The SVG is carried inline (a `data:` image) so every format and the render cache keep it with the
 * text it was drawn from. Its alt text is the block's `alt`, else its title, else "Diagram" (asciidoctor-diagram's).
 */
export function diagramFigure(
  node: DiagramNode,
  drawn: Extract<DrawnDiagram, { ok: true }>,
  attributes: Record<string, string>,
): string {
  const attribute = (name: string): string | undefined => {
    const value: unknown = node.getAttribute?.(name) ?? attributes[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const title = node.hasTitle?.() ? String(node.title) : undefined;
  const alt = attribute('alt') ?? (title ? plainText(title) : 'Diagram');
  const id = node.id ? ` id="${escapeAttribute(node.id)}"` : '';
  const classes = ['imageblock', node.role].filter(Boolean).join(' ');
  const given = (['width', 'height'] as const)
    .map((name) => [name, attribute(name)] as const)
    .filter(([, value]) => value !== undefined && /^\d+(?:\.\d+)?%?$/.test(value));
  // A bitmap drawn at a multiple of its size is shown at its size, unless the author gave one.
  const sized = 'png' in drawn && given.length === 0 ? [['width', String(drawn.width)] as const] : given;
  const size = sized.map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`).join('');
  const src =
    'png' in drawn
      ? `data:image/png;base64,${drawn.png.toString('base64')}`
      : `data:image/svg+xml;base64,${Buffer.from(drawn.svg, 'utf8').toString('base64')}`;
  const caption = title ? `\n<figcaption>${title}</figcaption>` : '';
  return `<figure${id} class="${escapeAttribute(classes)}">\n<img src="${src}" alt="${escapeAttribute(alt)}"${size}>${caption}\n</figure>`;
}

/** dot's "syntax error in line 3" counted in the file the author edits. */
function withFileLine(problem: DrawingProblem): string {
  const { reason, firstLine, drawnFile } = problem;
  return reason.replace(/\bline (\d+)\b/, (whole, line: string) =>
    firstLine !== undefined
      ? `line ${firstLine + Number(line) - 1}`
      : drawnFile !== undefined
        ? `${whole} of ${drawnFile}`
        : whole,
  );
}

/**
 * One warning for each diagram printed as written: the program's complaint at its line, or, when the program is not
 * installed where Octavo runs, one warning for all of them saying what to install.
 */
export function drawingProblemWarnings(problems: readonly DrawingProblem[]): BookWarning[] {
  const missing: BookWarning[] = [];
  const failed: BookWarning[] = [];
  for (const problem of problems) {
    const drawer = DRAWN[problem.name.toLowerCase()];
    const written = problem.form === 'block' ? `[${problem.name}] block` : `${problem.name}:: block macro`;
    const printed =
      problem.form === 'block' ? 'its source is printed as a listing' : 'the line is printed as text';
    if (drawer && /is not installed/.test(problem.reason)) {
      missing.push(
        warning(
          'asciidoc',
          problem,
          `the ${written} is a diagram Octavo draws with ${drawer.program}, which is not installed where this book ` +
            `was built, so ${printed}; install it (apt-get install ${drawer.package}) and build again`,
          `[${problem.name}]`,
        ),
      );
    } else {
      failed.push(
        warning(
          'asciidoc',
          problem,
          `the ${written} could not be drawn: ${withFileLine(problem)}; ${printed}: ` +
            (problem.fix ??
              `correct the diagram (${drawer?.program ?? problem.name} reads it as the book's own toolchain does)`),
          `[${problem.name}]`,
        ),
      );
    }
  }
  const grouped = groupWarnings(
    missing,
    (w) => w.subject,
    (group) => {
      const [first] = group as [BookWarning, ...BookWarning[]];
      const drawer = DRAWN[first.subject!.slice(1, -1).toLowerCase()]!;
      const where = otherPlacesInGroupText(group);
      return warning(
        'asciidoc',
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        `${group.length} ${first.subject} diagrams are drawn with ${drawer.program}, which is not installed where ` +
          `this book was built, so they are printed as written: the first here, the others at ${where}; install ` +
          `it (apt-get install ${drawer.package}) and build again`,
        first.subject,
      );
    },
  );
  return [...grouped, ...failed];
}
