import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';

/** `<latex>…</latex>` (or `<tex>`): text written for the book's LaTeX build alone, inline or over many lines. */
const LATEX_ONLY = /<(latex|tex)>[\s\S]*?<\/\1>/gi;
/** `<markdown>` and `</markdown>`: around the text written for the book's other outputs, itself Markdown. */
const MARKDOWN_TAG = /<\/?markdown>/gi;

/**
 * Books written for a LaTeX PDF and a pandoc HTML or EPUB at once mark what each output gets: `<latex>…</latex>`
 * around LaTeX (a `tabular`, a `\footnote`) and `<markdown>…</markdown>` around the Markdown that stands for it (a
 * pipe table, a link), the book's own build deleting one and unwrapping the other. Read as HTML, both tags were
 * unknown elements: the LaTeX was printed as text beside its Markdown twin, and the Markdown inside a block-level
 * `<markdown>` printed as its source (CommonMark reads the lines after such a tag as raw HTML). No output of Octavo
 * is LaTeX: the LaTeX is left out and the Markdown read as the file's own, as the book's HTML and EPUB builds read
 * them. Every line keeps its number; tags inside listings and code spans are text.
 */
export function applyOutputTags(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): string {
  if (!/<\/?(?:latex|tex|markdown)>/i.test(text)) return text;
  // Every line keeps its number, so the listings found in the text are where they are after each step too.
  const inFence = fencedLines(text.split('\n'));
  const lineAt = (written: string, offset: number) => written.slice(0, offset).split('\n').length;
  const isText = (written: string, offset: number) => {
    if (inFence[lineAt(written, offset) - 1]) return false;
    const before = written.slice(written.lastIndexOf('\n', offset - 1) + 1, offset);
    return (before.match(/`/g)?.length ?? 0) % 2 === 0;
  };
  const leftOut: number[] = [];
  const withoutLatex = text.replace(LATEX_ONLY, (written, _name: string, offset: number) => {
    if (!isText(text, offset)) return written;
    leftOut.push(lineAt(text, offset));
    return written.replace(/[^\n]/g, '');
  });
  const unwrapped = withoutLatex.replace(MARKDOWN_TAG, (tag, offset: number) =>
    isText(withoutLatex, offset) ? '' : tag,
  );
  if (leftOut.length > 0) {
    const [first] = leftOut;
    warnings.push(
      warning(
        'source',
        { file, line: writtenLine(first!) },
        '<latex> … </latex> is text for a LaTeX build alone: no format here is made with LaTeX, so it is left ' +
          'out, as HTML and EPUB builds that delete such tags leave it out' +
          (leftOut.length > 1 ? ` (${leftOut.length} in this file, the first here)` : '') +
          '; the text written for the other outputs (<markdown> … </markdown>) is printed in its place',
        '<latex>',
      ),
    );
  }
  return unwrapped;
}
