import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { ConfiguredMacro, macrosOf, TexMacros } from '../math/tex-macros';
import { BookSource } from '../types';
import { frontMatterData, isRecord } from './markdown-front-matter';
import { MACRO_DEFINITION, MAY_HOLD_MATH, macrosOfDefinitions } from './pandoc-math-macros';
import { projectSettings, QUARTO_PROJECT } from './quarto-section-numbers';
import { R_EXPRESSION_SCHEMA } from './r-expression-yaml';

/** One file (or text) a format puts in the head of its document. */
type HeaderInclude = { file: string } | { text: string };

/**
 * Quarto's `include-in-header` values: a path, `file: path`, `text: …`, or a list of them, at the top of the
 * settings or under one of its formats (`format: pdf: include-in-header: macros.tex`). Paths are from `folder`.
 */
function quartoIncludes(settings: Record<string, unknown>, folder: string): HeaderInclude[] {
  const found: HeaderInclude[] = [];
  const read = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') found.push({ file: posix.join(folder, item) });
      else if (isRecord(item) && typeof item.file === 'string')
        found.push({ file: posix.join(folder, item.file) });
      else if (isRecord(item) && typeof item.text === 'string') found.push({ text: item.text });
    }
  };
  read(settings['include-in-header']);
  const formats = settings.format;
  if (isRecord(formats))
    for (const options of Object.values(formats)) if (isRecord(options)) read(options['include-in-header']);
  return found;
}

/** R Markdown's `includes: in_header:` of each output format (`bookdown::pdf_book: includes: in_header: x.tex`). */
function rmarkdownIncludes(output: unknown, folder: string): HeaderInclude[] {
  if (!isRecord(output)) return [];
  const found: HeaderInclude[] = [];
  for (const options of Object.values(output)) {
    const includes = isRecord(options) ? options.includes : undefined;
    const inHeader = isRecord(includes) ? includes.in_header : undefined;
    for (const item of Array.isArray(inHeader) ? inHeader : [inHeader])
      if (typeof item === 'string') found.push({ file: posix.join(folder, item) });
  }
  return found;
}

/** A JavaScript string literal's value (`"\\mathbb{E}"` → `\mathbb{E}`). */
function jsString(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) =>
      escaped.length > 1
        ? String.fromCharCode(parseInt(escaped.slice(1), 16))
        : (({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[escaped] ?? escaped),
    );
}

const JS_STRING = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
/** `name: "body"` or `name: ["body", 2]` (MathJax's macros, optionally with a default first argument). */
const MATHJAX_MACRO = new RegExp(
  String.raw`(?:^|[{,\s])(?:(\w+)|"(\w+)"|'(\w+)')\s*:\s*(?:(${JS_STRING})|\[\s*(${JS_STRING})\s*,\s*(\d+)\s*(?:,\s*(${JS_STRING})\s*)?\])`,
  'g',
);

/**
 * The macros of a MathJax configuration script (`window.MathJax = {tex: {macros: {…}}}`, MathJax 2's
 * `TeX: {Macros: {…}}`) as a page's head would give MathJax: the object after `macros:`, its braces balanced.
 */
export function mathJaxScriptMacros(script: string): ConfiguredMacro[] {
  const macros: ConfiguredMacro[] = [];
  for (const start of script.matchAll(/\bmacros\s*:\s*\{/gi)) {
    let depth = 0;
    let end = start.index + start[0].length - 1;
    for (; end < script.length; end++) {
      const char = script[end];
      if (char === '"' || char === "'") {
        const literal = new RegExp(JS_STRING, 'y');
        literal.lastIndex = end;
        const matched = literal.exec(script);
        if (matched) end += matched[0].length - 1;
      } else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) break;
    }
    const body = script.slice(start.index + start[0].length, end);
    for (const entry of body.matchAll(MATHJAX_MACRO)) {
      const name = entry[1] ?? entry[2] ?? entry[3];
      const written = entry[4] ?? entry[5];
      const args = entry[6] === undefined ? undefined : Number(entry[6]);
      macros.push({
        name,
        body: jsString(written),
        ...(args ? { args } : {}),
        ...(entry[7] === undefined ? {} : { defaultArg: jsString(entry[7]) }),
      });
    }
  }
  return macros;
}

/** The `\newcommand` (and `\DeclareMathOperator`, `\def`) lines of a LaTeX preamble or an HTML head. */
function definitionLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => MACRO_DEFINITION.test(line) && !/^\s*%/.test(line))
    .map((line) => line.trim());
}

/** The settings of an R Markdown book's `_output.yml` in `folder`, or nothing. */
async function rmarkdownOutput(folder: string, source: BookSource): Promise<unknown> {
  for (const name of ['_output.yml', '_output.yaml']) {
    const bytes = await source.readFile(posix.join(folder, name)).catch(() => null);
    if (bytes === null) continue;
    try {
      return loadYaml(bytes.toString('utf8'), { schema: R_EXPRESSION_SCHEMA });
    } catch {
      // Its citation settings' reader says it is not YAML; here it only has no macros to give.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The TeX macros a Quarto or R Markdown book defines in the files its formats put in the document's head: Quarto's
 * `include-in-header` (in `_quarto.yml` or the page's front matter) and R Markdown's `includes: in_header:` (in
 * `_output.yml` beside the page, or the page's `output:`). A LaTeX preamble's `\newcommand` lines are what its PDF
 * reads; an HTML head's MathJax configuration (`macros: {E: "\\mathbb{E}"}`) is what its website reads, and wins where
 * both define a name (a preamble's `\symbf` is unicode-math's, which MathJax and Octavo's converter lack). Without
 * them every formula using one printed as code. Undefined for a page without math or a book without such files.
 */
export async function headerIncludeMathMacros(
  path: string,
  text: string,
  source: BookSource,
): Promise<TexMacros | undefined> {
  if (!MAY_HOLD_MATH.test(text)) return undefined;
  const folder = posix.dirname(path);
  const page = frontMatterData(text).data ?? {};
  const includes = [...quartoIncludes(page, folder), ...rmarkdownIncludes(page.output, folder)];
  const project = await source.readFile(QUARTO_PROJECT).catch(() => null);
  if (project !== null) includes.push(...quartoIncludes(projectSettings(project.toString('utf8')), '.'));
  else if (/\.rmd$/i.test(path))
    includes.push(...rmarkdownIncludes(await rmarkdownOutput(folder, source), folder));
  if (includes.length === 0) return undefined;
  const definitions: string[] = [];
  const configured: ConfiguredMacro[] = [];
  for (const include of includes) {
    const written =
      'text' in include
        ? include.text
        : (await source.readFile(posix.normalize(include.file)).catch(() => null))?.toString('utf8');
    if (written === undefined) continue;
    definitions.push(...definitionLines(written));
    configured.push(...mathJaxScriptMacros(written));
  }
  const macros = { ...macrosOfDefinitions(definitions), ...macrosOf(configured).macros };
  return Object.keys(macros).length > 0 ? macros : undefined;
}
