import type MarkdownIt from 'markdown-it';
import { escapeAttribute, escapeText } from '../dom/escape';
import { REFTEXT_MARK } from './asciidoc-htmlbook';
import { INLINE_EXPRESSION } from './inline-expressions';

type StateInline = MarkdownIt.StateInline;
type StateBlock = MarkdownIt.StateBlock;

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

/**
 * `$x^2$` and `$$\sum x$$`: TeX math as pandoc (`tex_math_dollars`), GitHub, Jupyter and mdBook's MathJax read it.
 * pandoc's rules keep prices as text: the opening `$` has no space after it, the closing one no space before it and
 * no digit after it ("$20,000 and $30,000" is no math); nor do dollars that each open an upper-case name
 * (shell variables, `$GOPATH/pkg/$GOOS_$GOARCH`). The expression is written out as `\(…\)` or `\[…\]`, which
 * the book's math conversion turns into MathML like any other TeX.
 */
export function markdownDollarMath(md: MarkdownIt.MarkdownIt): void {
  md.block.ruler.before('table', 'octavo_dollar_math_block', dollarMathBlock);
  md.block.ruler.before('lheading', 'octavo_dollar_math_paragraph', dollarMathParagraph);
  md.block.ruler.before('table', 'octavo_math_environment_block', mathEnvironmentBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.inline.ruler.before('escape', 'octavo_dollar_math', dollarMath);
  md.inline.ruler.before('escape', 'octavo_backslash_math', backslashMath);
  md.renderer.rules['octavo_math_inline'] = (tokens, idx) => escapeText(`\\(${tokens[idx]!.content}\\)`);
  md.renderer.rules['octavo_math_display'] = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const math = escapeText(`\\[${token.content}\\]`);
    const label = (token.meta as { label?: string } | null)?.label;
    return label ? numberedEquation((env ?? {}) as EquationsEnv, label, math, 'span') : math;
  };
}

/** Which of `\(…\)` (`round`) and `\[…\]` (`square`) MkDocs' `pymdownx.arithmatex` reads as math. */
export interface ArithmatexSyntax {
  round: boolean;
  square: boolean;
}

/**
 * What the render is told about the file: whether `\(…\)` and `\[…\]` are math anywhere in it (R Markdown's), or
 * as arithmatex reads them (an MkDocs page's).
 */
export type BackslashMathEnv = { texMathSingleBackslash?: boolean; arithmatex?: ArithmatexSyntax };

/** How MyST's `dollarmath` reads `$…$` (myst-parser's `dmath_allow_space` and `dmath_allow_digits`, both on by default). */
export interface MystDollarMath {
  /** `$ m_t $`: a space may follow the opening `$` and come before the closing one. */
  allowSpace: boolean;
  /** `1$…$2`: a digit may come before the opening `$` and after the closing one. */
  allowDigits: boolean;
}

/** What the render is told about the file: that it is a MyST page, whose `$` is read by MyST's rules (not pandoc's). */
export type MystDollarMathEnv = { mystDollarMath?: MystDollarMath };

/**
 * `\(x\)` and `\[\sum x\]`: TeX math as pandoc's `tex_math_single_backslash` reads it, which R Markdown turns on (its
 * books write displayed formulas so). Elsewhere `\[` is CommonMark's escaped bracket, and stays one.
 */
function backslashMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  const env = state.env as BackslashMathEnv;
  if (!(env.texMathSingleBackslash || env.arithmatex) || src.charCodeAt(pos) !== BACKSLASH) return false;
  const opener = src[pos + 1];
  if (opener !== '(' && opener !== '[') return false;
  if (!env.texMathSingleBackslash && !(opener === '(' ? env.arithmatex!.round : env.arithmatex!.square))
    return false;
  const closer = opener === '(' ? '\\)' : '\\]';
  const end = src.indexOf(closer, pos + 2);
  const body = end === -1 ? '' : src.slice(pos + 2, end);
  if (body.trim() === '' || /\n[ \t]*\n/.test(body)) return false;
  // arithmatex's `\[` is displayed math only as a block of its own: mid-line (`Status \[WIP\]`, `a\[i\]`) it is
  // Markdown's escaped bracket.
  if (!env.texMathSingleBackslash && opener === '[' && !(opensLine(src, pos) && closesLine(src, end + 2)))
    return false;
  if (!silent) {
    const display = opener === '[';
    const token = state.push(display ? 'octavo_math_display' : 'octavo_math_inline', 'math', 0);
    token.content = withUnrunExpressions(display ? body.trim() : body);
    token.markup = display ? '\\[' : '\\(';
    if (display) takeBookdownLabel(token);
  }
  state.pos = end + 2;
  return true;
}

/** Whether only spaces come before `at` on its line. */
function opensLine(src: string, at: number): boolean {
  return /(?:^|\n)[ \t]*$/.test(src.slice(Math.max(0, src.lastIndexOf('\n', at - 1)), at));
}

/** Whether only spaces come after `at` on its line. */
function closesLine(src: string, at: number): boolean {
  const end = src.indexOf('\n', at);
  return src.slice(at, end === -1 ? undefined : end).trim() === '';
}

/** What TeX reads as markup in text: each written as the character it is. */
const TEX_SPECIAL = /[\\{}$&#^_%~]/g;
const TEX_SPECIAL_TEXT: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/**
 * A formula holding knitr's inline R, whose value knitr writes in before the formula is read: Octavo never runs the
 * book's code (the file's warning counts the expression), so the formula shows the expression as written in its
 * place. Read as TeX the backticks and the code's brackets broke the formula, printed as code with two more warnings.
 */
function withUnrunExpressions(tex: string): string {
  return tex.replace(
    INLINE_EXPRESSION,
    (_written, expression: string) =>
      `\\text{${expression.replace(TEX_SPECIAL, (c) => TEX_SPECIAL_TEXT[c] ?? `\\${c}`)}}`,
  );
}

/** bookdown's label inside a displayed formula, `(\#eq:binom)`, which its `\@ref(eq:binom)` cites. */
const BOOKDOWN_EQUATION_LABEL = /[ \t]*\(\\#(eq:[\w:.-]+)\)[ \t]*/;

/** A formula's bookdown label taken out of its TeX (no TeX) and made its label, numbered as labelled formulas are. */
function takeBookdownLabel(token: MarkdownIt.Token): void {
  const label = BOOKDOWN_EQUATION_LABEL.exec(token.content);
  if (!label) return;
  token.content = (
    token.content.slice(0, label.index) +
    ' ' +
    token.content.slice(label.index + label[0].length)
  ).trim();
  token.meta = { label: label[1] };
}

/** `\begin{equation}` … `\end{equation}` alone in a paragraph: a displayed formula (pandoc's HTML shows it as math). */
const MATH_ENVIRONMENT = /^\\begin\{(equation|align|alignat|gather|multline|eqnarray|displaymath)(\*?)\}/;

/**
 * A LaTeX math environment written as a paragraph of pandoc Markdown (`\begin{equation} … \end{equation}`, as
 * bookdown books number their formulas) is displayed math, as pandoc's HTML shows it with MathJax; read as
 * Markdown it printed as TeX, its `\#` unescaped. It is read as one `$$` formula, whatever its lines hold.
 */
function mathEnvironmentBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const environment = MATH_ENVIRONMENT.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!environment) return false;
  const closing = `\\end{${environment[1]}${environment[2]}}`;
  let lastLine = startLine;
  for (; lastLine < endLine; lastLine++) {
    const line = state.src.slice(state.bMarks[lastLine]!, state.eMarks[lastLine]);
    if (lastLine > startLine && line.trim() === '') return false;
    if (line.includes(closing)) break;
  }
  if (lastLine >= endLine) return false;
  const text = state.getLines(startLine, lastLine + 1, state.blkIndent, false).trim();
  if (!text.endsWith(closing)) return false;
  if (silent) return true;
  pushMathParagraph(state, [startLine, lastLine + 1], environmentMath(state.Token, text, environment));
  state.line = lastLine + 1;
  return true;
}

/** A displayed formula's paragraph: the lines `map` spans, holding the math token alone. */
export function pushMathParagraph(state: StateBlock, map: [number, number], math: MarkdownIt.Token): void {
  const open = state.push('paragraph_open', 'p', 1);
  open.map = map;
  const inline = state.push('inline', '', 0);
  inline.map = map;
  inline.content = '';
  inline.children = [math];
  state.push('paragraph_close', 'p', -1);
}

/**
 * The displayed formula of a whole LaTeX math environment (`\begin{align} … \end{align}`), or undefined when the
 * text is not one: what pandoc's HTML shows of such a paragraph, or of a raw TeX block holding one.
 */
export function mathEnvironmentFormula(
  Token: typeof MarkdownIt.Token,
  written: string,
): MarkdownIt.Token | undefined {
  const text = written.trim();
  const environment = MATH_ENVIRONMENT.exec(text);
  if (!environment || !text.endsWith(`\\end{${environment[1]}${environment[2]}}`)) return undefined;
  return environmentMath(Token, text, environment);
}

function environmentMath(
  Token: typeof MarkdownIt.Token,
  text: string,
  environment: RegExpExecArray,
): MarkdownIt.Token {
  const closing = `\\end{${environment[1]}${environment[2]}}`;
  const math = new Token('octavo_math_display', 'math', 0);
  // The book numbers the formulas it labels, as bookdown's HTML does; the TeX converter would number every
  // `equation` again, so it is given the unnumbered (starred) environment.
  const [name, starred] = [environment[1]!, environment[2] === '*'];
  math.content =
    starred || name === 'displaymath'
      ? text
      : text.replace(`\\begin{${name}}`, `\\begin{${name}*}`).replace(closing, `\\end{${name}*}`);
  math.markup = '\\begin';
  takeBookdownLabel(math);
  return math;
}

/** Counts the file's labelled formulas as they are printed. */
export type EquationsEnv = { equationsNumbered?: number };

/** A labelled formula this reader numbers, and the number it prints (read again by chapter-equation-numbers.ts). */
export const NUMBERED_EQUATION_CLASS = 'numbered-equation';
export const EQUATION_NUMBER_LABEL_CLASS = 'equation-number';

/**
 * A labelled formula numbered as Jupyter Book numbers them on a page, "(1)", "(2)", the number printed beside it and
 * read by every cross-reference to it (`{eq}` prints "(1)" there).
 */
export function numberedEquation(
  env: EquationsEnv,
  label: string,
  math: string,
  tag: 'span' | 'div',
  /** The line of the file the formula is written on, when it is not its block's first. */
  line?: string,
): string {
  env.equationsNumbered = (env.equationsNumbered ?? 0) + 1;
  const number = `(${env.equationsNumbered})`;
  const written = line === undefined ? '' : ` data-octavo-line="${escapeAttribute(line)}"`;
  return (
    `<${tag} data-type="equation" class="${NUMBERED_EQUATION_CLASS}" id="${escapeAttribute(label)}"${written} ${REFTEXT_MARK}="${number}">${math}` +
    `<span class="${EQUATION_NUMBER_LABEL_CLASS}">${number}</span></${tag}>`
  );
}

/**
 * `(label)` (MyST) or `{#eq:label}` (pandoc-crossref) right after a displayed formula's closing `$$`, on its line; a
 * plus in it as d2l's `eq_sgd-xt+1-xstar`.
 */
const EQUATION_LABEL = /^[ \t]*(?:\(([A-Za-z][\w:.+-]*)\)|\{#([A-Za-z][\w:.+-]*)\})/;

function dollarMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const myst = (state.env as MystDollarMathEnv).mystDollarMath;
  // MyST counts the backslashes: after `\\` (an escaped backslash) a `$` opens a formula.
  if (myst ? escaped(src, pos) : pos > 0 && src.charCodeAt(pos - 1) === BACKSLASH) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const found = display
    ? closingDisplay(src, pos + 2, myst !== undefined)
    : myst
      ? mystClosingInline(src, pos, myst)
      : closingInline(src, pos + 1);
  if (found === undefined) return false;
  const body = src.slice(pos + (display ? 2 : 1), found);
  if (!silent) {
    const token = state.push(display ? 'octavo_math_display' : 'octavo_math_inline', 'math', 0);
    token.content = withUnrunExpressions(display ? body.trim() : body);
    token.markup = display ? '$$' : '$';
    if (display) takeBookdownLabel(token);
  }
  state.pos = found + (display ? 2 : 1);
  // MyST names a displayed formula by a label after it, `$$ F = ma $$ (newton)`, for {eq}`newton` to cite.
  const label = display ? EQUATION_LABEL.exec(src.slice(state.pos)) : null;
  if (label) {
    if (!silent) state.tokens[state.tokens.length - 1]!.meta = { label: label[1] ?? label[2] };
    state.pos += label[0].length;
  }
  return true;
}

/**
 * A displayed formula that opens a block (`$$` at the start of its first line) and closes on a later line is one
 * paragraph whatever its lines hold, as MyST's and GitHub's `$$` blocks are: read line by line, a lone `=` or `-`
 * in it underlined the line above as a heading (the formula's first rows became a chapter title), and a line opening
 * `+ ` or `- ` a list. Its text is left to the inline rule, which prints the formula and reads a label after it.
 */
function dollarMathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  // R Markdown's `\[ … \]` over several lines likewise (backslashMath reads it).
  const env = state.env as BackslashMathEnv;
  const backslash =
    (env.texMathSingleBackslash === true || env.arithmatex?.square === true) &&
    state.src.startsWith('\\[', start);
  if (!backslash && !state.src.startsWith('$$', start)) return false;
  const close = state.src.indexOf(backslash ? '\\]' : '$$', start + 2);
  if (close === -1) return false;
  if (
    backslash
      ? /\n[ \t]*\n/.test(state.src.slice(start, close))
      : closingDisplay(
          state.src,
          start + 2,
          (state.env as MystDollarMathEnv).mystDollarMath !== undefined,
        ) !== close
  )
    return false;
  let lastLine = startLine;
  while (lastLine < endLine && state.eMarks[lastLine]! < close) lastLine++;
  if (lastLine === startLine || lastLine >= endLine) return false;
  if (silent) return true;
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [startLine, lastLine + 1];
  const inline = state.push('inline', '', 0);
  inline.content = state.getLines(startLine, lastLine + 1, state.blkIndent, false).trim();
  inline.map = [startLine, lastLine + 1];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  state.line = lastLine + 1;
  return true;
}

/** A line that would underline the one above it as a heading (`===`, `---`). */
const SETEXT_UNDERLINE = /^[ \t]*(?:=+|-+)[ \t]*$/;

/**
 * A paragraph whose text opens a displayed formula on one line and closes it on a later one reads the formula whole,
 * as pandoc does: read line by line, a formula line opening `* `, `+ ` or `- ` started a list and cut the paragraph
 * (BookFun's `* & c \end{matrix}` row printed the matrix as TeX under a bullet, and `x = 1` / `+ 2` lost its plus).
 * Lines outside the formula end the paragraph as they always do; a paragraph with no such formula is left to the
 * paragraph rule.
 */
function dollarMathParagraph(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  // Only a paragraph whose lines hold a `$$` is read here: a file without one costs a single search.
  const dollars = nextDollars(state, state.bMarks[startLine]!);
  if (dollars === -1) return false;
  let dollarsLine = startLine;
  while (dollarsLine < endLine && !state.isEmpty(dollarsLine) && state.eMarks[dollarsLine]! < dollars)
    dollarsLine++;
  if (dollarsLine >= endLine || state.isEmpty(dollarsLine)) return false;
  const terminators = state.md.block.ruler.getRules('paragraph');
  const parentType = state.parentType;
  state.parentType = 'paragraph';
  let formulaEnd = -1;
  let spansLines = false;
  let nextLine = startLine;
  let underlined = false;
  for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    const lineStart = state.bMarks[nextLine]! + state.tShift[nextLine]!;
    const inFormula = lineStart < formulaEnd;
    spansLines ||= inFormula;
    const indent = state.sCount[nextLine]! - state.blkIndent;
    if (!inFormula && nextLine > startLine && indent <= 3 && state.sCount[nextLine]! >= 0) {
      if (SETEXT_UNDERLINE.test(state.src.slice(lineStart, state.eMarks[nextLine]))) underlined = true;
      if (terminators.some((terminates) => terminates(state, nextLine, endLine, true))) break;
    }
    formulaEnd = Math.max(
      formulaEnd,
      displayFormulasEnd(state.src, Math.max(lineStart, formulaEnd), state.eMarks[nextLine]!),
    );
  }
  state.parentType = parentType;
  // An underline outside the formula makes a heading of the lines above it, as it always did.
  if (!spansLines || underlined) return false;
  if (silent) return true;
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [startLine, nextLine];
  const inline = state.push('inline', '', 0);
  inline.content = state.getLines(startLine, nextLine, state.blkIndent, false).trim();
  inline.map = [startLine, nextLine];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  state.line = nextLine;
  return true;
}

/**
 * Where the last displayed formula opened between `from` and `lineEnd` closes (after its `$$`), or -1 when none
 * opens there: a `$$` escaped, or inside a code span of the line, opens none.
 */
function displayFormulasEnd(src: string, from: number, lineEnd: number): number {
  let end = -1;
  let at = dollarsBefore(src, from, lineEnd);
  while (at !== -1) {
    const ticks = src.slice(from, at).split('`').length - 1;
    const close = escaped(src, at) || ticks % 2 === 1 ? undefined : closingDisplay(src, at + 2);
    if (close === undefined) {
      at = dollarsBefore(src, at + 2, lineEnd);
      continue;
    }
    end = close + 2;
    from = end;
    at = dollarsBefore(src, end, lineEnd);
  }
  return end;
}

/** The first `$$` from `from` on, before `end`, or -1: the search goes no further than the line. */
function dollarsBefore(src: string, from: number, end: number): number {
  const found = from < end ? src.slice(from, end).indexOf('$$') : -1;
  return found === -1 ? -1 : from + found;
}

/**
 * The first `$$` of a text at or after a place, remembered for the render (its env) as paragraph after paragraph
 * asks: a file without one is searched once.
 */
const dollarsFound = new WeakMap<object, { src: string; from: number; at: number }>();

function nextDollars(state: StateBlock, from: number): number {
  const env = state.env as object | undefined;
  if (typeof env !== 'object' || env === null) return state.src.indexOf('$$', from);
  const known = dollarsFound.get(env);
  if (known && known.src === state.src && known.from <= from && (known.at === -1 || known.at >= from))
    return known.at;
  const at = state.src.indexOf('$$', from);
  dollarsFound.set(env, { src: state.src, from, at });
  return at;
}

/**
 * The closing `$$`, with no blank line before it (pandoc's rule; whitespace around the formula is allowed). MyST
 * allows blank lines in the formula (`blankLines`): A First Course in Quantitative Economics opens its matrices with
 * `$$` and a blank line, which printed the matrices as TeX between two lone `$$`.
 */
function closingDisplay(src: string, from: number, blankLines = false): number | undefined {
  const end = src.indexOf('$$', from);
  if (end === -1 || src.slice(from, end).trim() === '') return undefined;
  if (!blankLines && /\n[ \t]*\n/.test(src.slice(from, end))) return undefined;
  return end;
}

/** Whether the character at `at` is escaped: an odd number of backslashes before it. */
function escaped(src: string, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes - 1 >= 0 && src.charCodeAt(at - backslashes - 1) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * The closing `$` of the formula a MyST page opens at `open`, by mdit-py-plugins' dollarmath rules, which Jupyter
 * Book reads `$` with: the next unescaped `$`, spaces and digits allowed beside either by default. A First Course in
 * Quantitative Economics writes `$ m_t $` and `$ \$ 100,000$`: read by pandoc's rules ~90 of its formulas printed as
 * TeX, and the dollars after them paired wrongly, the underscores between them becoming italics.
 */
function mystClosingInline(src: string, open: number, rules: MystDollarMath): number | undefined {
  const first = src[open + 1] ?? '';
  if (!rules.allowSpace && (first === '' || /\s/.test(first))) return undefined;
  if (!rules.allowDigits && /\d/.test(src[open - 1] ?? '')) return undefined;
  let at = src.indexOf('$', open + 1);
  while (at !== -1 && escaped(src, at)) at = src.indexOf('$', at + 1);
  if (at === -1 || at === open + 1) return undefined;
  if (!rules.allowSpace && /\s/.test(src[at - 1]!)) return undefined;
  if (!rules.allowDigits && /\d/.test(src[at + 1] ?? '')) return undefined;
  return at;
}

/** What follows the `$` of a shell variable: `HOME`, `GOOS_`, `{GOROOT}`. */
const SHELL_VARIABLE = /^\{?[A-Z_][A-Z0-9_]+\b/;

/** The closing `$`: the next one not escaped, when it has no space before it and no digit after it. */
/** The end of the knitr inline expression written between `from` and `at` that holds `at`, if one does. */
function expressionAround(src: string, from: number, at: number): number | undefined {
  const tick = src.indexOf('`', from);
  if (tick === -1 || tick > at) return undefined;
  const expressions = new RegExp(INLINE_EXPRESSION.source, 'g');
  expressions.lastIndex = from;
  for (let found = expressions.exec(src); found && found.index < at; found = expressions.exec(src)) {
    const end = found.index + found[0].length;
    if (end > at) return end;
  }
  return undefined;
}

function closingInline(src: string, from: number): number | undefined {
  if (from >= src.length || /\s/.test(src[from]!)) return undefined;
  let at = src.indexOf('$', from);
  for (;;) {
    while (at !== -1 && src.charCodeAt(at - 1) === BACKSLASH) at = src.indexOf('$', at + 1);
    // R's `$` inside knitr's inline R (`$10^{\`r penalty()$range[[1]]\`}$`) does not close the formula.
    const inside = at === -1 ? undefined : expressionAround(src, from, at);
    if (inside === undefined) break;
    at = src.indexOf('$', inside);
  }
  if (at <= from || /\s/.test(src[at - 1]!) || /\d/.test(src[at + 1] ?? '')) return undefined;
  // `$GOPATH/pkg/$GOOS_$GOARCH`: dollars that each open an upper-case name are shell variables, not the two ends of
  // a formula ("$n$th" stays math: its names are in lower case).
  if (SHELL_VARIABLE.test(src.slice(from)) && SHELL_VARIABLE.test(src.slice(at + 1))) return undefined;
  return at;
}
