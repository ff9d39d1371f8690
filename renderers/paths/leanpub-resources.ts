import { posix } from 'node:path';

/**
 * The folder Leanpub reads a manuscript's images from, for a file written in it: Markua books keep them in
 * `manuscript/resources/` and write `![](plus-button.png)` or `![](images/plot.png)` relative to that folder, not
 * to the chapter. The nearest folder named `manuscript` above the file is the manuscript; undefined outside one.
 */
export function leanpubResourcesFolder(writtenIn: string): string | undefined {
  const folders = posix.dirname(writtenIn).split('/');
  const manuscript = folders.lastIndexOf('manuscript');
  if (manuscript === -1) return undefined;
  return [...folders.slice(0, manuscript + 1), 'resources'].join('/');
}

/** Whether a file is written in a Leanpub manuscript (a folder named `manuscript`, where Book.txt lists it). */
export function inLeanpubManuscript(path: string): boolean {
  return leanpubResourcesFolder(path) !== undefined;
}
