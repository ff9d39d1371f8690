import type MarkdownIt from 'markdown-it';
import { CitedWork, locatorAndSuffix, pushCitation } from './pandoc-citations';

/**
 * `\cite{knuth84}`, natbib's `\citep[p.~5]{a,b}` and `\citet{a}`, biblatex's `\parencite`/`\textcite`/`\autocite`:
 * a command name, up to two optional arguments (the prefix and the locator, or the locator alone) and the keys.
 */
const LATEX_CITATION =
  /^\\(cite|citep|citealp|parencite|autocite|citet|citealt|textcite|citeyear|citeyearpar)\*?(?:\[([^\]]*)\])?(?:\[([^\]]*)\])?\{([^{}]+)\}/;
const IN_TEXT = new Set(['citet', 'citealt', 'textcite']);
const YEAR_ONLY = new Set(['citeyear', 'citeyearpar']);

/**
 * A pandoc book written for a LaTeX PDF as well cites its bibliography with LaTeX's commands, which its LaTeX build
 * hands to BibTeX and pandoc's HTML leaves out as raw TeX. Each is read as the pandoc citation it stands for (`\citep
 * [see][p.~5]{a}` as `[see @a, p. 5]`, `\citet{a}` as `@a`), keeping its words as written: the book model formats
 * it with the book's bibliography, or, when the book names none, prints it as written and says how to name one.
 */
export const latexCitations = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('escape', 'latex_citation', (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x5c /* \ */) return false;
    const found = LATEX_CITATION.exec(state.src.slice(state.pos));
    if (!found) return false;
    const [written, command, first, second, keyList] = found as unknown as [
      string,
      string,
      string | undefined,
      string | undefined,
      string,
    ];
    const keys = keyList.split(',').map((key) => key.trim());
    if (keys.some((key) => !/^[^\s@]+$/.test(key))) return false;
    const prefix = second === undefined ? undefined : tidy(first ?? '');
    const locator = locatorAndSuffix(tidy(second ?? first ?? ''));
    const works: CitedWork[] = keys.map((key, index) => ({
      key,
      ...(index === 0 && prefix ? { prefix } : {}),
      ...(index === keys.length - 1 ? locator : {}),
      ...(YEAR_ONLY.has(command) ? { suppressAuthor: true } : {}),
    }));
    if (!silent) pushCitation(state, { inText: IN_TEXT.has(command) && keys.length === 1, works }, written);
    state.pos += written.length;
    return true;
  });
};

/** `p.~5` as pandoc reads it: LaTeX's tie is a space. */
function tidy(argument: string): string {
  return argument.replace(/~/g, ' ').trim();
}
