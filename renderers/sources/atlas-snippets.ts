import { insideVerbatimBlock } from './asciidoc-delimiters';

/**
 * O'Reilly Atlas's code snippets: a block delimited by `snippet~~~~` lines under an attribute line naming a code
 * file and an identifier (`[filename="code/app.js", language="js", identifier="MAIN"]`) stands for the lines of
 * that file between its `BEGIN MAIN` and `END MAIN` comment lines; the text inside the block is only a stand-in.
 */

/** The include attribute that carries a snippet's identifier to the include processor. */
export const SNIPPET_ATTRIBUTE = 'octavo-atlas-snippet';

const ATTRIBUTE_LINE = /^\[(.*\bfilename\s*=\s*"[^"]+".*)\]\s*$/;
const DELIMITER = /^snippet~{4,}\s*$/;
const PAIR = /(\w+)\s*=\s*"([^"]*)"/g;
/** A comment line holding only a snippet marker, in the comment syntax of any common language. */
const MARKER = /^\s*(?:\/\/|#|--|;+|%|'|\/\*|<!--)\s*(BEGIN|END)\s+(\S+?)\s*(?:\*\/|-->)?\s*$/;

/**
 * Each snippet block as a source listing that includes its code (the include processor cuts out the snippet), the
 * lines after it kept on their line numbers: the stand-in text's lines beyond those the listing needs become
 * comment lines.
 */
export function atlasSnippetBlocks(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const attributes = ATTRIBUTE_LINE.exec(lines[i]!);
    const close = attributes && DELIMITER.test(lines[i + 1] ?? '') ? closingLine(lines, i + 2) : -1;
    // A book about Atlas shows the markup in a listing: that is text.
    if (!attributes || close < 0 || insideVerbatimBlock(lines, i)) {
      out.push(lines[i]!);
      continue;
    }
    const named = Object.fromEntries([...attributes[1]!.matchAll(PAIR)].map((m) => [m[1]!, m[2]!]));
    const language = named.language ? `,${named.language}` : '';
    const identifier = named.identifier ? `${SNIPPET_ATTRIBUTE}="${named.identifier}"` : '';
    const listing = [`[source${language}]`, '----', `include::${named.filename}[${identifier}]`, '----'];
    const span = close - i + 1;
    out.push(...listing, ...lines.slice(i + listing.length, close + 1).map((line) => `// ${line}`));
    // A block with no stand-in text is a line shorter than its listing: only then do later lines move on.
    i += span - 1;
  }
  return out;
}

function closingLine(lines: string[], from: number): number {
  for (let j = from; j < lines.length; j++) if (DELIMITER.test(lines[j]!)) return j;
  return -1;
}

/** The lines of `identifier`'s snippet in a code file (markers of snippets nested in it left out), or none. */
export function snippetLines(
  lines: readonly string[],
  identifier: string,
): { lines: string[]; firstLine: number } | undefined {
  const begin = lines.findIndex((line) => markerOf(line, 'BEGIN') === identifier);
  if (begin < 0) return undefined;
  const end = lines.findIndex((line, index) => index > begin && markerOf(line, 'END') === identifier);
  if (end < 0) return undefined;
  const kept = lines.slice(begin + 1, end).filter((line) => !MARKER.test(line));
  return { lines: kept, firstLine: begin + 2 };
}

function markerOf(line: string, kind: 'BEGIN' | 'END'): string | undefined {
  const marker = MARKER.exec(line);
  return marker && marker[1] === kind ? marker[2] : undefined;
}

/** What to do when a snippet's identifier has no BEGIN and END lines in its file. */
export function missingSnippetText(identifier: string, path: string): string {
  return (
    `snippet ${identifier} is not in ${path}: the listing is left empty; mark its first and last lines in that ` +
    `file with comment lines "BEGIN ${identifier}" and "END ${identifier}" (// BEGIN ${identifier}), or name ` +
    `the identifier the file uses`
  );
}
