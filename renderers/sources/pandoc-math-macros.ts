import { macrosAfter, TexMacros } from '../math/tex-macros';
import { BookSource } from '../types';
import { frontMatterData, metadataDocument } from './markdown-front-matter';

/** A line that defines a TeX macro: `\newcommand{\RR}{\mathbb{R}}`, `\DeclareMathOperator{\tr}{tr}`, `\def\x{…}`. */
export const MACRO_DEFINITION = /^\s*\\(?:(?:re|provide)?newcommand\*?|DeclareMathOperator\*?|def)\s*[{\\]/;

/** Markdown that may hold TeX: `$…$`, `\(…\)`, `\[…\]`. */
export const MAY_HOLD_MATH = /\$|\\\(|\\\[/;

/** `header-includes:` of a metadata document: a string, or a list of them. */
function headerIncludes(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const value = (data as Record<string, unknown>)['header-includes'];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string');
}

/** The file's own definitions: lines of its text outside code blocks (pandoc's `latex_macros`). */
function bodyDefinitions(text: string): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (opens !== undefined && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
    } else if (opens !== undefined) fence = opens;
    else if (MACRO_DEFINITION.test(line) && !/^ {4}|^\t/.test(line)) found.push(line.trim());
  }
  return found;
}

/**
 * The TeX macros a pandoc book defines for its formulas: `\newcommand` lines in the `header-includes` of its listed
 * metadata files and of the file's own front matter (which its LaTeX PDF reads), and on lines of the file's text
 * (pandoc's `latex_macros`, which applies them to every formula). Without them each formula using one printed as
 * code. A definition the converter cannot read (`\renewcommand{\rm}{}`, text-mode LaTeX) is left out; undefined
 * when the file has no math or the book no definitions.
 */
export async function pandocMathMacros(
  text: string,
  metadataFiles: readonly string[],
  source: BookSource,
): Promise<TexMacros | undefined> {
  if (!MAY_HOLD_MATH.test(text)) return undefined;
  const written: string[] = [];
  for (const file of metadataFiles) {
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes !== null) written.push(...headerIncludes(metadataDocument(bytes.toString('utf8'))));
  }
  const frontMatter = frontMatterData(text);
  written.push(...headerIncludes(frontMatter.data));
  const definitions = [
    ...written.flatMap((block) => block.split('\n')).filter((line) => MACRO_DEFINITION.test(line)),
    ...bodyDefinitions(text.replace(/^\uFEFF/, '').slice(frontMatter.length)),
  ];
  if (definitions.length === 0) return undefined;
  const macros = macrosOfDefinitions(definitions);
  return Object.keys(macros).length > 0 ? macros : undefined;
}

/** The macros definition lines make, each read after those before it; one the converter cannot read is left out. */
export function macrosOfDefinitions(definitions: readonly string[]): TexMacros {
  let macros: TexMacros = {};
  for (const definition of definitions) macros = macrosAfter(definition, macros) ?? macros;
  return macros;
}
