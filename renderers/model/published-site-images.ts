import { posix } from 'node:path';
import { resolveFromFile } from '../paths/repo-path';

/**
 * Folders a book's own build publishes its pages into, with the images beside them: the Markdown in `book/` links
 * `image/x.png` as the published page in `site/` reads it (Crafting Interpreters), as GitHub Pages serves `docs/`.
 */
const PUBLISHED_SITE_FOLDERS = ['site', 'docs', 'public', '_site', 'www', 'static'];

/**
 * Where an image is when read from a page published at the top of one of those folders; nearest convention first.
 * An address from the site's root (`/images/x.png`, as heroku/12factor's pages write it, served from `public/`)
 * is read from the folder itself.
 */
export function publishedSiteImageCandidates(src: string): { path: string; folder: string }[] {
  const reference = src.replace(/[?#].*$/, '');
  const candidates: { path: string; folder: string }[] = [];
  for (const folder of PUBLISHED_SITE_FOLDERS) {
    const resolved = resolveFromFile(`${folder}/page.html`, reference.replace(/^\/+/, ''));
    if (resolved.ok && resolved.path.startsWith(`${folder}/`))
      candidates.push({ path: resolved.path, folder });
  }
  return candidates;
}

/** What a warning tells the author when an image was found only in the folder the book's pages are published to. */
export function publishedSiteImageAdvice(path: string, folder: string, sourceFile: string): string {
  const fromFile = posix.relative(posix.dirname(sourceFile), path);
  return (
    `used ${path}, in ${folder}/, where the book's own build publishes its pages; write it as ${fromFile} so ` +
    'the path leads from this file to the image'
  );
}
