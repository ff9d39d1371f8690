import { load as loadYaml } from 'js-yaml';
import { findJupyterBookConfig } from '../config/jupyter-book-config';
import { ConfiguredMacro, MacroReading, macrosOf, TexMacros } from '../math/tex-macros';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { frontMatterData } from './markdown-front-matter';
import type { MystDollarMath } from './markdown-dollar-math';

/** The configuration files that may define a Jupyter Book's (or a MyST project's) TeX macros, nearest first. */
const CONFIG_FILES = ['_config.yml', 'myst.yml'];

/** Markdown that may hold TeX: `$…$`, `\(…\)`, `\[…\]`, a `{math}` directive or a fenced `math` block. */
const MAY_HOLD_MATH = /\$|\\\(|\\\[|\{math\}|```\s*math/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a.b.c` of a parsed YAML document, if every step is a mapping. */
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * The TeX macros a Jupyter Book defines for its pages' MathJax (`sphinx.config.mathjax3_config.tex.macros` in
 * `_config.yml`, or `mathjax4_config`'s; MathJax 2's `mathjax_config.TeX.Macros`) or a MyST project defines (`project.math` in `myst.yml`),
 * from the nearest such file in the Markdown file's folder or a folder above it. Without them, each formula using one
 * would print as code. Undefined for a file without math or a book without macros. A macro the converter cannot read
 * is warned about at its line in the configuration.
 */
export async function configuredMathMacros(
  file: string,
  text: string,
  source: BookSource,
  warnings: BookWarning[],
): Promise<TexMacros | undefined> {
  if (!MAY_HOLD_MATH.test(text)) return undefined;
  const folders = file.split('/').slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const folder = folders.slice(0, depth).join('/');
    for (const name of CONFIG_FILES) {
      const path = folder ? `${folder}/${name}` : name;
      const bytes = await source.readFile(path).catch(() => null);
      if (bytes === null) continue;
      const configText = bytes.toString('utf8');
      let parsed: unknown;
      try {
        parsed = loadYaml(configText);
      } catch {
        // Not this reader's to report: a book without macros builds the same.
        continue;
      }
      const configured = configuredMacros(parsed, name);
      if (configured.length === 0) continue;
      const { macros, unread } = macrosOf(configured);
      for (const macro of unread) {
        warnings.push(unreadMacroWarning({ file: path, line: lineOfMacro(configText, macro.name) }, macro));
      }
      return macros;
    }
  }
  return undefined;
}

/** A macro of the book's configuration the converter cannot read, at the line that defines it. */
export function unreadMacroWarning(
  at: { file: string; line: number },
  macro: MacroReading['unread'][number],
): BookWarning {
  return warning(
    'math',
    at,
    `the TeX macro ${macro.name} cannot be used (${macro.error}); formulas using it print as code: ` +
      'write its definition with LaTeX the converter reads, or expand it in the formulas',
    macro.name,
  );
}

function configuredMacros(parsed: unknown, configFile: string): ConfiguredMacro[] {
  const written =
    configFile === 'myst.yml'
      ? at(parsed, 'project', 'math')
      : (at(parsed, 'sphinx', 'config', 'mathjax4_config', 'tex', 'macros') ??
        at(parsed, 'sphinx', 'config', 'mathjax3_config', 'tex', 'macros') ??
        at(parsed, 'sphinx', 'config', 'mathjax2_config', 'TeX', 'Macros') ??
        at(parsed, 'sphinx', 'config', 'mathjax_config', 'TeX', 'Macros'));
  if (!isRecord(written)) return [];
  const macros: ConfiguredMacro[] = [];
  for (const [name, value] of Object.entries(written)) {
    // MathJax: "body", or [body, number of arguments, default first argument]; MyST: "body" or { macro: body }.
    const form = isRecord(value) ? value.macro : value;
    if (typeof form === 'string') {
      macros.push({ name, body: form });
    } else if (Array.isArray(form) && typeof form[0] === 'string') {
      const args = typeof form[1] === 'number' ? form[1] : undefined;
      macros.push({
        name,
        body: form[0],
        ...(args ? { args } : {}),
        ...(form.length > 2 ? { defaultArg: String(form[2]) } : {}),
      });
    }
  }
  return macros;
}

/** The line (1-based) where the configuration writes the macro's name as a key, else its first line. */
function lineOfMacro(text: string, name: string): number {
  const bare = name.replace(/^\\/, '');
  const lines = text.split('\n');
  const found = lines.findIndex((line) => {
    const key = line
      .trim()
      .replace(/:.*$/, '')
      .replace(/^["']|["']$/g, '');
    return key === bare || key === name || key === `\\\\${bare}`;
  });
  return found === -1 ? 1 : found + 1;
}

/** MyST's own reading of `$…$` (myst-parser's defaults): spaces and digits beside the dollars allowed. */
const MYST_DOLLAR_MATH: MystDollarMath = { allowSpace: true, allowDigits: true };

/** Jupyter Book's `parse.myst_enable_extensions` when its `_config.yml` names none: `dollarmath` is among them. */
const JUPYTER_BOOK_EXTENSIONS = ['colon_fence', 'dollarmath', 'linkify', 'substitution', 'tasklist'];

/** A MyST page, and how MyST reads its `$…$` (undefined when the book's `dollarmath` extension is off). */
export interface MystPage {
  dollarMath?: MystDollarMath;
}

/**
 * Whether the file is a MyST page: a page of a Jupyter Book (a `_config.yml` beside a `_toc.yml` in its folder or
 * one above) or a MyST notebook (jupytext's `format_name: myst`). Its `$…$` is read by MyST's `dollarmath`, on
 * unless the book's `myst_enable_extensions` leaves it out, with the book's `myst_dmath_allow_space` and
 * `myst_dmath_allow_digits` (under `parse:` or `sphinx.config`). Undefined for any other file, which keeps pandoc's,
 * and for a page with neither a dollar nor a backslash, whose reading does not depend on it.
 */
export async function mystPageOf(
  file: string,
  text: string,
  source: BookSource,
): Promise<MystPage | undefined> {
  if (!looksForMystBook(text)) return undefined;
  const book = await findJupyterBookConfig([file], source);
  if (book) {
    const dollarMath = configuredDollarMath(book.text);
    return dollarMath ? { dollarMath } : {};
  }
  const jupytext = at(frontMatterData(text).data, 'jupytext', 'text_representation', 'format_name');
  return jupytext === 'myst' ? { dollarMath: MYST_DOLLAR_MATH } : undefined;
}

/** Whether mystPageOf looks for the page's Jupyter Book: only for a page whose reading its `$…$` may change. */
export function looksForMystBook(text: string): boolean {
  return /[$\\]/.test(text);
}

/** Each configuration's dollar rules, read once a process: every page of a book asks for the same `_config.yml`. */
const dollarMathOf = new Map<string, MystDollarMath | undefined>();
const MOST_CONFIGS_KEPT = 16;

function configuredDollarMath(configText: string): MystDollarMath | undefined {
  if (dollarMathOf.has(configText)) return dollarMathOf.get(configText);
  const read = readDollarMath(configText);
  if (dollarMathOf.size >= MOST_CONFIGS_KEPT) dollarMathOf.delete(dollarMathOf.keys().next().value!);
  dollarMathOf.set(configText, read);
  return read;
}

function readDollarMath(configText: string): MystDollarMath | undefined {
  let parsed: unknown;
  try {
    parsed = loadYaml(configText);
  } catch {
    // An unreadable configuration is warned about where the book's settings are read; Jupyter Book's defaults hold.
    return MYST_DOLLAR_MATH;
  }
  const setting = (name: string): unknown =>
    at(parsed, 'parse', name) ?? at(parsed, 'sphinx', 'config', name);
  const extensions = setting('myst_enable_extensions') ?? JUPYTER_BOOK_EXTENSIONS;
  if (!Array.isArray(extensions) || !extensions.includes('dollarmath')) return undefined;
  const allowSpace = setting('myst_dmath_allow_space');
  const allowDigits = setting('myst_dmath_allow_digits');
  return {
    allowSpace: typeof allowSpace === 'boolean' ? allowSpace : MYST_DOLLAR_MATH.allowSpace,
    allowDigits: typeof allowDigits === 'boolean' ? allowDigits : MYST_DOLLAR_MATH.allowDigits,
  };
}
