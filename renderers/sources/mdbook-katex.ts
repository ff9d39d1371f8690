import { posix } from 'node:path';
import { fileText } from '../config/nearest-book-file';
import { mdBookPreprocessor } from '../config/mdbook-book-toml';
import { ConfiguredMacro, macrosOf, TexMacros } from '../math/tex-macros';
import { normalizeRepoPath } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { unreadMacroWarning } from './jupyter-book-macros';
import type { MystDollarMath } from './markdown-dollar-math';

/** An mdBook book whose `book.toml` has mdbook-katex read its math (`[preprocessor.katex]`). */
export interface MdBookKatex {
  /** The book's `book.toml`: the folder it is in is the book's root. */
  bookToml: string;
  /** `macros = "…"` of `[preprocessor.katex]`, as written, with its line of `book.toml`. */
  macros?: { written: string; line: number };
}

/**
 * mdbook-katex closes a formula at the next unescaped `$`, spaces and digits beside it or not, as MyST's `dollarmath`
 * reads `$` with both allowed; it reads a displayed formula's `$$` over blank lines too.
 */
export const MDBOOK_KATEX_DOLLAR_MATH: MystDollarMath = { allowSpace: true, allowDigits: true };

/** The mdbook-katex settings of the mdBook book the page is in, or undefined when its `book.toml` names none. */
export async function mdBookKatexOf(file: string, source: BookSource): Promise<MdBookKatex | undefined> {
  const bookToml = await mdBookPreprocessor(file, source, 'katex');
  if (!bookToml) return undefined;
  const katex = bookToml.settings;
  if (typeof katex !== 'object' || katex === null) return undefined;
  const macros = (katex as Record<string, unknown>)['macros'];
  return {
    bookToml: bookToml.path,
    ...(typeof macros === 'string'
      ? { macros: { written: macros, line: lineOfMacrosKey(bookToml.text) } }
      : {}),
  };
}

/** A macro as mdbook-katex's macros file writes it: `\name:expansion`, the rest of the line. */
const MACRO_LINE = /^(\\(?:[A-Za-z]+|[^A-Za-z\s]))\s*:(.*)$/;

/**
 * The TeX macros of the book's mdbook-katex macros file (`macros = "macros.txt"` under `[preprocessor.katex]`, a
 * path from the folder of `book.toml`): a line `\name:{expansion}` each, its arguments `#1`…`#9`; a line not opening
 * with a backslash is a comment. Without them every formula of zcash's halo2 book using one of its 70 macros printed
 * as code. A file that is missing, or a line that defines no macro, is warned about where it is written.
 */
export async function mdBookKatexMacros(
  katex: MdBookKatex,
  source: BookSource,
  warnings: BookWarning[],
): Promise<TexMacros | undefined> {
  if (!katex.macros) return undefined;
  // Read once per book: every page with math asks; each is given the file's warnings, as before.
  let books = readMacros.get(source);
  if (!books) readMacros.set(source, (books = new Map()));
  const key = `${katex.bookToml}\0${katex.macros.written}`;
  let read = books.get(key);
  if (!read) books.set(key, (read = macrosFileOf(katex, katex.macros, source)));
  const { macros, found } = await read;
  warnings.push(...found);
  return macros;
}

const readMacros = new WeakMap<
  BookSource,
  Map<string, Promise<{ macros: TexMacros | undefined; found: BookWarning[] }>>
>();

async function macrosFileOf(
  katex: MdBookKatex,
  written: NonNullable<MdBookKatex['macros']>,
  source: BookSource,
): Promise<{ macros: TexMacros | undefined; found: BookWarning[] }> {
  const warnings: BookWarning[] = [];
  const resolved = normalizeRepoPath(posix.join(posix.dirname(katex.bookToml), written.written));
  const text = resolved.ok ? await fileText(source, resolved.path) : undefined;
  if (!resolved.ok || text === undefined) {
    warnings.push(
      warning(
        'math',
        { file: katex.bookToml, line: written.line },
        `[preprocessor.katex] names the macros file "${written.written}", ` +
          (resolved.ok ? `but ${resolved.path} does not exist` : `a path that ${resolved.reason}`) +
          ': formulas using the book’s macros print as code; correct the path (from the folder of book.toml) ' +
          'or add the file',
      ),
    );
    return { macros: undefined, found: warnings };
  }
  const configured: (ConfiguredMacro & { line: number })[] = [];
  text.split('\n').forEach((written, index) => {
    const line = written.replace(/\r$/, '');
    if (!line.startsWith('\\')) return;
    const macro = MACRO_LINE.exec(line);
    if (!macro) {
      warnings.push(
        warning(
          'math',
          { file: resolved.path, line: index + 1 },
          `"${line}" defines no macro: mdbook-katex reads each line opening with a backslash as ` +
            '\\name:{expansion}; write the command’s name, a colon and its expansion (\\RR:{\\mathbb{R}})',
          line,
        ),
      );
      return;
    }
    const body = macro[2]!;
    const args = argumentsOf(body);
    configured.push({ name: macro[1]!, body, ...(args > 0 ? { args } : {}), line: index + 1 });
  });
  const { macros, unread } = macrosOf(configured);
  for (const macro of unread) {
    const line = configured.find((written) => written.name === macro.name)?.line ?? 1;
    warnings.push(unreadMacroWarning({ file: resolved.path, line }, macro));
  }
  return { macros: Object.keys(macros).length > 0 ? macros : undefined, found: warnings };
}

/** How many arguments a macro's expansion takes, as KaTeX counts them: `#1`, `#2`, … up to the first one missing. */
function argumentsOf(body: string): number {
  const unescaped = body.replace(/##/g, '');
  let count = 0;
  while (unescaped.includes(`#${count + 1}`)) count++;
  return count;
}

/** The line of `book.toml` that writes `macros =` under `[preprocessor.katex]` (the parser keeps no lines). */
function lineOfMacrosKey(text: string): number {
  const lines = text.split(/\r?\n/);
  let table = '';
  for (let at = 0; at < lines.length; at++) {
    const header = /^\s*\[\s*([^[\]]+?)\s*\]/.exec(lines[at]!);
    if (header) table = header[1]!.replace(/\s*\.\s*/g, '.').replace(/["']/g, '');
    const key = /^\s*([A-Za-z0-9_."'-]+?)\s*=/.exec(lines[at]!)?.[1]?.replace(/["']/g, '');
    if ((table === 'preprocessor.katex' && key === 'macros') || key === 'preprocessor.katex.macros')
      return at + 1;
  }
  return 1;
}
