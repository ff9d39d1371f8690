import { closingBrace } from './tex-groups';
import { temml } from './temml-module';

/** TeX macros as the converter keeps them: a name with its backslash (`\RR`) → its expansion. */
export type TexMacros = Record<string, unknown>;

/** Commands that define a macro for the formulas after them (MathJax keeps them for the rest of the page). */
const DEFINES = /\\(?:(?:re|provide)?newcommand|DeclareMathOperator|[gex]?def|let)(?![a-zA-Z])/;

/** Whether a formula defines macros (`\newcommand{\RR}{\mathbb{R}}`), which later formulas of the page may use. */
export function definesMacros(tex: string): boolean {
  return DEFINES.test(tex);
}

/** `\DeclareMathOperator*{\argmax}{arg\,max}`: amsmath's, which MathJax reads and the converter lacks. */
const DECLARED_OPERATOR =
  /\\DeclareMathOperator(\*?)\s*(?:\{\s*(\\[a-zA-Z]+)\s*\}|(\\[a-zA-Z]+))\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;

/** The formula with amsmath's operator declarations written as the definitions they amount to (`\def`: MathJax lets them replace a known name). */
export function withDeclaredOperators(tex: string): string {
  if (!tex.includes('\\DeclareMathOperator')) return tex;
  return tex.replace(
    DECLARED_OPERATOR,
    (_all, star: string, braced: string | undefined, bare: string | undefined, name: string) =>
      `\\def${braced ?? bare}{\\operatorname${star}{${name}}}`,
  );
}

/** Commands whose argument is text: MathJax prints it as written, `$…$` in it aside. */
const TEXT_COMMAND = /\\(?:text(?:rm|bf|it|sf|tt|normal|up)?|mbox|hbox)\s*\{/g;

/** Characters LaTeX gives a meaning in text (a parameter, a comment, a column, a script) and MathJax prints. */
const TEXT_SPECIALS: Readonly<Record<string, string>> = {
  '#': '\\#',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\textasciicircum{}',
};

/**
 * The formula with `#`, `%`, `&`, `_` and `^` in a `\text{…}` escaped, as MathJax, which the author saw the page
 * with, prints them there as written; the converter reads them as LaTeX does and refuses the formula (Learning Data
 * Science's `$\text{# of outcomes}$`). A `#` before a digit is a macro's parameter (`\newcommand{\n}[1]{\text{#1}}`).
 */
export function withMathJaxTextSpecials(tex: string): string {
  if (!/[#%&_^]/.test(tex)) return tex;
  let out = '';
  let from = 0;
  for (const command of tex.matchAll(TEXT_COMMAND)) {
    const start = command.index + command[0].length;
    if (start <= from) continue;
    out += tex.slice(from, start);
    let depth = 1;
    let math = false;
    let at = start;
    for (; at < tex.length && depth > 0; at++) {
      const char = tex[at]!;
      if (char === '\\') {
        out += tex.slice(at, at + 2);
        at++;
      } else if (char === '$') {
        math = !math;
        out += char;
      } else if (char === '{' || char === '}') {
        depth += char === '{' ? 1 : -1;
        out += char;
      } else if (!math && char in TEXT_SPECIALS && !(char === '#' && /[0-9#]/.test(tex[at + 1] ?? ''))) {
        out += TEXT_SPECIALS[char];
      } else out += char;
    }
    from = at;
  }
  return out + tex.slice(from);
}

/** A `\bbox` of MathJax: its options in brackets, then its braced argument. */
const BBOX = /\\bbox(?![a-zA-Z])\s*(?:\[([^\]]*)\])?\s*\{/g;

/** Words of a CSS border that name no colour. */
const BORDER_STYLES = new Set([
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
  'none',
]);
const CSS_LENGTH = /^[\d.]+(?:[a-z]+|%)?$/i;

/**
 * The formula with MathJax's `\bbox[yellow,5px,border:2px solid red]{…}` (a box around part of a formula: a
 * background colour, padding, a CSS border, in any order) written as the converter's `\colorbox` or `\fcolorbox`
 * of the same colours, its formula kept in the style it was in (PythonMalayalamBook's number system appendix). The
 * padding is the converter's own; a `style:` option is not followed, as `\style` is not.
 */
export function withMathJaxBboxes(tex: string, display: boolean): string {
  if (!/\\bbox(?![a-zA-Z])/.test(tex)) return tex;
  let out = '';
  let from = 0;
  for (const bbox of tex.matchAll(BBOX)) {
    if (bbox.index < from) continue;
    const open = bbox.index + bbox[0].length;
    const close = closingBrace(tex, open - 1);
    if (close === undefined) break;
    const { background, border } = bboxOptions(bbox[1] ?? '');
    const body = `${display ? '\\displaystyle ' : ''}${withMathJaxBboxes(tex.slice(open, close), display)}`;
    out += tex.slice(from, bbox.index);
    out += border
      ? `\\fcolorbox{${border}}{${background ?? 'transparent'}}{$${body}$}`
      : background
        ? `\\colorbox{${background}}{$${body}$}`
        : `{${body}}`;
    from = close + 1;
  }
  return out + tex.slice(from);
}

function bboxOptions(written: string): { background?: string; border?: string } {
  let background: string | undefined;
  let border: string | undefined;
  for (const option of written.split(',').map((o) => o.trim())) {
    const [name = '', ...rest] = option.split(':');
    const value = rest.join(':').trim();
    if (/^border$/i.test(name.trim()) && rest.length > 0) {
      const words = value.split(/\s+/).filter((w) => w && !CSS_LENGTH.test(w) && !BORDER_STYLES.has(w));
      border = words[0] ?? 'black';
    } else if (rest.length === 0 && option && !CSS_LENGTH.test(option)) background = option;
  }
  return { ...(background ? { background } : {}), ...(border ? { border } : {}) };
}

/**
 * The macros known after the formula `tex`: those given, and what the formula defines. Undefined when it cannot be
 * read (its conversion says why). Temml keeps a `\newcommand` within its own formula; MathJax, which the author saw
 * the page with, keeps it for the rest of the page.
 */
export function macrosAfter(tex: string, macros: TexMacros): TexMacros | undefined {
  return definitionsAfter(tex, { ...mathJaxCompatibleMacros(), ...macros });
}

function definitionsAfter(tex: string, macros: TexMacros): TexMacros | undefined {
  let written = tex;
  for (let tries = 0; tries < MAX_REDEFINITIONS; tries++) {
    try {
      return {
        ...macros,
        ...(temml().definePreamble(withDeclaredOperators(written), {
          macros: { ...macros },
          strict: false,
        }) as TexMacros),
      };
    } catch (error) {
      const redefining = withRedefinition(written, error instanceof Error ? error.message : '');
      if (redefining === undefined) return undefined;
      written = redefining;
    }
  }
  return undefined;
}

/** How many `\newcommand`s of one formula are read as redefinitions before it is given up. */
export const MAX_REDEFINITIONS = 8;
const REDEFINED = /^\s*\\newcommand\{(\\[^}]+)\} attempting to redefine/;

/**
 * MathJax's `\newcommand` redefines a command that exists (cp-algorithms' `\newcommand\T{…}`, a strut), where
 * Temml refuses: given Temml's refusal, the formula with that `\newcommand` written `\renewcommand`; undefined for
 * any other error.
 */
export function withRedefinition(tex: string, error: string): string | undefined {
  const name = REDEFINED.exec(error)?.[1];
  if (name === undefined) return undefined;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const written = new RegExp(`\\\\newcommand(\\s*(?:\\{\\s*${escaped}\\s*\\}|${escaped}(?![a-zA-Z])))`);
  const redefined = tex.replace(written, '\\renewcommand$1');
  return redefined === tex ? undefined : redefined;
}

/** A macro as a book's configuration writes it: its expansion, with its number of arguments and first one's default. */
export interface ConfiguredMacro {
  name: string;
  body: string;
  args?: number;
  defaultArg?: string;
}

/** The macros read, and those that could not be (each with why): formulas using those print as code. */
export interface MacroReading {
  macros: TexMacros;
  unread: { name: string; error: string }[];
}

/**
 * The macros a book's configuration defines, read as `\newcommand` would (or `\renewcommand`, for a name the
 * converter already knows: MathJax's configured macros replace its own).
 */
export function macrosOf(configured: readonly ConfiguredMacro[]): MacroReading {
  let macros: TexMacros = {};
  const unread: MacroReading['unread'] = [];
  for (const macro of configured) {
    const name = macro.name.startsWith('\\') ? macro.name : `\\${macro.name}`;
    if (macro.defaultArg !== undefined) {
      unread.push({ name, error: 'a default value for its first argument is not supported' });
      continue;
    }
    const definition = (command: string) =>
      `\\${command}{${name}}${macro.args ? `[${macro.args}]` : ''}{${macro.body}}`;
    const next =
      macrosAfter(definition('newcommand'), macros) ?? macrosAfter(definition('renewcommand'), macros);
    if (next) macros = next;
    else unread.push({ name, error: `its definition ${definition('newcommand')} cannot be read` });
  }
  return { macros, unread };
}

/**
 * Commands MathJax reads that the converter lacks, written as what they mean: `\mbox{…}` (text in a formula,
 * common in books written for MathJax: "\mbox{subject to}"), `\require{…}` (MathJax loading an extension: nothing to
 * print), plain TeX's `\pmatrix{…}`, `\cases{…}` and `\eqalign{…}`, and MathJax's `\*` and `\Rule`.
 */
const MATHJAX_COMMANDS =
  '\\newcommand{\\mbox}[1]{\\text{#1}}' +
  '\\newcommand{\\require}[1]{}' +
  '\\newcommand{\\pmatrix}[1]{\\begin{pmatrix}#1\\end{pmatrix}}' +
  '\\newcommand{\\cases}[1]{\\begin{cases}#1\\end{cases}}' +
  '\\newcommand{\\eqalign}[1]{\\begin{aligned}#1\\end{aligned}}' +
  // A discretionary times, shown only where a line breaks at it: a formula set on one line shows nothing.
  '\\newcommand{\\*}{}' +
  // MathJax's strut: a rule #1 wide, #2 above the baseline and #3 below it.
  '\\newcommand{\\Rule}[3]{\\rule[-#3]{#1}{#3}\\mathllap{\\rule{#1}{#2}}}';

let mathJaxCommands: TexMacros | undefined;

/** MATHJAX_COMMANDS as macros, made once: under every formula's own macros, which may redefine them. */
export function mathJaxCompatibleMacros(): TexMacros {
  mathJaxCommands ??= definitionsAfter(MATHJAX_COMMANDS, {}) ?? {};
  return mathJaxCommands;
}
