import { load, loadAll, YAMLException } from 'js-yaml';

/**
 * A Markdown file's text with its front matter taken apart: YAML between `---` lines (Jekyll, Hugo, GitBook, pandoc)
 * or MultiMarkdown's `Key: value` lines (MultiMarkdown, pandoc's `mmd_title_block`, Pelican, Python-Markdown).
 */
export interface FrontMatterSplit {
  /** The Markdown after the front matter, with blank lines where it was, so every line keeps its number. */
  body: string;
  /** `title:` from the front matter: the page's title, which those tools print above the page. */
  title?: string;
  /** `author:` (or `authors:`) from the front matter, as written: who wrote the page, in a book of many authors. */
  authors?: string[];
  /** The date a pandoc title block gives on its third line (`% 2014`), as written. */
  date?: string;
  /** Front matter that is not valid YAML: left out all the same; where and why, for a warning. */
  error?: { line: number; reason: string };
  /** A key the front matter writes twice (strict YAML's error): read all the same, the later value winning. */
  repeatedKey?: { line: number; key: string };
}

/**
 * `---` on the first line, up to a line of `---` or `...`: how every tool that reads front matter delimits it. Blank
 * lines and spaces before it are skipped, as python-frontmatter (which strips the text first) and Hugo read it.
 */
const FRONT_MATTER = /^(\s*)---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/;

/** A first line such as `title: …` or `layout:`: the block was meant as front matter, not as a rule and a heading. */
const KEY_LINE = /^\s*[\w-]+[ \t]*:/;

/** `Title: A Book` or `Author Name:` and its value: a MultiMarkdown metadata line. */
const MMD_KEY_LINE = /^([A-Za-z][\w \t-]*?)[ \t]*:(?:[ \t]+(.*))?$/;
/** A value carried on to the next line, indented. */
const MMD_CONTINUATION = /^[ \t]+\S/;

/** `<!--` opening a line, up to the first `-->`, then nothing else on that line: a comment block of its own. */
const COMMENT_BLOCK = /^\s*<!--(?:(?!-->)[\s\S])*-->[ \t]*(?:\r?\n|$)/;

/**
 * The front matter, found at the file's start or after HTML comments alone (a license header): pandoc reads a YAML
 * block wherever a block may start, so one under a comment is metadata all the same. The RLHF book opens every
 * chapter with a `<!-- Copyright … -->` comment above its `page-title:` block, which Octavo printed as a rule and a
 * heading. The match's first group takes in the comments, so blanking the match blanks them too.
 */
function frontMatterMatch(text: string): RegExpExecArray | null {
  const atStart = FRONT_MATTER.exec(text);
  if (atStart) return atStart;
  let comments = '';
  for (let comment = COMMENT_BLOCK.exec(text); comment;) {
    comments += comment[0];
    comment = COMMENT_BLOCK.exec(text.slice(comments.length));
  }
  if (comments === '') return null;
  const match = FRONT_MATTER.exec(text.slice(comments.length));
  if (!match) return null;
  match[0] = comments + match[0];
  match[1] = comments + match[1]!;
  return match;
}

export function splitFrontMatter(text: string): FrontMatterSplit {
  const match = frontMatterMatch(text);
  // pandoc's title block opens with `%`; MultiMarkdown's metadata with a `Key:` line.
  if (!match) {
    if (text.startsWith('%')) return splitTitleBlock(text);
    if (text.startsWith('^title')) return splitCaretTitle(text);
    return splitJsonFrontMatter(text) ?? splitMultiMarkdownMetadata(text);
  }
  const before = match[1]!;
  const yaml = match[2]!;
  const firstLine = yaml.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (!KEY_LINE.test(firstLine)) return { body: text };
  const body = match[0].replace(/[^\r\n]+/g, '') + text.slice(match[0].length);
  // The mark counts lines from 0 within the YAML, which starts on the line after the first `---`.
  const opening = before.split('\n').length;
  let read: ReadYaml;
  try {
    read = readYaml(yaml);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return { body, error: { line: error.mark.line + opening + 1, reason: error.reason } };
  }
  const repeatedKey = read.repeatedKey && {
    repeatedKey: { line: read.repeatedKey.line + opening + 1, key: read.repeatedKey.key },
  };
  return { ...titledBy(body, read.data), ...repeatedKey };
}

/** The body under a front matter, with the title and authors its data names. */
function titledBy(body: string, data: unknown): FrontMatterSplit {
  const title = isRecord(data) ? data.title : undefined;
  const authors = isRecord(data) ? withAuthors(yamlAuthors(data.author ?? data.authors)) : {};
  if (typeof title === 'string' && title.trim() !== '') return { body, title: title.trim(), ...authors };
  if (typeof title === 'number') return { body, title: String(title), ...authors };
  return { body };
}

/** `<script>{` opening a file: the front matter of jQuery's sites (grunt-jquery-content), JSON in a script element. */
const SCRIPT_JSON_OPENING = /^\s*<script>\s*(?=\{)/i;
const SCRIPT_CLOSING = /<\/script>[ \t]*(?=\r?\n|$)/i;
/** How far down a Hugo JSON front matter is looked for. */
const JSON_FRONT_MATTER_LINES = 200;

/**
 * Front matter written as a JSON object: Hugo's (the file opens with `{`, the object ending on a line of its own) or
 * jQuery's sites' (`<script>{ "title": … }</script>`). Read as YAML front matter is: left out, every later line at
 * its number, its `title:` the page's title. Printed, the object showed as a paragraph of braces and quotes, and the
 * script element was removed with the title in it.
 */
function splitJsonFrontMatter(text: string): FrontMatterSplit | undefined {
  const script = SCRIPT_JSON_OPENING.exec(text);
  let end: number | undefined;
  let data: unknown;
  if (script) {
    const closing = SCRIPT_CLOSING.exec(text);
    if (!closing) return undefined;
    data = parsedJson(text.slice(script[0].length, closing.index));
    end = closing.index + closing[0].length;
  } else {
    if (!/^\s*\{/.test(text)) return undefined;
    const lines = text.split('\n').slice(0, JSON_FRONT_MATTER_LINES);
    let offset = 0;
    for (const line of lines) {
      offset += line.length + 1;
      if (!line.trimEnd().endsWith('}')) continue;
      data = parsedJson(text.slice(0, offset - 1));
      if (data !== undefined) {
        end = offset - 1;
        break;
      }
    }
  }
  if (end === undefined || !isRecord(data) || Object.keys(data).length === 0) return undefined;
  return titledBy(text.slice(0, end).replace(/[^\r\n]+/g, '') + text.slice(end), data);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface ReadYaml {
  data: unknown;
  /** The first key written twice, its line counted from 0 within the YAML. */
  repeatedKey?: { line: number; key: string };
}

/** `key:` (or `- key:`) at the start of a line of YAML. */
const YAML_KEY = /^\s*(?:-\s+)?["']?([^"':#]+?)["']?\s*:/;

/**
 * YAML as Jekyll (Ruby's Psych) and pandoc read a front matter: a key written twice is no error there, the later
 * value wins. js-yaml's `json` option reads it so (its loader's `storeMappingPair`); other errors still throw.
 */
function readYaml(yaml: string): ReadYaml {
  try {
    return { data: load(yaml) };
  } catch (error) {
    if (!(error instanceof YAMLException) || error.reason !== 'duplicated mapping key') throw error;
    const key = YAML_KEY.exec(yaml.split(/\r?\n/)[error.mark.line] ?? '')?.[1] ?? '';
    return { data: load(yaml, { json: true }), repeatedKey: { line: error.mark.line, key } };
  }
}

/** `author: Ann`, `author: [Ann, Bob]` or pandoc's `author: [{name: Ann}]`: the names, as written. */
function yamlAuthors(value: unknown): string[] {
  const name = (entry: unknown): string | undefined =>
    typeof entry === 'string'
      ? entry
      : isRecord(entry) && typeof entry.name === 'string'
        ? entry.name
        : undefined;
  const entries = Array.isArray(value) ? value : [value];
  return entries.flatMap((entry) => name(entry)?.trim() || []);
}

function withAuthors(authors: string[]): { authors?: string[] } {
  return authors.length > 0 ? { authors } : {};
}

/**
 * MultiMarkdown's metadata: `Key: value` lines from the file's first line. It ends at a blank line or, as
 * Python-Markdown and Pelican read it, at the first line that is neither a key nor an indented continuation, which
 * starts the text. Only a block that names a title is taken for metadata: a paragraph that opens "Note: …" is prose.
 */
function splitMultiMarkdownMetadata(text: string): FrontMatterSplit {
  const lines = text.split('\n');
  const values = new Map<string, string>();
  let key = '';
  let end = 0;
  for (; end < lines.length; end++) {
    const line = lines[end]!.replace(/\r$/, '');
    const keyLine = MMD_KEY_LINE.exec(line);
    if (keyLine) {
      // Keys are read as MultiMarkdown reads them: case and spaces do not count.
      key = keyLine[1]!.replace(/\s+/g, '').toLowerCase();
      values.set(key, (keyLine[2] ?? '').trim());
    } else if (key !== '' && MMD_CONTINUATION.test(line)) {
      values.set(key, `${values.get(key)} ${line.trim()}`.trim());
    } else {
      break;
    }
  }
  const title = values.get('title');
  if (title === undefined) return { body: text };
  const body = lines.map((line, index) => (index < end ? '' : line)).join('\n');
  // MultiMarkdown keeps `Author:` as one value, printed as written ("Ann, Bob, and Cy").
  const authors = withAuthors(
    [values.get('author') ?? values.get('authors') ?? ''].filter((name) => name !== ''),
  );
  return title === '' ? { body } : { body, title, ...authors };
}

/** `^title Command`: the page's title, as Game Programming Patterns' own build reads the file's first line. */
const CARET_TITLE_LINE = /^\^title[ \t]+(\S.*?)[ \t]*\r?$/;
/** A `#` title (outside code): the file has a title of its own, and the `^title` line stays what it was. */
const ATX_TITLE_LINE = /^ {0,3}#(?:[ \t]|$)/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A file that opens with its own build's `^title Command` line and has no `#` title: the line is its title, as that
 * build prints it, rather than text above its first section. Other `^name` lines stay as written (and warned of).
 */
function splitCaretTitle(text: string): FrontMatterSplit {
  const lines = text.split('\n');
  const title = CARET_TITLE_LINE.exec(lines[0]!)?.[1];
  if (title === undefined) return { body: text };
  let fence: string | undefined;
  for (const line of lines.slice(1)) {
    const opens = FENCE_LINE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opens !== undefined && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
    } else if (opens !== undefined) fence = opens;
    else if (ATX_TITLE_LINE.test(line)) return { body: text };
  }
  return { body: ['', ...lines.slice(1)].join('\n'), title };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A line of pandoc's title block: `% The Title`, `% Ann; Bob`, `%` (a field left empty). */
const TITLE_BLOCK_LINE = /^%(?:[ \t](.*))?$/;
/** pandoc reads at most three fields: title, authors, date. */
const TITLE_BLOCK_FIELDS = 3;

/**
 * pandoc's title block, its other way to write a book's metadata (the pandoc manual's own EPUB example keeps it in
 * a `title.txt` read before the chapters): `% Title`, `% Authors`, `% Date` on the first lines, a field going on over
 * indented lines. Octavo printed it as a paragraph of percent signs. It is read as a front matter: its title is the
 * page's title (or the book's, as with `title:`), and it is never printed as text.
 */
function splitTitleBlock(text: string): FrontMatterSplit {
  if (!text.startsWith('%')) return { body: text };
  const lines = text.split('\n');
  const fields: string[] = [];
  let end = 0;
  for (; end < lines.length; end++) {
    const line = lines[end]!.replace(/\r$/, '');
    const field = TITLE_BLOCK_LINE.exec(line);
    if (field && fields.length < TITLE_BLOCK_FIELDS) fields.push((field[1] ?? '').trim());
    else if (fields.length > 0 && /^[ \t]+\S/.test(line)) fields[fields.length - 1] += ` ${line.trim()}`;
    else break;
  }
  if (fields.length === 0) return { body: text };
  const body = [...lines.slice(0, end).map(() => ''), ...lines.slice(end)].join('\n');
  const title = fields[0]!.trim();
  // pandoc's title block separates authors with semicolons.
  const authors = withAuthors((fields[1] ?? '').split(';').flatMap((name) => name.trim() || []));
  const date = fields[2] ? { date: fields[2] } : {};
  return title === '' ? { body } : { body, title, ...authors, ...date };
}

/**
 * A Markdown file's YAML front matter as data, and how many characters of the text it takes (pandoc reads its
 * metadata there); no data when there is none or it is not YAML mappings.
 */
export function frontMatterData(text: string): { data?: Record<string, unknown>; length: number } {
  const match = frontMatterMatch(text.replace(/^\uFEFF/, ''));
  if (!match) return { length: 0 };
  try {
    const { data } = readYaml(match[2]!);
    return isRecord(data) ? { data, length: match[0].length } : { length: match[0].length };
  } catch {
    return { length: match[0].length };
  }
}

/** A pandoc metadata file's first YAML document (between `---` lines or bare), if it is a mapping. */
export function metadataDocument(text: string): Record<string, unknown> | undefined {
  try {
    const data = loadAll(text.replace(/^\uFEFF/, '')).find(
      (document) => document !== null && document !== undefined,
    );
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}
