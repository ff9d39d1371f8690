import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * What to do about a message of Asciidoctor's own that says only what it did, keyed by its text: the author reads
 * it in the build log with the file and line, and should not need Asciidoctor's sources to act on it.
 */
const ADVICE: Record<string, string> = {
  'dropping cells from incomplete row detected end of table':
    ': the last row has fewer cells than the table has columns, and its cells are not printed; give it all its ' +
    'cells (an empty cell is a lone |), or remove the cells left over',
  'invalid part, must have at least one section (e.g., chapter, appendix, etc.)':
    ': a level-0 title (= Title) in a book opens a part, which holds chapters; for a division of its own write ' +
    '== Title (with its style above it, such as [colophon] or [appendix])',
  'dropping cell because it exceeds specified number of columns':
    ': the row spans more columns than the table has (its cols attribute, or its first row); widen the table ' +
    'or narrow the cell',
};

/** The `=` signs of a section title at Asciidoctor's section `level` (level 1, a chapter, is `==`). */
function titleMarker(level: number): string {
  return '='.repeat(level + 1);
}

/** How many section levels a heading skips, in words: `===== ` under `==` skips two. */
function skippedLevels(count: number): string {
  return count === 1 ? 'one' : `${['two', 'three', 'four'][count - 2] ?? count} levels`;
}

/** Advice for messages that carry the particulars (levels, numbers) in their text. */
/** Asciidoctor's message for an ordered list's marker that does not follow the one before it. */
export const LIST_ITEM_INDEX = /^list item index: expected (\d+), got (\d+)$/;

const PATTERNED_ADVICE: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^section title out of sequence: expected levels? (?:\d+ or )*(\d+), got level (\d+)$/,
    ([, expected, got]) =>
      `: a section may only be one level below the section it is in, and this ${titleMarker(Number(got))} ` +
      `heading skips ${skippedLevels(Number(got) - Number(expected))}; it is printed, and listed in the contents, ` +
      `as a ${titleMarker(Number(expected))} heading: write it so, or, if it is a heading in the text rather than ` +
      'a section, put [discrete] on the line above it',
  ],
  [
    /^unterminated (\w+) block$/,
    ([, name]) =>
      `: no line ends it before what holds it does (a table cell, an example or sidebar block, the file), so ` +
      `everything up to there is printed as part of this ${name} block; end it with a line the same as the ` +
      'one that opens it',
  ],
  [
    LIST_ITEM_INDEX,
    ([, expected]) =>
      `: an ordered list's numbers follow each other, so this item is printed as ${expected}; renumber the ` +
      'items, or write each as . and let the numbers be generated',
  ],
];

/** `message` with what to do about it, when Octavo knows. */
export function withAdvice(message: string): string {
  const exact = ADVICE[message];
  if (exact !== undefined) return message + exact;
  for (const [pattern, advice] of PATTERNED_ADVICE) {
    const match = pattern.exec(message);
    if (match) return message + advice(match);
  }
  return message;
}

/** A preprocessor conditional: its one-line form's content, empty for the form closed by `endif::[]`. */
const CONDITIONAL = /^(?:ifdef|ifndef|ifeval)::\S*?\[(.*)\]$/;
/** The conditional asks for the backend (`ifndef::backend-epub3`, `ifeval::["{backend}" == "pdf"]`, `ebook-format`). */
const ASKS_BACKEND =
  /^ifn?def::[^[]*(?:backend|ebook-format)|^ifeval::\[.*\{(?:(?:base)?backend|ebook-format)/;
const LEVELOFFSET_ENTRY = /^:leveloffset:/;

/** A file's lines as read for the conversion, numbered from `firstLine`. */
/** Where a conditional on the backend sets `:leveloffset:`, and the conditional as written. */
export interface BackendLeveloffset {
  file: string;
  line: number;
  written: string;
}

/**
 * The first conditional on the backend that sets `:leveloffset:`, in its one-line form (midPoint's master.adoc:
 * `ifndef::backend-epub3[:leveloffset: +1]`) or around the entry: the book's sections then have other levels for one
 * backend than for another.
 */
export function backendLeveloffset(files: readonly ReadFile[]): BackendLeveloffset | undefined {
  for (const { file, lines, firstLine } of files) {
    const open: { line: number; written: string; asksBackend: boolean }[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trimEnd();
      if (/^endif::/.test(line)) {
        open.pop();
        continue;
      }
      const conditional = CONDITIONAL.exec(line);
      if (conditional) {
        const asksBackend = ASKS_BACKEND.test(line);
        const content = line.startsWith('ifeval::') ? '' : (conditional[1] ?? '');
        if (content === '') open.push({ line: firstLine + i, written: line, asksBackend });
        else if (asksBackend && LEVELOFFSET_ENTRY.test(content))
          return { file, line: firstLine + i, written: line };
        continue;
      }
      const asking = open.find((c) => c.asksBackend);
      if (asking && LEVELOFFSET_ENTRY.test(line)) return { file, line: asking.line, written: asking.written };
    }
  }
  return undefined;
}

/** The formats Octavo converts for each backend it sets, as the build log names them. */
const BACKEND_FORMATS: Record<string, string> = {
  html5: 'HTML',
  pdf: 'PDF',
  epub3: 'EPUB (and the Kindle book made from it)',
};
/** The converters of the book's own toolchain that set each backend. */
const BACKEND_CONVERTERS: Record<string, string> = {
  html5: 'Asciidoctor',
  pdf: 'asciidoctor-pdf',
  epub3: 'asciidoctor-epub3',
};

/**
 * Asciidoctor's "invalid part" when a conditional on the backend sets the leveloffset: the level-0 title is a part in
 * this format because of the book's own conditional, not as written in the chapter.
 */
export function invalidPartByBackendText(
  message: string,
  offset: BackendLeveloffset,
  backend = 'html5',
): string {
  const format = BACKEND_FORMATS[backend] ?? backend;
  return (
    `${message}: the book's own conditional at ${offset.file}:${offset.line} (${offset.written}) sets the ` +
    `sections' levels by the backend, and Octavo makes the ${format} with backend-${backend} set, as ` +
    `${BACKEND_CONVERTERS[backend] ?? 'its converter'} does: there this level-0 title (= Title) opens a part, which ` +
    'holds chapters, though in the formats made for other backends it may be a chapter; set :leveloffset: for ' +
    'every backend (asciidoctor-epub3 1.5 and later reads chapters as == sections, as Asciidoctor and ' +
    'asciidoctor-pdf do), or remove the condition'
  );
}
