import { runInNewContext } from 'node:vm';
import MiniSearch from 'minisearch';
import { SearchDocument } from '../html/search-documents';
import { searchTerms } from '../html/search-terms';

/** The index the script ships, loaded as the site's script loads it. */
export function loadShippedIndex(script: string): MiniSearch<SearchDocument> {
  const sandbox: { self: Record<string, { index: unknown; options: unknown }> } = { self: {} };
  runInNewContext(script, sandbox);
  const data = sandbox.self.OctavoSearchData;
  return MiniSearch.loadJS(
    data.index as never,
    { ...(data.options as object), processTerm: searchTerms } as never,
  );
}

/** `toJSON()` with the index's terms in order: two indexes of the same documents compare equal. */
export function canonical(search: MiniSearch<SearchDocument>): unknown {
  const json = search.toJSON();
  return { ...json, index: [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

export function referenceIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['title', 'text'],
    storeFields: ['href', 'title', 'division', 'text'],
    processTerm: searchTerms,
  });
  search.addAll(documents);
  return search;
}

/** The documents a shipped index holds, as they were given to it (id and stored fields). */
export function documentsOf(search: MiniSearch<SearchDocument>): SearchDocument[] {
  const json = search.toJSON();
  return Object.entries(json.documentIds).map(([shortId, id]) => ({
    id: id as number,
    ...(json.storedFields[shortId] as Omit<SearchDocument, 'id'>),
  }));
}
