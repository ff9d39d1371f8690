import { beginMarkedContent, endMarkedContent, PDFDocument } from 'pdf-lib';
import { escapeAttribute } from '../dom/html-dom';
import { cssString } from './print-style';

/** Every page-margin box but the bottom centre's, where the folio is. */
const OTHER_MARGIN_BOXES = [
  'top-left-corner',
  'top-left',
  'top-center',
  'top-right',
  'top-right-corner',
  'bottom-left-corner',
  'bottom-left',
  'bottom-right',
  'bottom-right-corner',
  'left-top',
  'left-middle',
  'left-bottom',
  'right-top',
  'right-middle',
  'right-bottom',
];

/**
 * A book printed in parts cannot number its pages in CSS: each part would count from 1. Its folios are
 * printed apart instead, on a sheet with one page per page of the book, with the book's own page size,
 * margins, fonts and margin-box styles, each page showing only its folio in the bottom-centre box; the
 * sheet's pages are then laid over the book's. `folios[i]` is the folio of page i + 1 ('' for none).
 */
export function folioSheetHtml(css: string, folios: string[], lang: string): string {
  const none = OTHER_MARGIN_BOXES.map((box) => `@${box} { content: none; }`).join(' ');
  const distinct = [...new Set(folios)];
  const pageName = new Map(distinct.map((folio, i) => [folio, `octavo-folio-${i}`]));
  const rules = distinct
    .map(
      (folio) =>
        `@page ${pageName.get(folio)} { ${none} @bottom-center { content: ${folio ? cssString(folio) : 'none'}; } }`,
    )
    .join('\n');
  const pages = folios
    .map((folio) => `<div class="octavo-folio" style="page: ${pageName.get(folio)}"></div>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(lang)}">
<head>
<meta charset="utf-8">
<style>${css.replace(/<\/style/gi, '<\\/style')}
${rules}
div.octavo-folio { display: block; height: 1px; break-before: page; }
</style>
</head>
<body>${pages}</body>
</html>
`;
}

/**
 * Lays the sheet's pages over the book's, from the book's page `firstPage` (0-based) on, skipping pages
 * without a folio. The folio is a pagination artifact of the tagged PDF, outside its structure.
 */
export async function overlayFolios(
  doc: PDFDocument,
  sheet: PDFDocument,
  folios: string[],
  firstPage: number,
): Promise<void> {
  const printed = folios.flatMap((folio, i) => (folio ? [i] : []));
  if (printed.length === 0) return;
  // pdf-lib's own failure here ("Cannot read properties of undefined") tells an author nothing.
  if (sheet.getPageCount() < folios.length) {
    throw new Error(
      `the page numbers printed on ${sheet.getPageCount()} page(s) for the book's ${folios.length}: a rule of the ` +
        "book's theme stylesheet kept their pages from breaking (look for a rule left open, a missing '}')",
    );
  }
  const embedded = await doc.embedPdf(sheet, printed);
  const pages = doc.getPages();
  printed.forEach((index, i) => {
    const page = pages[firstPage + index];
    if (!page) return;
    page.pushOperators(beginMarkedContent('Artifact'));
    page.drawPage(embedded[i]!, { x: 0, y: 0 });
    page.pushOperators(endMarkedContent());
  });
}
