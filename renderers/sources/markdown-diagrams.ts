import { BookWarning, warning } from '../warnings';
import { isDiagramType } from './asciidoc-diagrams';

/**
 * A fence's opening line: its mark and the first word of its info string (the language, or pandoc's `{.mermaid}`).
 * MyST's `{mermaid}` directive is warned about as a directive.
 */
const FENCE_OPENING = /^ {0,3}(`{3,}|~{3,})\s*(?:\{\.)?([\w-]*)/;

/**
 * Fence names Markdown tools' diagram plugins read beside asciidoctor-diagram's types: mdbook-svgbob draws ```bob
 * (comprehensive-rust's `[preprocessor.svgbob]`), which printed silently as a listing while ```svgbob was warned of.
 */
const FENCE_DIAGRAM_NAMES: ReadonlySet<string> = new Set(['bob']);

/** A fence's language that is a diagram's (```mermaid, ```bob), warned of as one and printed as its source. */
export function isDiagramFenceName(language: string): boolean {
  return isDiagramType(language) || FENCE_DIAGRAM_NAMES.has(language.toLowerCase());
}

/**
 * A fenced listing in a diagram language (```mermaid, ```plantuml): GitHub, GitBook's and mdBook's plugins draw it
 * with a script or program of their own, which Octavo does not run (rendering never runs a book's scripts), so its
 * source is printed as a listing. The author is told at its line, with the change that shows the diagram.
 */
export function warnAboutDiagramFences(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): void {
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const opening = FENCE_OPENING.exec(line);
    if (!opening) return;
    const [, mark = '', language = ''] = opening;
    if (fence !== undefined) {
      if (mark[0] === fence[0] && mark.length >= fence.length && line.trim() === mark) fence = undefined;
      return;
    }
    fence = mark;
    if (!isDiagramFenceName(language)) return;
    warnings.push(
      warning(
        'source',
        { file, line: writtenLine(index + 1) },
        `the \`\`\`${language} listing is a diagram that websites draw with a script Octavo does not run, so its ` +
          'source is printed as a listing; render the diagram to an image in the repository (SVG or PNG) and write ' +
          '![Description](diagram.svg) in its place',
        language,
      ),
    );
  });
}
