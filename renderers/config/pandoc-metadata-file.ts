import { loadAll, YAMLException } from 'js-yaml';
import MarkdownIt from 'markdown-it';
import { parseHtml, textContent } from '../dom/html-dom';
import { extensionOf } from '../paths/repo-path';
import { INLINE_EXPRESSION } from '../sources/inline-expressions';
import { BookMetadataKey, PlatformConfig } from '../types';

/**
 * A pandoc book lists its metadata file (`metadata.yaml`) among its inputs, before the chapters:
 * `pandoc -o book.epub metadata.yaml ch01.md …`. pandoc reads it as the book's title, authors, language and cover.
 */
export function isMetadataFile(path: string): boolean {
  return ['.yaml', '.yml'].includes(extensionOf(path));
}

/** What a metadata file says of the book, in the config's own terms. */
export type MetadataFromFile = Pick<PlatformConfig, BookMetadataKey>;

/**
 * A value written with knitr's inline R (`` date: "`r format(Sys.Date())`" ``), which only knitr knows the text of:
 * left out, or, when the rest says something, printed without the expression (`kept`).
 */
export interface UnrunMetadataValue {
  key: BookMetadataKey;
  /** The first expression, as written. */
  expression: string;
  kept?: string;
}

export type MetadataFileRead =
  | { ok: true; metadata: MetadataFromFile; unrun?: UnrunMetadataValue[] }
  | { ok: false; line?: number; reason: string };

/** pandoc's creator roles that make a person an author (MARC relator `aut`, or none given). */
const AUTHOR_ROLES = new Set(['author', 'aut']);

const inlineMarkdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Metadata values are Markdown to pandoc (`_Shaheen_ is …`): the words, without the marks. */
function plain(value: unknown): string | undefined {
  if (typeof value === 'number' || value instanceof Date) return plainDate(value);
  if (typeof value !== 'string') return undefined;
  const text = textContent(parseHtml(inlineMarkdown.renderInline(value)))
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** YAML reads `date: 2019` as a number and `date: 2019-03-07` as a Date; pandoc prints them as written. */
function plainDate(value: number | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/** `author: Ann`, `author: [Ann, Bob]`, `author: [{name: Ann}]`, or EPUB's `creator: [{role: author, text: Ann}]`. */
function authorsOf(data: Record<string, unknown>, plain: (value: unknown) => string | undefined): string[] {
  const names: string[] = [];
  const listed = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
  for (const entry of listed(data.author)) {
    const name = isRecord(entry) ? plain(entry.name) : plain(entry);
    if (name) names.push(name);
  }
  if (names.length > 0) return names;
  for (const entry of listed(data.creator)) {
    if (isRecord(entry)) {
      const role = typeof entry.role === 'string' ? entry.role.trim().toLowerCase() : 'author';
      const name = plain(entry.text);
      if (name && AUTHOR_ROLES.has(role)) names.push(name);
    } else {
      const name = plain(entry);
      if (name) names.push(name);
    }
  }
  return names;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The YAML keys pandoc reads the book's values from, and the value each gives. */
const METADATA_KEYS: Record<string, BookMetadataKey> = {
  title: 'title',
  subtitle: 'subtitle',
  author: 'authors',
  creator: 'authors',
  publisher: 'publisher',
  rights: 'rights',
  description: 'description',
  date: 'date',
  lang: 'lang',
  'cover-image': 'cover',
};

/** The line (from 1) each of the book's values is written on in a metadata file's YAML: its top-level key's line. */
export function metadataLines(text: string): Partial<Record<BookMetadataKey, number>> {
  const lines: Partial<Record<BookMetadataKey, number>> = {};
  text.split('\n').forEach((line, index) => {
    const key = /^([A-Za-z][\w-]*)[ \t]*:/.exec(line)?.[1];
    const value = key !== undefined && Object.hasOwn(METADATA_KEYS, key) ? METADATA_KEYS[key] : undefined;
    if (value !== undefined) lines[value] ??= index + 1;
  });
  return lines;
}

/**
 * Reads a pandoc metadata file: YAML, between `---` and `---` (or `...`) lines or bare. Keys pandoc passes to its
 * LaTeX or DOCX templates (`documentclass`, `fontfamily` …) say nothing Octavo prints and are left alone.
 */
export function readMetadataFile(text: string): MetadataFileRead {
  let documents: unknown[];
  try {
    documents = loadAll(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return { ok: false, line: error.mark.line + 1, reason: error.reason };
  }
  const data = documents.find((document) => document !== null && document !== undefined);
  if (data === undefined) return { ok: true, metadata: {} };
  if (!isRecord(data)) return { ok: false, reason: 'it holds no "key: value" lines' };
  const metadata: MetadataFromFile = {};
  const unrun: UnrunMetadataValue[] = [];
  const printable = (key: BookMetadataKey) => (value: unknown) => {
    const [expression] = typeof value === 'string' ? (value.match(INLINE_EXPRESSION) ?? []) : [];
    if (expression === undefined) return plain(value);
    const kept = plain((value as string).replace(INLINE_EXPRESSION, ' '))?.replace(UNRUN_LEFTOVER, '');
    unrun.push({ key, expression, ...(kept ? { kept } : {}) });
    return kept || undefined;
  };
  const title = printable('title')(data.title);
  if (title) metadata.title = title;
  const subtitle = printable('subtitle')(data.subtitle);
  if (subtitle) metadata.subtitle = subtitle;
  const authors = authorsOf(data, printable('authors'));
  if (authors.length > 0) metadata.authors = authors;
  for (const key of ['publisher', 'rights', 'description', 'date', 'lang'] as const) {
    const value = printable(key)(data[key]);
    if (value) metadata[key] = value;
  }
  const cover = data['cover-image'];
  if (typeof cover === 'string' && cover.trim() !== '') metadata.cover = cover.trim();
  return { ok: true, metadata, ...(unrun.length > 0 ? { unrun } : {}) };
}

/** What joined an R expression to the rest of a value (`Report, `r x``): left at either end once it is gone. */
const UNRUN_LEFTOVER = /^[\s,;:\u2013\u2014-]+|[\s,;:\u2013\u2014-]+$/g;
