import type { HLJSApi } from 'highlight.js';

let loaded: HLJSApi | undefined;

/**
 * highlight.js with all its languages: about 200 files, 0.1-0.35 s to load. Loaded when a book's first listing is
 * highlighted or its language looked up, so a render (and a test suite) that meets no code never loads it.
 */
export function highlightJs(): HLJSApi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('highlight.js') as HLJSApi;
  return loaded;
}
