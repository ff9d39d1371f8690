import { BookWarning, warning } from '../warnings';

/** A text reference's definition: a paragraph of one line, `(ref:theorem-envs) Entornos en `bookdown`.` */
const DEFINITION = /^\(ref:([-/A-Za-z0-9]+)\)[ \t]+(\S.*?)[ \t]*$/;

const USE = /\(ref:([-/A-Za-z0-9]+)\)/g;

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * bookdown's text references: a paragraph `(ref:label) text` defines text that every `(ref:label)` of the page stands
 * for, so a figure's or table's caption (`fig.cap='(ref:label)'`, `kable(…, caption = '(ref:label)')`) can hold
 * Markdown a chunk option cannot. bookdown drops the definition and writes the text in place of each use; read as
 * plain Markdown, the definition was printed as a paragraph and the caption said "(ref:theorem-envs)" (rubenfcasal's
 * "Introducción a bookdown"). The definition's line is left blank, so the lines after it keep their numbers.
 */
export function replaceBookdownTextReferences(path: string, text: string, warnings: BookWarning[]): string {
  if (!/\.rmd$/i.test(path) || !text.includes('(ref:')) return text;
  const lines = text.split('\n');
  const defined = new Map<string, string>();
  // Lines of a fence's body: code, where a line is no definition and an unknown label may be an example.
  const verbatim = new Set<number>();
  let fence: string | undefined;
  lines.forEach((line, at) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      else verbatim.add(at);
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const definition = DEFINITION.exec(line);
    if (!definition || !isOwnParagraph(lines, at)) return;
    if (!defined.has(definition[1]!)) defined.set(definition[1]!, definition[2]!);
    lines[at] = '';
  });
  return lines
    .map((line, at) => {
      if (!verbatim.has(at)) warnUndefined(line.replace(/`[^`]*`/g, ''), defined, path, at + 1, warnings);
      return line.replace(USE, (use, label: string) => defined.get(label) ?? use);
    })
    .join('\n');
}

function warnUndefined(
  line: string,
  defined: Map<string, string>,
  path: string,
  lineNumber: number,
  warnings: BookWarning[],
): void {
  for (const [use, label] of line.matchAll(USE)) {
    if (defined.has(label!)) continue;
    warnings.push(
      warning(
        'xref-unresolved',
        { file: path, line: lineNumber },
        `text reference ${use} is defined nowhere in this file, so it is printed as written; define it as bookdown ` +
          `reads it: a paragraph of its own, "${use} The text."`,
        use,
      ),
    );
  }
}

function isOwnParagraph(lines: string[], at: number): boolean {
  return (
    (at === 0 || lines[at - 1]!.trim() === '') && (at + 1 >= lines.length || lines[at + 1]!.trim() === '')
  );
}
