import { findElements, parseHtml, replaceElements, serializeHtml } from '../dom/html-dom';
import { removeLink } from '../dom/remove-link';
import type { BookModel, Division } from '../model/book-model';
import { BookWarning, warning } from '../warnings';

/**
 * A link to a repository file that is no page of the book (a data file, a script, a page left out of the book's
 * files) points, on the web site, at the copy the site ships beside its pages (`assets/…`). A PDF carries no such
 * copy: Chromium wrote the link as an address on the print's own placeholder origin, which opens nothing. The link is
 * removed and its text kept, with a warning at the line it is written on, as the EPUB does; a link around an image
 * (a thumbnail linked to its full picture) only loses its link, the image printed in its place.
 */
export function unlinkRepositoryFiles(model: BookModel, warnings: BookWarning[]): BookModel {
  if (!model.divisions.some((division) => division.html.includes('href="assets/'))) return model;
  const sourcePaths = new Map(model.assets.map((asset) => [asset.href, asset.sourcePath]));
  const divisions = model.divisions.map((division) =>
    division.html.includes('href="assets/') ? unlinkedDivision(division, sourcePaths, warnings) : division,
  );
  return { ...model, divisions };
}

function unlinkedDivision(
  division: Division,
  sourcePaths: ReadonlyMap<string, string>,
  warnings: BookWarning[],
): Division {
  // Each href's lines, taken in the order its links are met.
  const lines = new Map(Object.entries(division.assetLinkSources ?? {}).map(([href, at]) => [href, [...at]]));
  const nodes = replaceElements(parseHtml(division.html), (el) => {
    const href = el.name === 'a' ? el.attrs.get('href') : undefined;
    if (href === undefined || !href.startsWith('assets/')) return undefined;
    const writtenAt = lines.get(href)?.shift() ?? division.sourceFile;
    removeLink(el);
    if (findElements(el.children, (child) => child.name === 'img').length > 0) return undefined;
    const [file = '', fragment] = href.split(/#(.*)/s);
    const linked = (sourcePaths.get(file) ?? file.slice('assets/'.length)) + (fragment ? `#${fragment}` : '');
    warnings.push(
      warning(
        'link-broken',
        writtenAt,
        `link to ${linked} kept as text in the PDF: that file is not a page of the book, and the PDF does not ` +
          'carry it; link to its web address instead, or list it in the book',
        linked,
      ),
    );
    return undefined;
  });
  return { ...division, html: serializeHtml(nodes) };
}
