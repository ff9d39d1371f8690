import { posix } from 'node:path';
import type { BookSource } from '../types';
import type { ArithmatexSyntax } from './markdown-dollar-math';
import { isRecord } from './markdown-front-matter';
import { mkdocsSite } from './mkdocs-nav';

/** How a Markdown book's website shows its math (MathJax or KaTeX in the browser), which Octavo's reading follows. */
export interface WebMath {
  /**
   * Which of `\(…\)` (its `inline_syntax`' `round`) and `\[…\]` (its `block_syntax`' `square`) MkDocs'
   * `pymdownx.arithmatex` hands to MathJax as math: none without it.
   */
  backslash: ArithmatexSyntax;
  /**
   * Equation environments are numbered: the MathJax configuration sets `tags` to `'ams'` or `'all'` (v3), or
   * `equationNumbers: {autoNumber: "AMS"}` (v2).
   */
  numbered: boolean;
  /** The folder of the pages the configuration is for (its `docs_dir`): other Markdown of the repository is not. */
  docsDir: string;
}

/** arithmatex's defaults: `$…$` and `\(…\)` inline, `$$…$$`, `\[…\]` and `\begin{…}` displayed. */
const ARITHMATEX_INLINE = ['dollar', 'round'];
const ARITHMATEX_BLOCK = ['dollar', 'square', 'begin'];
/**
 * MathJax 3's `tags: 'ams'` (or `"all"`), or MathJax 2's `TeX: {equationNumbers: {autoNumber: "AMS"}}`: their
 * defaults number no equation.
 */
const MATHJAX_TAGS = /\btags\s*:\s*['"](?:ams|all)['"]|\bautoNumber\s*:\s*['"](?:AMS|all)['"]/i;
/** A book's own scripts are small; a bundled library is no configuration to read. */
const MAX_SCRIPT_BYTES = 200_000;
const MAX_SCRIPTS = 10;

function strings(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;
}

/** `markdown_extensions`' entry for `name` (`- name` or `- name: {options}`): its options, or undefined if absent. */
function extensionOptions(extensions: unknown, name: string): Record<string, unknown> | undefined {
  if (!Array.isArray(extensions)) return isRecord(extensions) && name in extensions ? {} : undefined;
  for (const entry of extensions) {
    if (entry === name) return {};
    if (isRecord(entry) && name in entry) return isRecord(entry[name]) ? entry[name] : {};
  }
  return undefined;
}

/**
 * An MkDocs book's math as its site shows it: MathJax (or KaTeX) reads the `\(…\)` and `\[…\]` that
 * `pymdownx.arithmatex` keeps for it (cp-algorithms writes its displayed formulas so), and numbers equations only when
 * a script of `extra_javascript` configures MathJax's `tags`. Read once a book. Undefined for a book without an
 * `mkdocs.yml`.
 */
export async function mkdocsWebMath(source: BookSource): Promise<WebMath | undefined> {
  const site = await mkdocsSite(source);
  if (!site) return undefined;
  const arithmatex = extensionOptions(site.config['markdown_extensions'], 'pymdownx.arithmatex');
  const backslash = {
    round:
      arithmatex !== undefined && strings(arithmatex['inline_syntax'], ARITHMATEX_INLINE).includes('round'),
    square:
      arithmatex !== undefined && strings(arithmatex['block_syntax'], ARITHMATEX_BLOCK).includes('square'),
  };
  const numbered = await numbersEquations(site.config, site.project.docsDir, source);
  return { backslash, numbered, docsDir: site.pagesDir };
}

/** The book's web math for the page at `path`: an MkDocs configuration's is for the pages of its `docs_dir` alone. */
export function webMathOf(path: string, webMath: WebMath | undefined): WebMath | undefined {
  if (!webMath) return undefined;
  return webMath.docsDir === '' || path.startsWith(`${webMath.docsDir}/`) ? webMath : undefined;
}

/** Whether one of the book's own `extra_javascript` scripts sets MathJax to number equations. */
async function numbersEquations(
  config: Record<string, unknown>,
  docsDir: string,
  source: BookSource,
): Promise<boolean> {
  const scripts = Array.isArray(config['extra_javascript']) ? config['extra_javascript'] : [];
  const own = scripts
    .map((entry) => (typeof entry === 'string' ? entry : isRecord(entry) ? entry['path'] : undefined))
    .filter((path): path is string => typeof path === 'string' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path))
    .slice(0, MAX_SCRIPTS);
  for (const script of own) {
    const path = posix.normalize(posix.join(docsDir, script)).replace(/^\.\//, '');
    if (path.startsWith('../')) continue;
    const size = (await source.sizeOf?.(path).catch(() => null)) ?? 0;
    if (size > MAX_SCRIPT_BYTES) continue;
    const bytes = await source.readFile(path).catch(() => null);
    if (bytes && MATHJAX_TAGS.test(bytes.toString('utf8'))) return true;
  }
  return false;
}
