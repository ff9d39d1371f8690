import { load as loadYaml } from 'js-yaml';
import { resolveFromFile } from '../paths/repo-path';
import type { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandLinesOutsideFences, readIncludedLines } from './expanded-lines';
import { frontMatterData } from './markdown-front-matter';
import { escapeAttribute, escapeText } from '../dom/escape';
import { fontAwesomeIcon, iconSvg } from './font-awesome-icons';

/** `{{< name arguments >}}`: a Quarto shortcode; escaped in three braces, `{{{< name >}}}`, it prints as written. */
const SHORTCODE = /\{\{<\s*([\w-]+)((?:\s+[^\s>][^>]*?)?)\s*>\}\}/g;
const ESCAPED_SHORTCODE = /\{(\{\{<\s*[\w-]+(?:\s+[^\s>][^>]*?)?\s*>\}\})\}/g;
/** Marks an escaped shortcode while the others are expanded: a character no text has. */
const ESCAPE_MARK = '\u{F0000}';
const ESCAPE_MARKS = new RegExp(ESCAPE_MARK, 'gu');
/** A shortcode alone on its line: `include` and `pagebreak` are blocks. */
const ALONE = /^\s*\{\{<\s*([\w-]+)((?:\s+[^\s>][^>]*?)?)\s*>\}\}\s*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path (`book.title`, `version.major`) of YAML data, when it is text or a number. */
function valueAt(data: unknown, path: string): string | undefined {
  let value: unknown = data;
  for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function yamlOf(bytes: Buffer | null): unknown {
  if (bytes === null) return undefined;
  try {
    return loadYaml(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The first argument of a shortcode, unquoted: `{{< var "a.b" >}}` and `{{< var a.b >}}` alike. */
function firstArgument(written: string): string {
  const found = /^\s*(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(written);
  return (found?.[1] ?? found?.[2] ?? found?.[3] ?? '').trim();
}

/**
 * Quarto's shortcodes in a Quarto project's pages (a `.qmd` file, or any Markdown page beside a `_quarto.yml`), as
 * Quarto expands them before pandoc reads the page: `{{< include _part.qmd >}}` the named file's text in its place
 * (from the page's folder, or the project's root with a leading `/`), `{{< pagebreak >}}` a page break,
 * `{{< var key >}}` the value `_variables.yml` gives the key, `{{< meta key >}}` the page's own metadata or the
 * project's, `{{< kbd Ctrl-C >}}` a key, `{{< video url >}}` the video (printed as its address, as any embedded
 * video is), and the fontawesome extension's `{{< fa github >}}` the icon. Other extensions' shortcodes are left as
 * written, and warned of as template markup.
 * Printed as written, an include left the shared text out and showed the reader Quarto's markup.
 */
export async function expandQuartoShortcodes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  writtenLine: (line: number) => number = (line) => line,
  depth = 0,
): Promise<ExpandedMarkdown> {
  if (!text.includes('{{<')) return { text, lineOf: writtenLine };
  const projectBytes = await source.readFile('_quarto.yml').catch(() => null);
  if (!/\.qmd$/i.test(file) && projectBytes === null) return { text, lineOf: writtenLine };
  const variables = yamlOf(await source.readFile('_variables.yml').catch(() => null));
  const project = yamlOf(projectBytes);
  const own = frontMatterData(text).data;
  return expandLinesOutsideFences(
    text,
    file,
    writtenLine,
    async (line, at) => {
      const alone = ALONE.exec(line);
      const name = alone?.[1];
      if (name === 'include') return included(firstArgument(alone![2]!), at, source, warnings, depth);
      if (name === 'pagebreak') return '<div class="page-break"></div>';
      if (name === 'video') return `<iframe src="${escapeAttribute(firstArgument(alone![2]!))}"></iframe>`;
      if (!line.includes('{{<')) return undefined;
      const escaped = line.replace(ESCAPED_SHORTCODE, (_, shortcode: string) =>
        shortcode.replace('{{<', ESCAPE_MARK),
      );
      const replaced = escaped.replace(SHORTCODE, (written, shortcode: string, args: string) => {
        const key = firstArgument(args);
        if (shortcode === 'kbd') return `<kbd>${escapeText(key)}</kbd>`;
        if (shortcode === 'fa') {
          const drawn = fontAwesomeShortcode(args);
          if (drawn !== undefined) return drawn;
          warnings.push(
            warning(
              'source',
              at,
              `${written} names no Font Awesome icon (the free icons of Font Awesome 7, in the style given: solid, ` +
                'regular or brands); it is printed as written: correct the name or the style',
              written,
            ),
          );
          return written;
        }
        if (shortcode === 'var') {
          const value = valueAt(variables, key);
          if (value !== undefined) return value;
          warnings.push(
            warning(
              'source',
              at,
              `${written} names no variable of _variables.yml; Quarto prints ?var:${key}, as Octavo does: add ` +
                `the key to _variables.yml (at the project's root), or correct it`,
              written,
            ),
          );
          return `?var:${key}`;
        }
        if (shortcode === 'meta') {
          const value =
            valueAt(own, key) ??
            valueAt(project, key) ??
            valueAt(isRecord(project) ? project['book'] : {}, key);
          if (value !== undefined) return value;
          warnings.push(
            warning(
              'source',
              at,
              `${written} names no metadata of the page or of _quarto.yml; Quarto prints ?meta:${key}, as Octavo ` +
                "does: add the key to the page's front matter or to _quarto.yml, or correct it",
              written,
            ),
          );
          return `?meta:${key}`;
        }
        return written;
      });
      // Printed as written; in prose with an empty element between its braces, so it is not taken for a directive
      // Octavo could not run (the author escaped it to show it).
      const unescaped = replaced.replace(ESCAPE_MARKS, (_, at: number) =>
        inCodeSpan(replaced, at) ? '{{<' : '{<span></span>{<',
      );
      return unescaped === line ? undefined : unescaped;
    },
    async (line, at, opening) => {
      // Quarto (1.4 on) fills a listing from a file with an include alone on its line, unless the listing's
      // attributes say `shortcodes=false`; the file's text is the listing's, as written.
      if (/\bshortcodes\s*=\s*(?:false|"false")/.test(opening)) return undefined;
      const alone = ALONE.exec(line);
      if (alone?.[1] === 'include') {
        const read = await includedLines(firstArgument(alone[2]!), at, source, warnings, depth);
        return read?.lines.join('\n') ?? '';
      }
      const unescaped = line.replace(ESCAPED_SHORTCODE, '$1');
      return unescaped === line ? undefined : unescaped;
    },
  );
}

/**
 * `{{< fa thumbs-up >}}`, `{{< fa brands github size=2x title="GitHub" >}}`: the icon Quarto's fontawesome extension
 * prints, drawn; undefined for one Font Awesome does not have (printed as written, and said).
 */
function fontAwesomeShortcode(args: string): string | undefined {
  const words = [...args.matchAll(/(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|"([^"]*)"|'([^']*)'|(\S+)/g)];
  const named = new Map<string, string>();
  const plain: string[] = [];
  for (const word of words) {
    if (word[1]) named.set(word[1], word[2] ?? word[3] ?? word[4] ?? '');
    else plain.push(word[5] ?? word[6] ?? word[7] ?? '');
  }
  const [first, second] = plain;
  const style = second !== undefined ? FA_STYLE_SETS[first ?? ''] : undefined;
  const name = second !== undefined ? second : first;
  if (!name || (second !== undefined && !style)) return undefined;
  const icon = fontAwesomeIcon(name, style);
  if (!icon) return undefined;
  const size = named.get('size');
  const title = named.get('title') ?? named.get('label');
  return `<span class="icon">${iconSvg(icon, { ...(size ? { size } : {}), ...(title ? { title } : {}) })}</span>`;
}

/** The extension's style groups, as the sets asciidoctor-pdf names them. */
const FA_STYLE_SETS: Record<string, string> = { solid: 'fas', regular: 'far', brands: 'fab' };

/** Whether a position of a Markdown line is inside a code span: an odd number of backtick runs before it. */
function inCodeSpan(line: string, at: number): boolean {
  return ((line.slice(0, at).match(/`+/g) ?? []).length & 1) === 1;
}

/** The lines of the file an include names (from the page's folder, or the project's root with a leading `/`). */
async function includedLines(
  path: string,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<{ path: string; lines: string[] } | undefined> {
  const resolved = path.startsWith('/')
    ? resolveFromFile('_', path.replace(/^\/+/, ''))
    : resolveFromFile(at.file, path);
  const read = await readIncludedLines(source, resolved, depth);
  if (!('problem' in read)) return read;
  warnings.push(
    warning('include', at, `{{< include ${path} >}} ${read.problem}; nothing is printed for it`, path),
  );
  return undefined;
}

async function included(
  path: string,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<string> {
  const read = await includedLines(path, at, source, warnings, depth);
  if (!read) return '';
  // An included file's own front matter is merged into the page's metadata by Quarto, not printed.
  const body = read.lines.join('\n').replace(/^---[ \t]*\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*(?:\n|$)/, '');
  const expanded = await expandQuartoShortcodes(body, read.path, source, warnings, () => at.line, depth + 1);
  return expanded.text;
}
