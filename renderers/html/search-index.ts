import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import MiniSearch from 'minisearch';
import { SearchDocument } from './search-documents';

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

/**
 * The book's full-text index, built now (at render time) and written as a script that assigns it to a
 * global: loaded with `<script src>`, it works from `file://`, where pages may not fetch local files.
 */
export function searchIndexScript(documents: SearchDocument[]): string {
  const search = new MiniSearch<SearchDocument>(OPTIONS);
  search.addAll(documents);
  return `/* Octavo: this book's search index (MiniSearch ${MINISEARCH_VERSION}), built with the book. */\nself.${SEARCH_DATA_GLOBAL} = {"options":${JSON.stringify(OPTIONS)},"index":${JSON.stringify(search)}};\n`;
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
