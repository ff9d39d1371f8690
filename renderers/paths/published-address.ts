import { posix } from 'node:path';
import { resolveFromFile } from './repo-path';
import { SOURCE_EXTENSION, SOURCE_EXTENSIONS } from './source-formats';

/** Markdown's first: a site's page is most often one; then the rest Octavo reads (a Jupyter Book's notebooks). */
const PAGE_EXTENSIONS = [
  ...new Set([
    '.md',
    '.markdown',
    '.html',
    '.htm',
    '.xhtml',
    '.adoc',
    '.asciidoc',
    '.asc',
    ...SOURCE_EXTENSIONS,
  ]),
];
/**
 * The names of a folder's own page: a static site's `index`, and the `README` that GitHub, GitBook and mdBook show
 * (and publish) as the folder's page, so `[Install](install/)` in such a book means `install/README.md`.
 */
const FOLDER_PAGE_NAMES = ['index', 'README', 'readme'];

/*
 * A book kept as a static site (nanoc, Jekyll, Hugo) is read at "pretty" addresses: `content/a/sections/b.md` is
 * served as `/a/sections/b/`, `content/a/index.md` as `/a/`, the site's root being a folder above its pages.
 * Its authors write links and images against those addresses (`../../images/x.png`, `../other-page/`,
 * `/a/sections/b/#id`), which a file-relative reading cannot find.
 */
/** The folder a page's relative references are read from on its published site: its own pretty address. */
function pageAddressFolder(file: string): string {
  const stem = file.replace(SOURCE_EXTENSION, '');
  return posix.basename(stem) === 'index' ? posix.dirname(stem) : stem;
}

/**
 * Repository paths a reference written in `fromFile` names when read as the book's site reads it: relative to the
 * page's pretty address, or (written with a leading `/`) to a site root, any folder above the page but the
 * repository's own (which the file-relative reading tries), nearest the repository first. Paths are returned with
 * trailing slashes dropped; the caller decides which exist.
 */
export function publishedPaths(fromFile: string, reference: string): string[] {
  const bare = reference.replace(/\/+$/, '');
  if (bare === '') return [];
  const folders = posix
    .dirname(fromFile)
    .split('/')
    .filter((part) => part !== '.');
  const bases = bare.startsWith('/')
    ? folders.map((_, depth) => folders.slice(0, depth + 1).join('/'))
    : [pageAddressFolder(fromFile)];
  const paths: string[] = [];
  for (const base of bases) {
    const resolved = resolveFromFile(`${base}/x`, bare.replace(/^\/+/, ''));
    if (resolved.ok && !paths.includes(resolved.path)) paths.push(resolved.path);
  }
  return paths;
}

/**
 * The listed source file a page address names (`/a/sections/b/`, `../b`): the page itself with its source
 * extension, or the folder's index or README page. Sites that serve pages at their file's address without its extension
 * (GitHub Pages, Docsify, MkDocs without directory addresses) are read that way too (`02_lists` beside
 * `02_lists.md`), after the pretty address.
 */
export function publishedPageFile(
  fromFile: string,
  reference: string,
  isListed: (path: string) => boolean,
): string | undefined {
  return publishedPageCandidates(fromFile, reference).find(isListed);
}

/**
 * The files a page address may name, in the order {@link publishedPageFile} tries them; the caller decides which exist.
 * A page's `.html` address names the source it was made from too (`/basic/array.html` for mdBook's
 * `src/basic/array.md`): rust-course links its pages so from its site's root, and the links were removed.
 */
export function publishedPageCandidates(fromFile: string, reference: string): string[] {
  const fileRelative = resolveFromFile(fromFile, reference.replace(/\/+$/, ''));
  const paths = publishedPaths(fromFile, reference);
  if (fileRelative.ok && !paths.includes(fileRelative.path)) paths.push(fileRelative.path);
  return paths.flatMap((path) => {
    const page = PAGE_ADDRESS.exec(path)?.[1];
    return [
      path,
      ...(page !== undefined ? PAGE_EXTENSIONS.map((extension) => `${page}${extension}`) : []),
      ...(page !== undefined ? folderPageCandidates(page) : []),
      ...PAGE_EXTENSIONS.map((extension) => `${path}${extension}`),
      ...FOLDER_PAGE_NAMES.flatMap((name) =>
        PAGE_EXTENSIONS.map((extension) => `${path}/${name}${extension}`),
      ),
    ];
  });
}

/**
 * A folder's README page, for its `index` page address: mdBook and GitBook publish `ipd/README.md` as
 * `ipd/index.html`, and kphis-book links it so (`../ipd/index.html`).
 */
function folderPageCandidates(page: string): string[] {
  if (posix.basename(page) !== 'index') return [];
  const folder = posix.dirname(page);
  const prefix = folder === '.' ? '' : `${folder}/`;
  return FOLDER_PAGE_NAMES.filter((name) => name !== 'index').flatMap((name) =>
    PAGE_EXTENSIONS.map((extension) => `${prefix}${name}${extension}`),
  );
}

/** A page's address on the site made from its source: its path without `.html`. */
const PAGE_ADDRESS = /^(.+)\.x?html?$/i;
