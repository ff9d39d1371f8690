import type MarkdownIt from 'markdown-it';
import { XREF_STYLE_MARK } from './asciidoc-htmlbook';

type StateInline = MarkdownIt.StateInline;

/**
 * pandoc-crossref's citation of a figure, table, section, equation or listing: `@fig:kiln`, `@Tbl:temps`; or
 * pandoc-xnos's, which may open with `+` (its "clever" name, lower case), `*` (the name capitalised) or `!` (the
 * number alone). As pandoc reads a key, punctuation in it is followed by a letter or digit: "@sec-breaks---you" cites
 * `sec-breaks`, its dashes an em dash after it (ggplot2's "as discussed in @sec-…---you wish").
 */
const REFERENCE =
  /^([+*!]?)@((?:[FfTtSsEeLl](?:ig|bl|ec|q|st)[:-]|(?:thm|lem|cor|prp|cnj|def|exm|exr|sol|rem)-)\w+(?:[:.-]\w+)*)/;
/** pandoc-xnos's reference in braces, `{@sec:intro}`, which prints the number alone. */
const BRACED = /^\{([+*!]?)@([A-Za-z]+:\w+(?:[:.-]\w+)*)\}/;
/** A reference written with pandoc-xnos's marks: in that file a plain `@fig:x` is the number alone, as xnos prints it. */
const XNOS_FORM = /(?:^|[^\p{L}\p{N}_])[+*!]@(?:fig|tbl|eq|sec):\w/u;
/** The word an author writes before a reference that prints its number alone ("Figure @fig:a" is not "Figure Figure 1"). */
const NAMED_BEFORE: Record<string, RegExp> = {
  fig: /\b(?:fig(?:ure)?s?\.?|abb(?:ildung)?\.?)\s*$/i,
  tbl: /\b(?:tables?|tab\.?|tbl\.?)\s*$/i,
  eq: /\b(?:equations?|eqs?\.|eqns?\.?|formula)\s*$/i,
  sec: /(?:\b(?:sections?|sec\.|chapters?|ch\.|appendix)|§)\s*$/i,
  lst: /\b(?:listings?|lst\.?)\s*$/i,
  // Quarto's theorem-like statements (`@thm-pyth`, `::: {#thm-pyth}`).
  thm: /\btheorems?\s*$/i,
  lem: /\blemmas?\s*$/i,
  cor: /\bcorollar(?:y|ies)\s*$/i,
  prp: /\bpropositions?\s*$/i,
  cnj: /\bconjectures?\s*$/i,
  def: /\bdefinitions?\s*$/i,
  exm: /\bexamples?\s*$/i,
  exr: /\bexercises?\s*$/i,
  sol: /\bsolutions?\s*$/i,
  rem: /\bremarks?\s*$/i,
};
/** Several in brackets: `[@fig:a; @fig:b]`, or one: `[@sec:glaze]`; `[-@fig:a]` prints the number alone. */
const BRACKETED =
  /^\[\s*(-?@[A-Za-z]+[:-]\w+(?:[:.-]\w+)*(?:\s*[;,]\s*-?@[A-Za-z]+[:-]\w+(?:[:.-]\w+)*)*)\s*\]/;
/**
 * Quarto's reference with its own words before the number, `[Figure @fig-elephant]`, `[Chapter @sec-intro]`: the
 * words as written, then the number alone. Its label has Quarto's dash (pandoc-crossref's `[see @fig:a]` is left alone).
 */
const WORDED = /^\[([^[\]@;\n]*?[\p{L}\p{N}.])[ \t\u00a0]+@([A-Za-z]+-\w+(?:[:.-]\w+)*)\s*\]/u;
const PREFIXES = new Set(Object.keys(NAMED_BEFORE));

/**
 * pandoc-crossref's references (`@fig:kiln`, `[@fig:a; @tbl:b]`), the way academic pandoc books cite their figures,
 * tables, sections, equations and listings: each a cross-reference the book numbers and titles as its own ("Figure
 * 1-1"). An address or a citation of a bibliography key (`[@smith2020]`) is left as written.
 */
export const pandocCrossref = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.before('inline', 'pandoc_xnos_form', (state) => {
    (state.env as CrossrefEnv).pandocXnos = XNOS_FORM.test(state.src);
  });
  md.inline.ruler.before('link', 'pandoc_crossref_bracketed', bracketed);
  // Before the backslash escape, which would print bookdown's `\@ref(…)` as text.
  md.inline.ruler.before('escape', 'bookdown_reference', bookdownReference);
  md.inline.ruler.before('text', 'pandoc_crossref', single);
};

interface CrossrefEnv {
  pandocXnos?: boolean;
}

function single(state: StateInline, silent: boolean): boolean {
  const first = state.src.charCodeAt(state.pos);
  if (
    first !== 0x40 /* @ */ &&
    first !== 0x2b /* + */ &&
    first !== 0x2a /* * */ &&
    first !== 0x21 /* ! */ &&
    first !== 0x7b /* { */
  )
    return false;
  // After a letter or digit the `@` is an address's (ann@fig:x), not a citation.
  // `\@ref` reads wherever it stands, as bookdown replaces it (`Figure\@ref(fig:cars)`); a bare `@ref` after a
  // letter is an address's (`user@ref(x)`).
  if (first === 0x40 && state.pos > 0 && /[\p{L}\p{N}_]/u.test(state.src[state.pos - 1]!)) return false;
  const rest = state.src.slice(state.pos);
  const braced = BRACED.exec(rest);
  const found = braced ?? REFERENCE.exec(rest);
  if (!found) return false;
  // Quarto writes the same references with a dash (`@fig-penguins`), its ids being the whole label.
  const prefix = labelPrefix(found[2]!);
  if (!PREFIXES.has(prefix)) return false;
  if (!silent) {
    const style = referenceStyle(state, found[1]!, prefix, braced !== null);
    pushReference(state, found[2]!, style === 'name' ? nameStyle(found[2]!) : style);
  }
  state.pos += found[0].length;
  return true;
}

/**
 * How a reference prints: pandoc-xnos's `+@` lower case and `*@` capitalised names, its `!@`, `{@…}` and (in a file
 * written for it) plain `@` the number alone, as does any reference right after its own name ("Table @tbl:a").
 */
function referenceStyle(state: StateInline, mark: string, prefix: string, braced: boolean): ReferenceStyle {
  if (mark === '!' || braced) return 'number';
  if (NAMED_BEFORE[prefix]!.test(state.src.slice(0, state.pos))) return 'number';
  if (mark === '+') return 'lower';
  if (mark === '*') return 'name';
  return (state.env as CrossrefEnv).pandocXnos ? 'number' : 'name';
}

function bracketed(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false;
  const rest = state.src.slice(state.pos);
  const worded = WORDED.exec(rest);
  if (worded && PREFIXES.has(labelPrefix(worded[2]!))) {
    if (!silent) {
      state.push('text', '', 0).content = `${worded[1]!} `;
      pushReference(state, worded[2]!, 'number');
    }
    state.pos += worded[0].length;
    return true;
  }
  const found = BRACKETED.exec(rest);
  if (!found) return false;
  const cited = found[1]!.split(/\s*[;,]\s*/).map((written) => {
    const label = written.replace(/^-?@/, '');
    return { label, style: written.startsWith('-') ? ('number' as const) : nameStyle(label) };
  });
  if (!cited.every(({ label }) => PREFIXES.has(labelPrefix(label)))) return false;
  if (!silent) {
    cited.forEach(({ label, style }, index) => {
      if (index > 0) state.push('text', '', 0).content = index === cited.length - 1 ? ' and ' : ', ';
      pushReference(state, label, style);
    });
  }
  state.pos += found[0].length;
  return true;
}

/** bookdown's reference, `\@ref(fig:cars)` or `\@ref(introduction)` (a section's id): it prints the number alone. */
const BOOKDOWN_REFERENCE = /^\\?@ref\(([A-Za-z][\w:.-]*)\)/;

/**
 * bookdown's `\@ref(label)`, which R Markdown books write after the word ("Figure \@ref(fig:cars)", "Chapter
 * \@ref(intro)"): the number of the figure (`fig:`), table (`tab:`), equation (`eq:`) or section it names.
 */
function bookdownReference(state: StateInline, silent: boolean): boolean {
  const first = state.src.charCodeAt(state.pos);
  if (first !== 0x5c /* \ */ && first !== 0x40 /* @ */) return false;
  // `\@ref` reads wherever it stands, as bookdown replaces it (`Figure\@ref(fig:cars)`); a bare `@ref` after a
  // letter is an address's (`user@ref(x)`).
  if (first === 0x40 && state.pos > 0 && /[\p{L}\p{N}_]/u.test(state.src[state.pos - 1]!)) return false;
  const found = BOOKDOWN_REFERENCE.exec(state.src.slice(state.pos));
  if (!found) return false;
  if (!silent) {
    const open = state.push('link_open', 'a', 1);
    open.attrSet('data-type', 'xref');
    open.attrSet('href', `#${found[1]!}`);
    open.attrSet(XREF_STYLE_MARK, 'number');
    state.push('link_close', 'a', -1);
  }
  state.pos += found[0].length;
  return true;
}

/**
 * The target's name and number ("Figure 1-1"), the same in lower case, the number alone, or, for Quarto's
 * reference to a section, the book's word for a section and its number ("Section 2.1"; a chapter "Chapter 2").
 */
type ReferenceStyle = 'name' | 'lower' | 'number' | typeof SECTION_STYLE;

/** How Quarto prints `@sec-intro`: "Section 2.1" where the section is numbered, as its books number them. */
export const SECTION_STYLE = 'section';

/** `sec` of `@sec-intro` and `@Sec:intro`: the kind of thing referenced. */
function labelPrefix(label: string): string {
  return label.split(/[:-]/)[0]!.toLowerCase();
}

/** A reference's named style: Quarto's `@sec-…` (dash, not pandoc-crossref's colon) names a section by its number. */
function nameStyle(label: string): ReferenceStyle {
  return /^sec-/i.test(label) ? SECTION_STYLE : 'name';
}

/** An empty xref: the book writes the target's label and number in it, as for HTMLBook's own. */
function pushReference(state: StateInline, written: string, style: ReferenceStyle): void {
  const separator = /^[A-Za-z]+:/.test(written) ? ':' : '-';
  const [prefix, ...rest] = written.split(separator);
  const id = `${prefix!.toLowerCase()}${separator}${rest.join(separator)}`;
  const open = state.push('link_open', 'a', 1);
  open.attrSet('data-type', 'xref');
  open.attrSet('href', `#${id}`);
  // pandoc-crossref's `[-@fig:a]`: the author writes the word ("Figure [-@fig:a]"), the book the number.
  if (style !== 'name') open.attrSet(XREF_STYLE_MARK, style);
  state.push('link_close', 'a', -1);
}
