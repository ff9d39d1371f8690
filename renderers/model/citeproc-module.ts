import type CSL from 'citeproc';

let loaded: typeof CSL | undefined;

/** citeproc-js, loaded when a book's first citation style is read: most books cite nothing. */
export function citeproc(): typeof CSL {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('citeproc') as typeof CSL;
  return loaded;
}
