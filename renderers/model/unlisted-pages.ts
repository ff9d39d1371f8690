import { publishedPageCandidates } from '../paths/published-address';
import type { AssetCollector } from './asset-collector';
import { SOURCE_EXTENSION } from '../paths/source-formats';

const PAGE_SOURCE = /\.(?:md|markdown|adoc|asciidoc|asc|html?|xhtml)$/i;

/**
 * The page of the repository, left out of the book, that a link names: its source beside the file the link reads
 * as (`guide.html` or `guide` for `guide.md`), or the page its site serves at that address (`/setup` or `/tools/`
 * written in `site/guide/intro.md`, the site served from `site/`). The author is then told to add that file, not
 * that the link's target does not exist.
 */
export async function unlistedPageFile(
  fromFile: string,
  reference: string,
  /** The file the link reads as from the file's folder, when it is a path of the repository. */
  resolvedPath: string | undefined,
  assets: AssetCollector,
): Promise<string | undefined> {
  if (
    resolvedPath !== undefined &&
    (!SOURCE_EXTENSION.test(resolvedPath) || /\.html?$/i.test(resolvedPath))
  ) {
    const stem = resolvedPath.replace(/\.html?$/i, '');
    for (const extension of ['.md', '.markdown', '.adoc', '.asciidoc', '.asc']) {
      if (await assets.hasFile(`${stem}${extension}`)) return `${stem}${extension}`;
    }
  }
  for (const candidate of publishedPageCandidates(fromFile, reference)) {
    if (PAGE_SOURCE.test(candidate) && (await assets.hasFile(candidate))) return candidate;
  }
  return undefined;
}
