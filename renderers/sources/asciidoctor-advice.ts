/**
 * What to do about a message of Asciidoctor's own that says only what it did, keyed by its text: the author reads
 * it in the build log with the file and line, and should not need Asciidoctor's sources to act on it.
 */
const ADVICE: Record<string, string> = {
  'dropping cells from incomplete row detected end of table':
    ': the last row has fewer cells than the table has columns, and its cells are not printed; give it all its ' +
    'cells (an empty cell is a lone |), or remove the cells left over',
  'dropping cell because it exceeds specified number of columns':
    ': the row spans more columns than the table has (its cols attribute, or its first row); widen the table ' +
    'or narrow the cell',
};

/** `message` with what to do about it, when Octavo knows. */
export function withAdvice(message: string): string {
  return message + (ADVICE[message] ?? '');
}
