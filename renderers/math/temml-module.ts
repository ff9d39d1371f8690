import type Temml from 'temml';

let loaded: typeof Temml | undefined;

/** Temml, loaded when a book's first equation is converted: with citeproc, 0.25 s of every renderer load before. */
export function temml(): typeof Temml {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('temml') as typeof Temml;
  return loaded;
}
