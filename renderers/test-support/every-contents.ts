import type { BookModel } from '../model/book-model';
import { renderTocList } from '../model/generated-content';
import { sidebarContents } from '../html/site-contents';
import { printDocument } from '../pdf/print-document';
import { DEFAULT_TRIM, parseTrimSize } from '../pdf/trim-size';

/**
 * Every contents list a book prints, as text to search: the HTML contents page, the site's sidebar (sections down to
 * `depth`), the PDF's printed contents, and the PDF outline (bookmarks) as JSON.
 */
export function everyContents(model: BookModel, depth: number): { name: string; text: string }[] {
  const hrefFor = (id: string) => `#${id}`;
  const printed = printedForTest(model);
  return [
    { name: 'contents page', text: renderTocList(model, hrefFor) },
    { name: 'sidebar', text: sidebarContents(model.divisions, hrefFor, { allSections: true, depth }) },
    {
      name: 'PDF contents',
      text: printed.html.match(/<nav[^>]*data-type="toc"[\s\S]*?<\/nav>/)?.[0] ?? '',
    },
    { name: 'PDF outline', text: JSON.stringify(printed.outline) },
  ];
}

/** The PDF's print document of `model` at the default trim, with its contents and no index or fonts. */
export function printedForTest(model: BookModel): ReturnType<typeof printDocument> {
  return printDocument(model, {
    trim: parseTrimSize(DEFAULT_TRIM)!,
    forPrint: false,
    grayscale: false,
    toc: true,
    index: false,
    fonts: [],
  });
}
