import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import MiniSearch from 'minisearch';
import { createHash } from 'node:crypto';
import { SearchDocument } from './search-documents';
import type { RenderCache } from '../cache/render-cache';
import { keptValues } from '../cache/kept-values';
import { rendererVersion } from '../cache/renderer-version';
import { searchTerms } from './search-terms';

/** The global the data file sets; the site script reads it once the file has loaded. */
export const SEARCH_DATA_GLOBAL = 'OctavoSearchData';

/**
 * How the index is built, shipped with it so the browser loads it with the very same options.
 * `text` is stored too: a result shows the words around the match.
 */
const OPTIONS = {
  idField: 'id',
  fields: ['title', 'text'],
  storeFields: ['href', 'title', 'division', 'text'],
};

/** A field's terms as MiniSearch indexes them: its count of distinct tokens, then each term with its count. */
type FieldTerms = [uniqueTokens: number, terms: Array<[term: string, count: number]>];
/** A search document's `title` and `text` terms, in OPTIONS.fields order. */
type DocumentTerms = FieldTerms[];

const ENTRY_FORMAT = 1;
/** What a render process keeps of the terms it used, decoded (see KeptValues). */
const KEPT_BYTES = 48_000_000;

/**
 * The book's full-text index, built now (at render time) and written as a script that assigns it to a
 * global: loaded with `<script src>`, it works from `file://`, where pages may not fetch local files.
 *
 * The index is what `MiniSearch#toJSON` holds (the browser loads it with `MiniSearch.loadJS`), assembled
 * here from each document's terms, tokenized with MiniSearch's own default and made terms by `searchTerms`. Tokenizing is most of the work,
 * and a division's documents tokenize the same as long as their words are the same: with a render cache,
 * each division's terms are kept, keyed by its documents' text (issue 17, item 4).
 */
export async function searchIndexScript(documents: SearchDocument[], cache?: RenderCache): Promise<string> {
  // Looked up together: one after the other, each division waited for its own trip to the disk.
  const terms = (await Promise.all(byDivision(documents).map((group) => termsOf(group, cache)))).flat();
  return `/* Octavo: this book's search index (MiniSearch ${MINISEARCH_VERSION}), built with the book. */\nself.${SEARCH_DATA_GLOBAL} = {"options":${JSON.stringify(OPTIONS)},"index":${indexJson(documents, terms)}};\n`;
}

/** Consecutive documents of one division (the site builder adds a division's documents together). */
function byDivision(documents: SearchDocument[]): SearchDocument[][] {
  const groups: SearchDocument[][] = [];
  for (const document of documents) {
    const last = groups[groups.length - 1];
    if (last && last[0].division === document.division) last.push(document);
    else groups.push([document]);
  }
  return groups;
}

async function termsOf(group: SearchDocument[], cache: RenderCache | undefined): Promise<DocumentTerms[]> {
  if (!cache) return group.map(documentTerms);
  const hash = createHash('sha256').update(JSON.stringify([ENTRY_FORMAT, rendererVersion(), 'search-terms']));
  for (const document of group)
    hash.update(JSON.stringify(OPTIONS.fields.map((f) => fieldValue(document, f))));
  const key = hash.digest('hex');
  const kept = keptValues<DocumentTerms[]>(cache, 'search-terms', KEPT_BYTES);
  const known = kept.get(key);
  if (known) return known;
  const found = await cache.get(key);
  if (found && 'value' in found) {
    const stored = parseTerms(found.value, group.length);
    if (stored) return kept.keep(key, stored, found.value.length);
  }
  const value = Buffer.from(JSON.stringify(group.map(documentTerms)), 'utf8');
  await cache.put(key, value);
  return kept.keep(key, parseTerms(value, group.length)!, value.length);
}

function parseTerms(value: Buffer, count: number): DocumentTerms[] | null {
  try {
    const terms = JSON.parse(value.toString('utf8')) as DocumentTerms[];
    return Array.isArray(terms) && terms.length === count ? terms : null;
  } catch {
    return null;
  }
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string, field: string) => string[];
const processTerm: (term: string, field: string) => string | string[] | null | undefined | false =
  searchTerms;

function fieldValue(document: SearchDocument, field: string): string {
  return String((document as unknown as Record<string, unknown>)[field]);
}

/** What `MiniSearch#add` does with a document's fields, minus the index itself. */
function documentTerms(document: SearchDocument): DocumentTerms {
  return OPTIONS.fields.map((field) => {
    const tokens = tokenize(fieldValue(document, field), field);
    const counts = new Map<string, number>();
    const count = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const token of tokens) {
      const processed = processTerm(token, field);
      if (Array.isArray(processed)) processed.forEach(count);
      else if (processed) count(processed);
    }
    return [new Set(tokens).size, [...counts]];
  });
}

/** `MiniSearch#toJSON()` of the documents added in order, as JSON text. */
function indexJson(documents: SearchDocument[], terms: DocumentTerms[]): string {
  // Each term's postings, one string a field (`"3":2,"7":1`): strings grow cheaply, tuples cost garbage.
  const index = new Map<string, string[]>();
  const documentIds: string[] = [];
  const fieldLength: string[] = [];
  const storedFields: string[] = [];
  const average: number[] = [];
  documents.forEach((document, shortId) => {
    documentIds.push(`"${shortId}":${JSON.stringify(document.id)}`);
    const stored = Object.fromEntries(
      OPTIONS.storeFields.map((f) => [f, document[f as keyof SearchDocument]]),
    );
    storedFields.push(`"${shortId}":${JSON.stringify(stored)}`);
    const lengths: number[] = [];
    terms[shortId].forEach(([unique, fieldTerms], fieldId) => {
      lengths[fieldId] = unique;
      // The running average exactly as MiniSearch keeps it, so the numbers are the same to the last bit.
      average[fieldId] = ((average[fieldId] || 0) * shortId + unique) / (shortId + 1);
      for (const [term, count] of fieldTerms) {
        let fields = index.get(term);
        if (!fields) index.set(term, (fields = []));
        const posting = `"${shortId}":${count}`;
        fields[fieldId] = fields[fieldId] === undefined ? posting : `${fields[fieldId]},${posting}`;
      }
    });
    fieldLength.push(`"${shortId}":${JSON.stringify(lengths)}`);
  });
  const entries: string[] = [];
  for (const [term, fields] of index) {
    const data: string[] = [];
    fields.forEach((postings, fieldId) => {
      if (postings !== undefined) data.push(`"${fieldId}":{${postings}}`);
    });
    entries.push(`[${JSON.stringify(term)},{${data.join(',')}}]`);
  }
  const fieldIds = Object.fromEntries(OPTIONS.fields.map((f, i) => [f, i]));
  return (
    `{"documentCount":${documents.length},"nextId":${documents.length},"documentIds":{${documentIds.join(',')}},` +
    `"fieldIds":${JSON.stringify(fieldIds)},"fieldLength":{${fieldLength.join(',')}},` +
    `"averageFieldLength":${JSON.stringify(average)},"storedFields":{${storedFields.join(',')}},` +
    `"dirtCount":0,"index":[${entries.join(',')}],"serializationVersion":2}`
  );
}

const MINISEARCH_DIR = join(dirname(require.resolve('minisearch')), '..');
const MINISEARCH_VERSION = (
  JSON.parse(readFileSync(join(MINISEARCH_DIR, '..', 'package.json'), 'utf8')) as { version: string }
).version;

let library: string | undefined;

/** MiniSearch's browser build (UMD: it sets `self.MiniSearch`), with its licence notice. */
export function miniSearchLibrary(): string {
  library ??=
    `/*! MiniSearch ${MINISEARCH_VERSION} | (c) Luca Ongaro | MIT License | https://github.com/lucaong/minisearch */\n` +
    readFileSync(join(MINISEARCH_DIR, 'umd', 'index.js'), 'utf8').replace(
      /\n\/\/# sourceMappingURL=.*\n?$/,
      '\n',
    );
  return library;
}
