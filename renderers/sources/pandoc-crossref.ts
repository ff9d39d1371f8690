import type MarkdownIt from 'markdown-it';
import { XREF_STYLE_MARK } from './asciidoc-htmlbook';

type StateInline = MarkdownIt.StateInline;

/** pandoc-crossref's citation of a figure, table, section, equation or listing: `@fig:kiln`, `@Tbl:temps`. */
const REFERENCE = /^@([FfTtSsEeLl](?:ig|bl|ec|q|st):[\w:.-]*\w)/;
/** Several in brackets: `[@fig:a; @fig:b]`, or one: `[@sec:glaze]`; `[-@fig:a]` prints the number alone. */
const BRACKETED = /^\[\s*(-?@[A-Za-z]+:[\w:.-]*\w(?:\s*[;,]\s*-?@[A-Za-z]+:[\w:.-]*\w)*)\s*\]/;
const PREFIXES = new Set(['fig', 'tbl', 'sec', 'eq', 'lst']);

/**
 * pandoc-crossref's references (`@fig:kiln`, `[@fig:a; @tbl:b]`), the way academic pandoc books cite their figures,
 * tables, sections, equations and listings: each a cross-reference the book numbers and titles as its own ("Figure
 * 1-1"). An address or a citation of a bibliography key (`[@smith2020]`) is left as written.
 */
export const pandocCrossref = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('link', 'pandoc_crossref_bracketed', bracketed);
  md.inline.ruler.before('text', 'pandoc_crossref', single);
};

function single(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  // After a letter or digit the `@` is an address's (ann@fig:x), not a citation.
  if (state.pos > 0 && /[\p{L}\p{N}_]/u.test(state.src[state.pos - 1]!)) return false;
  const found = REFERENCE.exec(state.src.slice(state.pos));
  if (!found || !PREFIXES.has(found[1]!.split(':')[0]!.toLowerCase())) return false;
  if (!silent) pushReference(state, found[1]!);
  state.pos += found[0].length;
  return true;
}

function bracketed(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false;
  const found = BRACKETED.exec(state.src.slice(state.pos));
  if (!found) return false;
  const cited = found[1]!.split(/\s*[;,]\s*/).map((written) => ({
    label: written.replace(/^-?@/, ''),
    numberOnly: written.startsWith('-'),
  }));
  if (!cited.every(({ label }) => PREFIXES.has(label.split(':')[0]!.toLowerCase()))) return false;
  if (!silent) {
    cited.forEach(({ label, numberOnly }, index) => {
      if (index > 0) state.push('text', '', 0).content = index === cited.length - 1 ? ' and ' : ', ';
      pushReference(state, label, numberOnly);
    });
  }
  state.pos += found[0].length;
  return true;
}

/** An empty xref: the book writes the target's label and number in it, as for HTMLBook's own. */
function pushReference(state: StateInline, written: string, numberOnly = false): void {
  const [prefix, ...rest] = written.split(':');
  const id = `${prefix!.toLowerCase()}:${rest.join(':')}`;
  const open = state.push('link_open', 'a', 1);
  open.attrSet('data-type', 'xref');
  open.attrSet('href', `#${id}`);
  // pandoc-crossref's `[-@fig:a]`: the author writes the word ("Figure [-@fig:a]"), the book the number.
  if (numberOnly) open.attrSet(XREF_STYLE_MARK, 'number');
  state.push('link_close', 'a', -1);
}
