import { escapeText } from '../dom/escape';
import { temml } from './temml-module';
import AsciiMathParser from 'asciimath2tex';
import {
  MAX_REDEFINITIONS,
  mathJaxCompatibleMacros,
  withRedefinition,
  TexMacros,
  withDeclaredOperators,
  withMathJaxBboxes,
  withMathJaxTextSpecials,
} from './tex-macros';

export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** How the author wrote an expression. */
export type MathNotation = 'latex' | 'asciimath';

export type MathConversion = { ok: true; mathml: string } | { ok: false; error: string };

/**
 * Longer expressions are refused rather than converted: a book's formulas are short, and the
 * converter's time grows with the input. Macro expansion is bounded for the same reason.
 */
export const MAX_EXPRESSION_LENGTH = 20_000;
const MAX_MACRO_EXPANSIONS = 2_000;

const asciimath = new AsciiMathParser();
/** Commands Temml knows but refuses while `trust` is off. */
const REFUSED_COMMAND =
  /\\(?:href|url|includegraphics|class|cssId|style|htmlClass|htmlId|htmlStyle|htmlData)\b/;

/**
 * LaTeX → MathML (a `<math>` element in the MathML namespace, with the TeX kept as an annotation so
 * readers without MathML and screen readers still have the source). Commands that would link,
 * load or style from the book (`\href`, `\includegraphics`, `\class`, `\style`) are refused: the
 * converter's `trust` stays off.
 */
export function latexToMathml(tex: string, display: boolean, macros: TexMacros = {}): MathConversion {
  const trimmed = tex.trim();
  if (trimmed === '') return { ok: false, error: 'the expression is empty' };
  if (trimmed.length > MAX_EXPRESSION_LENGTH) {
    return { ok: false, error: `the expression is longer than ${MAX_EXPRESSION_LENGTH} characters` };
  }
  const lines = display ? asLines(trimmed) : undefined;
  if (lines) {
    const converted = convertLatex(lines.tex, display, macros);
    // A `\\` inside `\left…\right` is no row of the whole: the formula is converted as written.
    if (converted.ok) return { ok: true, mathml: withAnnotationOf(converted.mathml, lines.environment) };
  }
  return convertLatex(trimmed, display, macros);
}

function convertLatex(written: string, display: boolean, macros: TexMacros): MathConversion {
  let trimmed = withAlignedRelationsSpaced(withEqnarrays(written));
  for (let tries = 0; ; tries++) {
    const converted = convertPrepared(trimmed, display, macros);
    const redefining =
      converted.ok || tries >= MAX_REDEFINITIONS ? undefined : withRedefinition(trimmed, converted.error);
    if (redefining === undefined)
      return trimmed === written ? converted : withOwnAnnotation(converted, written);
    trimmed = redefining;
  }
}

/** The TeX annotation is the author's as written, not as rewritten for the converter. */
function withOwnAnnotation(converted: MathConversion, written: string): MathConversion {
  if (!converted.ok) return converted;
  return {
    ok: true,
    mathml: converted.mathml.replace(
      /(<annotation encoding="application\/x-tex">)[\s\S]*?(<\/annotation>)/,
      (_all, open: string, close: string) => `${open}${escapeText(written)}${close}`,
    ),
  };
}

const EQNARRAY = /\\begin\{eqnarray(\*?)\}([\s\S]*?)\\end\{eqnarray\1\}/g;

/** A row's `&=&`: its two column separators; a written `\&` is no separator. */
const EQNARRAY_CENTRE = /(?<!\\)&((?:\\&|[^&\n])*?)(?<!\\)&/g;

/**
 * LaTeX's `eqnarray`, which MathJax reads and Temml lacks: its `a &=& b` rows (right, centre, left) as `align`'s
 * `a &= b`, numbered as the book numbers its other equations. A body holding an environment of its own (an array's
 * `&`s) is left as written: its separators are not the rows'.
 */
function withEqnarrays(tex: string): string {
  if (!tex.includes('{eqnarray')) return tex;
  return tex.replace(EQNARRAY, (_all, star: string, body: string) => {
    const rows = body.includes('\\begin{') ? body : body.replace(EQNARRAY_CENTRE, '&$1');
    return `\\begin{align${star}}${rows}\\end{align${star}}`;
  });
}

/** amsmath's environments whose columns pair up, right-aligned then left-aligned: `a &= b & c &= d`. */
const ALIGNED =
  /\\begin\{(align|aligned|alignat|alignedat|flalign|split)(\*?)\}((?:\{[^{}]*\})?)([\s\S]*?)\\end\{\1\2\}/g;

/**
 * amsmath sets each left-aligned column of an `align` as `{}` and its text (`$\displaystyle{}#$`), so a relation
 * opening it (`&\sim N(0, \sigma)`, `&= b`) is spaced as between two terms. Temml writes the column's operator first in
 * its row, which MathML reads as a prefix: Chromium prints `\sim` (a prefix in its dictionary) with no space either
 * side. The `{}` is written where amsmath sets it, after each odd `&` of a row; a body holding another environment
 * (a matrix's `&`s) is left as written.
 */
function withAlignedRelationsSpaced(tex: string): string {
  if (!tex.includes('&') || !tex.includes('\\begin{')) return tex;
  return tex.replace(ALIGNED, (whole, name: string, star: string, columns: string, body: string) => {
    if (body.includes('\\begin{')) return whole;
    const rows = body.split(/(\\\\(?:\[[^\]]*\])?)/);
    const spaced = rows.map((row, at) => {
      if (at % 2 === 1) return row;
      let separators = 0;
      return row.replace(/(?<!\\)&(\s*\{\})?/g, (separator, written: string | undefined) =>
        ++separators % 2 === 1 && written === undefined ? '&{}' : separator,
      );
    });
    return `\\begin{${name}${star}}${columns}${spaced.join('')}\\end{${name}${star}}`;
  });
}

function convertPrepared(trimmed: string, display: boolean, macros: TexMacros): MathConversion {
  const declared = withDeclaredOperators(trimmed);
  const prepared = withMathJaxBboxes(withMathJaxTextSpecials(declared), display);
  try {
    return { ok: true, mathml: withAnnotation(render(prepared, display, macros), prepared, declared) };
  } catch (error) {
    if (!HLINE_AFTER_DELIMITER.test(converterMessage(error)))
      return { ok: false, error: converterMessage(error) };
    try {
      const unwrapped = render(UNWRAPPED_DELIMITERS + prepared, display, macros).replace('<mrow></mrow>', '');
      return { ok: true, mathml: withAnnotation(unwrapped, UNWRAPPED_DELIMITERS + prepared, declared) };
    } catch {
      return { ok: false, error: converterMessage(error) };
    }
  }
}

function render(tex: string, display: boolean, macros: TexMacros): string {
  const mathml = temml().renderToString(tex, {
    displayMode: display,
    annotate: true,
    xml: true,
    throwOnError: true,
    trust: false,
    strict: false,
    maxExpand: MAX_MACRO_EXPANSIONS,
    // A copy: Temml writes `\gdef`s into the object it is given.
    macros: { ...mathJaxCompatibleMacros(), ...macros },
  });
  return withNumbersInMathFont(mathml);
}

/** The style Temml wraps an italic (`\mathit{0}`) or bold italic (`\boldsymbol{0}`) number in. */
const ITALIC_NUMBER =
  /<mstyle style="font-style:italic;font-family:Cambria, 'Times New Roman', serif;(font-weight:bold;)?">(?:<(mn)>([^<]*)<\/mn>)?/g;
/** MATHEMATICAL BOLD DIGIT ZERO: the bold digits follow it in order. */
const BOLD_ZERO = 0x1d7ce;

/**
 * Temml sets a number it has no italic letters for in Cambria or Times New Roman: fonts Octavo does not ship, which
 * the book's warnings then blamed on the author's markup (`$\boldsymbol{0}$` in a Chinese book of statistics). The
 * number keeps the book's math font. `\boldsymbol` sets a digit bold and upright, as LaTeX does (its digits have no
 * italic): the mathematical bold digit, as Temml writes `\mathbf{0}`. An italic number stays italic.
 */
function withNumbersInMathFont(mathml: string): string {
  return mathml.replace(
    ITALIC_NUMBER,
    (_all, bold: string | undefined, mn: string | undefined, digits: string = '') =>
      bold && mn
        ? `<mstyle><mn>${digits.replace(/[0-9]/g, (digit: string) => String.fromCodePoint(BOLD_ZERO + Number(digit)))}</mn>`
        : `<mstyle style="font-style:italic;${bold ?? ''}">${mn ? `<mn>${digits}</mn>` : ''}`,
  );
}

/** The TeX kept beside the formula is the author's, not what was added for the converter. */
function withAnnotation(mathml: string, converted: string, declared: string): string {
  return converted === declared
    ? mathml
    : mathml.replace(
        /(<annotation encoding="application\/x-tex">)[\s\S]*?(<\/annotation>)/,
        (_all, open: string, close: string) => `${open}${escapeText(declared)}${close}`,
      );
}

/**
 * Temml reads a left delimiter and what follows up to its right one as a group; in a cell of an array it reads on
 * past the row's `\\` and refuses the `\hline` after it, where it gives the grouping up for a left delimiter that
 * nothing closes (zcash's halo2 book: `\big( … \big) \\\hline`, which KaTeX and MathJax print).
 */
const HLINE_AFTER_DELIMITER = /^\\h(?:dash)?line valid only within array environment$/;

/**
 * A left delimiter nothing closes, in the branch of a `\mathchoice` for a style no formula is set in (it prints
 * nothing): Temml gives up the grouping of delimiters for the formula, as it does for any unclosed one, and reads it
 * again, each delimiter on its own.
 */
const UNWRAPPED_DELIMITERS = '\\mathchoice{}{}{}{(}';

/**
 * Display math whose lines are split by `\\` outside any environment (500 Lines or Less's sampler chapter,
 * `p(B=+1) = 0.55\\ p(B=+2) = 0.25\\ …`): MathJax, which pandoc's HTML uses, prints the lines, and Temml
 * runs them into one (each `\\` an empty operator), wider than a printed page's column. Such math is the rows
 * of a `gathered` environment, or an `aligned` one when a line has `&` (which Temml refuses outside one).
 */
function asLines(tex: string): { tex: string; environment: string } | undefined {
  let braces = 0;
  let environments = 0;
  let fences = 0;
  let breaks = false;
  let alignments = false;
  for (let i = 0; i < tex.length; i++) {
    const char = tex[i]!;
    if (char === '{') braces++;
    else if (char === '}') braces--;
    else if (char === '&' && braces === 0 && environments === 0) alignments = true;
    else if (char === '\\') {
      const next = tex[i + 1] ?? '';
      const name = /^[A-Za-z]+/.exec(tex.slice(i + 1))?.[0];
      if (next === '\\' && braces === 0 && environments === 0 && fences === 0) breaks = true;
      if (name === 'begin') environments++;
      else if (name === 'end') environments--;
      else if (name === 'left') fences++;
      else if (name === 'right') fences--;
      i += name ? name.length : 1;
    }
  }
  if (!breaks) return undefined;
  const environment = alignments ? 'aligned' : 'gathered';
  return { tex: `\\begin{${environment}}${tex}\\end{${environment}}`, environment };
}

/** The TeX annotation of math converted as lines is what the author wrote, without the environment around it. */
function withAnnotationOf(mathml: string, environment: string): string {
  return mathml
    .replace(
      `<annotation encoding="application/x-tex">\\begin{${environment}}`,
      '<annotation encoding="application/x-tex">',
    )
    .replace(`\\end{${environment}}</annotation>`, '</annotation>');
}

/** AsciiMath → LaTeX (asciimath2tex, which accepts any input as AsciiMath does) → MathML. */
export function asciimathToMathml(source: string, display: boolean, macros: TexMacros = {}): MathConversion {
  const trimmed = source.trim();
  if (trimmed === '') return { ok: false, error: 'the expression is empty' };
  if (trimmed.length > MAX_EXPRESSION_LENGTH) {
    return { ok: false, error: `the expression is longer than ${MAX_EXPRESSION_LENGTH} characters` };
  }
  let tex: string;
  try {
    tex = asciimath.parse(trimmed);
  } catch (error) {
    return { ok: false, error: converterMessage(error) };
  }
  return latexToMathml(tex, display, macros);
}

export function toMathml(
  notation: MathNotation,
  source: string,
  display: boolean,
  macros: TexMacros = {},
): MathConversion {
  return notation === 'latex'
    ? latexToMathml(source, display, macros)
    : asciimathToMathml(source, display, macros);
}

/**
 * Temml's parse errors end with the expression, the error underlined by combining characters: the
 * first line says it all. Anything else is the converter tripping over input it does not expect.
 */
function converterMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof temml().ParseError)) return `the converter could not read it (${message})`;
  const firstLine =
    message
      .split('\n')[0]
      .trim()
      .replace(/\s+at position \d+:?$/, '') || 'not valid';
  return REFUSED_COMMAND.test(firstLine)
    ? `${firstLine}; links, images and styling commands are not allowed in math`
    : firstLine;
}
