import { escapeAttribute } from '../dom/escape';
import type { BookSource } from '../types';
import { type BookWarning, warning } from '../warnings';
import { groupWarnings, otherPlacesText } from '../warning-groups';
import { fencedLines } from './fenced-lines';

/**
 * An MDX page's ESM: `import Tabs from '@theme/Tabs';`, `import {A, B} from './parts'`, `import './style.css'`,
 * `export const meta = {…}`. A shell line (`export DEBUG_MODE=1`, `import os`) is not one.
 */
const IMPORT =
  /^import\s+(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}?|\*\s+as\s+[\w$]+)?\s*from\s*)?['"][^'"]+['"]\s*;?\s*$/;
const IMPORT_OPENING = /^import\s+(?:[\w$]+\s*,\s*)?\{[^}]*$/;
const EXPORT =
  /^export\s+(?:const|let|var|function|async\s+function|class)\b|^export\s*\{|^export\s+default\s+(?:(?:async\s+)?function\b|class\b|\{|[\w$]+\s*;?\s*$)/;
/** An export longer than this is more likely prose or a miscount than ESM: its lines are kept. */
const MOST_EXPORT_LINES = 50;
/** The names an import binds: its default and its named ones. */
const IMPORTED_NAMES = /^import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?/;

/** What dropMdxSyntax leaves of a page: the same number of lines, and the components its imports named. */
export interface MdxText {
  text: string;
  /** The components the page imports and uses in self-closing tags (`<MigrationInProgress />`), which were left out. */
  leftOut: string[];
  /** JSX attribute values that are code (`style={{width: 400}}`), left out: their lines and what was written. */
  droppedAttributes: { line: number; written: string }[];
  /** The line of the first import. */
  firstImportLine?: number;
}

interface Scan {
  depth: number;
  /** The quote of a string still open at the end of a line: only a template string runs on to the next. */
  quote?: string;
}

/** The brackets still open after `line`, counting `{`/`(`/`[` against their closers outside strings. */
function scanLine(line: string, scan: Scan): Scan {
  let { depth, quote } = scan;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quote !== undefined) {
      if (char === '\\') at++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') depth--;
  }
  return quote === '`' ? { depth, quote } : { depth };
}

/**
 * The last line of the export starting at `start`: as MDX reads ESM, it runs to a blank line outside its brackets
 * and strings. Undefined when it does not end within MOST_EXPORT_LINES or before the page does.
 */
function exportEnd(lines: readonly string[], start: number): number | undefined {
  let scan = scanLine(lines[start]!, { depth: 0 });
  for (let end = start + 1; end < lines.length && end - start < MOST_EXPORT_LINES; end++) {
    if (lines[end]!.trim() === '' && scan.depth <= 0 && scan.quote === undefined) return end - 1;
    scan = scanLine(lines[end]!, scan);
  }
  const last = Math.min(lines.length, start + MOST_EXPORT_LINES) - 1;
  return last === lines.length - 1 && scan.depth <= 0 && scan.quote === undefined ? last : undefined;
}

/**
 * An MDX page (Docusaurus, Nextra, Starlight) read as the Markdown it is around its React: top-level `import`/
 * `export` statements and `{/* comments *\/}` are blanked (lines kept, so warnings keep their lines), and a
 * self-closing tag of an imported component (`<MigrationInProgress />`), which renders React the book cannot run, is
 * left out too. Fenced code is left as written.
 */
export function dropMdxSyntax(text: string): MdxText {
  const lines = text.split('\n');
  const imported = new Set<string>();
  const imageComponents = new Set<string>();
  const leftOut = new Set<string>();
  let firstImportLine: number | undefined;
  const fenced = fencedLines(lines);
  const droppedAttributes: { line: number; written: string }[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (fenced[index]) continue;
    lines[index] = jsxAttributesAsHtml(lines[index]!, (written) =>
      droppedAttributes.push({ line: index + 1, written }),
    );
    const line = lines[index]!;
    if (IMPORT.test(line) || IMPORT_OPENING.test(line)) {
      let end = index;
      if (!IMPORT.test(line)) {
        while (end + 1 < lines.length && !/['"]\s*;?\s*$/.test(lines[end]!)) end++;
      }
      const statement = lines.slice(index, end + 1).join(' ');
      const names = IMPORTED_NAMES.exec(statement);
      if (names?.[1] && names[1] !== 'from') imported.add(names[1]);
      if (names?.[1] && IMAGE_COMPONENT_MODULE.test(statement)) imageComponents.add(names[1]);
      for (const named of (names?.[2] ?? '').split(',')) {
        const name = named
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) imported.add(name);
      }
      firstImportLine ??= index + 1;
      for (let blank = index; blank <= end; blank++) lines[blank] = '';
      index = end;
      continue;
    }
    const end = EXPORT.test(line) ? exportEnd(lines, index) : undefined;
    if (end !== undefined) {
      for (let blank = index; blank <= end; blank++) lines[blank] = '';
      index = end;
      continue;
    }
    const tag = /^\s*<([A-Z][\w$.]*)(?=[\s/>]|$)/.exec(line);
    if (tag && imported.has(tag[1]!.split('.')[0]!)) {
      let end = index;
      while (end < lines.length && !/\/>\s*$/.test(lines[end]!) && !/>/.test(lines[end]!.replace(/=>/g, '')))
        end++;
      if (end < lines.length && /\/>\s*$/.test(lines[end]!)) {
        const picture = imageComponents.has(tag[1]!)
          ? imageComponentAsHtml(lines.slice(index, end + 1).join(' '))
          : undefined;
        if (!picture) leftOut.add(tag[1]!);
        for (let blank = index; blank <= end; blank++) lines[blank] = '';
        if (picture) lines[index] = picture;
        index = end;
        continue;
      }
    }
  }
  const joined = lines
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment, offset: number, all: string) =>
      fenced[all.slice(0, offset).split('\n').length - 1] || inCodeSpan(all, offset)
        ? comment
        : comment.replace(/[^\n]/g, ''),
    );
  return {
    text: joined,
    leftOut: [...leftOut],
    droppedAttributes,
    ...(firstImportLine ? { firstImportLine } : {}),
  };
}

/** Docusaurus's image components: `<Image img={require('./a.png')} />`, `<ThemedImage sources={{light: …}} />`. */
const IMAGE_COMPONENT_MODULE = /from\s*['"]@theme\/(?:IdealImage|ThemedImage)['"]/;
/** IdealImage's picture: `img={require('./a.png')}`, `img={useBaseUrl('/img/a.png')}`, `img="/img/a.png"`. */
const IDEAL_IMAGE_SOURCE =
  /\simg=(?:\{\s*(?:require|useBaseUrl)\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*\}|\{\s*(['"])([^'"]+)\3\s*\}|(['"])([^'"]+)\5)/;
/** ThemedImage's light picture: `sources={{light: useBaseUrl('/img/a.png'), dark: …}}`. */
const THEMED_IMAGE_SOURCE =
  /\ssources=\{\{[^}]*?\blight:\s*(?:(?:require|useBaseUrl)\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?|(['"])([^'"]+)\3)/;
const ALT = /\salt=(?:"([^"]*)"|'([^']*)'|\{\s*(['"])(.*?)\3\s*\})/;

/**
 * A Docusaurus image component as the `<img>` it shows (ThemedImage's light picture, a printed page being light), or
 * undefined when its picture is not a path the page names.
 */
function imageComponentAsHtml(tag: string): string | undefined {
  const found = IDEAL_IMAGE_SOURCE.exec(tag) ?? THEMED_IMAGE_SOURCE.exec(tag);
  const path = found?.[2] ?? found?.[4] ?? found?.[6];
  if (path === undefined) return undefined;
  const alt = ALT.exec(tag);
  return `<img src="${escapeAttribute(path)}" alt="${escapeAttribute(alt?.[1] ?? alt?.[2] ?? alt?.[4] ?? '')}">`;
}

/** `src={require('./images/a.png').default}` (webpack's import of an image beside the page), `src={useBaseUrl('…')}`. */
const PATH_VALUE = /^\{\s*(?:require|useBaseUrl)\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*\}$/;
/** A JSX attribute whose value is code: `name={…}`, one level of braces nested (`style={{width: 400}}`). */
const CODE_ATTRIBUTE = /\s([A-Za-z][\w:-]*)=(\{(?:[^{}]|\{[^{}]*\})*\})/g;

/**
 * The JSX attributes of an HTML tag on a line made HTML: a path webpack or Docusaurus resolves is that path (relative
 * to the page, as an HTML `src` is); another value of code, which only React can compute, is left out and named.
 */
function jsxAttributesAsHtml(line: string, dropped: (written: string) => void): string {
  if (!line.includes('={')) return line;
  return line.replace(/<[a-z][\w-]*\s[^<>]*>/g, (tag, offset: number) =>
    inCodeSpan(line, offset)
      ? tag
      : tag.replace(CODE_ATTRIBUTE, (written, name: string, value: string) => {
          const path = PATH_VALUE.exec(value)?.[2];
          if (path !== undefined) return ` ${name}="${path.replace(/"/g, '&quot;')}"`;
          dropped(written.trim());
          return '';
        }),
  );
}

/** A code span: a run of backticks, its text (no blank line in it) and a run as long. */
const CODE_SPAN = /(?<!`)(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)/g;

/** Whether `offset` of `text` is inside a code span (`` `<img src={logo} />` ``), which MDX prints as written. */
function inCodeSpan(text: string, offset: number): boolean {
  if (!text.includes('`')) return false;
  for (const span of text.matchAll(CODE_SPAN)) {
    if (span.index > offset) return false;
    if (offset < span.index + span[0].length) return true;
  }
  return false;
}

/** The warning naming the JSX attribute values left out of a page's HTML tags. */
export function mdxAttributeWarnings(path: string, mdx: MdxText): BookWarning[] {
  return mdx.droppedAttributes.map(({ line, written }) =>
    warning(
      'source',
      { file: path, line },
      `the JSX attribute ${written} is code only React computes; it is left out of its tag: ` +
        'write it as an HTML attribute (style="width: 400px") to keep it',
    ),
  );
}

/** The opening of the warning about components left out, which groupMdxComponentWarnings groups by. */
export const MDX_COMPONENTS_LEFT_OUT = 'MDX components left out';

/** The warning naming the components a page's self-closing tags used: React the book cannot run prints nothing. */
export function mdxComponentsWarning(path: string, mdx: MdxText): BookWarning | undefined {
  if (mdx.leftOut.length === 0) return undefined;
  const names = mdx.leftOut.map((name) => `<${name} />`).join(', ');
  return warning(
    'source',
    { file: path, ...(mdx.firstImportLine ? { line: mdx.firstImportLine } : {}) },
    `${MDX_COMPONENTS_LEFT_OUT}: ${names} (imported from JavaScript, which the book cannot run); ` +
      'write what they show as Markdown in the page to have it printed',
  );
}

/**
 * Whether a page is read as MDX: an `.mdx` file, or a Markdown page of a Docusaurus site, which reads it as MDX unless
 * its config says `markdown: { format: 'detect' }` (or `'md'`), when a `.md` page is CommonMark.
 */
export async function readsAsMdx(path: string, source: BookSource): Promise<boolean> {
  if (/\.mdx$/i.test(path)) return true;
  if (!/\.md$/i.test(path)) return false;
  return (await docusaurusSiteOf(path, source))?.format === 'mdx';
}

/** `markdown: { format: 'detect' }` in a Docusaurus config, after other keys or not (`hooks: {…}`, one level deep). */
const MARKDOWN_FORMAT = /\bmarkdown\s*:\s*\{(?:[^{}]|\{[^{}]*\})*?\bformat\s*:\s*['"`](mdx|md|detect)['"`]/;
const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs'];

/** A Docusaurus site: the Markdown format its config sets (`mdx`, its default, `md` or `detect`). */
interface DocusaurusSite {
  format: string;
}

const sites = new WeakMap<BookSource, Map<string, Promise<DocusaurusSite | undefined>>>();

/** The Docusaurus site a page is in: the nearest folder above it holding a docusaurus.config.js (.ts, .mjs). */
async function docusaurusSiteOf(path: string, source: BookSource): Promise<DocusaurusSite | undefined> {
  const parts = path.split('/').slice(0, -1);
  for (let depth = parts.length; depth >= 0; depth--) {
    const site = await docusaurusSiteIn(parts.slice(0, depth).join('/'), source);
    if (site) return site;
  }
  return undefined;
}

/** The site whose config is in `folder`, if one is; each folder's config is read once per source. */
function docusaurusSiteIn(folder: string, source: BookSource): Promise<DocusaurusSite | undefined> {
  const known = sites.get(source) ?? new Map<string, Promise<DocusaurusSite | undefined>>();
  sites.set(source, known);
  let site = known.get(folder);
  if (site === undefined) {
    site = (async () => {
      for (const name of CONFIG_NAMES) {
        const config = await source.readFile(folder ? `${folder}/${name}` : name);
        if (config !== null) return { format: MARKDOWN_FORMAT.exec(config.toString('utf8'))?.[1] ?? 'mdx' };
      }
      return undefined;
    })();
    known.set(folder, site);
  }
  return site;
}

/**
 * One warning for the components left out of several pages (a Docusaurus book's `<MigrationInProgress />` banner, on
 * 39 of its chapters): every component named once, at the first page, the others' places after it.
 */
export function groupMdxComponentWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => (w.text.startsWith(`${MDX_COMPONENTS_LEFT_OUT}: `) ? MDX_COMPONENTS_LEFT_OUT : undefined),
    (group) => {
      const names = new Set(group.flatMap((w) => w.text.match(/<[\w$.]+ \/>/g) ?? []));
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const files = new Set(group.map((w) => w.file)).size;
      return {
        ...first,
        text:
          `${MDX_COMPONENTS_LEFT_OUT} (in ${files} files: here, and at ${otherPlacesText(others)}): ` +
          `${[...names].join(', ')} (imported from JavaScript, which the book cannot run); ` +
          'write what they show as Markdown in the pages to have it printed',
      };
    },
  );
}
