import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFPage,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
} from 'pdf-lib';
import { destinationPages } from './page-numbers';

export interface PdfInfo {
  title: string;
  authors: string[];
  lang: string;
}

/**
 * Final touches Chromium cannot make: the Info dictionary's Author (Chromium writes only the title),
 * and no running head on the page where a chapter (or any division with a head) opens. Chromium's
 * `@page :first` means the document's first page only, so a division's opening page cannot be told
 * apart in CSS; the head Chromium drew there is taken out of that page's content stream instead.
 */
export async function finishPdf(pdf: Uint8Array, info: PdfInfo, openerIds: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(info.title);
  if (info.authors.length > 0) doc.setAuthor(info.authors.join(', '));
  doc.setLanguage(info.lang);
  doc.setCreator('Octavo');
  const pages = destinationPages(doc);
  const pageList = doc.getPages();
  const openers = new Set(openerIds.map((id) => pages.get(id)).filter((n): n is number => n !== undefined));
  for (const number of openers) removeRunningHead(doc, pageList[number - 1]);
  return doc.save({ addDefaultPage: false, updateFieldAppearances: false });
}

function contentStreams(doc: PDFDocument, page: PDFPage): PDFStream[] {
  const contents = page.node.Contents();
  if (!contents) return [];
  const list =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return list.filter((s): s is PDFStream => s instanceof PDFStream);
}

function decoded(stream: PDFStream): string {
  const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return Buffer.from(bytes).toString('latin1');
}

/**
 * Skia draws the page-margin boxes first, in one `q … Q` group ahead of the clip that bounds the page
 * area; the text runs in its upper half are the top margin boxes (the running head). Text positions
 * there are in CSS pixels from the top of the page.
 */
export function withoutTopMarginText(content: string, pageHeightPx: number): string | null {
  const clip = content.search(/\n(?:W\*?) n\n/);
  const open = content.search(/(?:^|\n)q\n/);
  if (open === -1 || clip === -1 || open > clip) return null;
  let depth = 0;
  let close = -1;
  const lineRe = /(?:^|\n)([qQ])(?=\n)/g;
  lineRe.lastIndex = open;
  for (let match = lineRe.exec(content); match; match = lineRe.exec(content)) {
    depth += match[1] === 'q' ? 1 : -1;
    if (depth === 0) {
      close = match.index + match[0].length;
      break;
    }
  }
  if (close === -1 || close > clip) return null;
  const group = content.slice(open, close);
  let removed = 0;
  const kept = group.replace(/BT\n[\s\S]*?\nET\n?/g, (block) => {
    const tm = /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) Tm/.exec(block);
    if (!tm || Number(tm[6]) >= pageHeightPx / 2) return block;
    removed++;
    return '';
  });
  return removed > 0 ? content.slice(0, open) + kept + content.slice(close) : null;
}

function removeRunningHead(doc: PDFDocument, page: PDFPage | undefined): void {
  if (!page) return;
  const streams = contentStreams(doc, page);
  if (streams.length === 0) return;
  const content = streams.map(decoded).join('\n');
  const edited = withoutTopMarginText(content, page.getHeight() / 0.75);
  if (edited === null) return;
  const stream = doc.context.flateStream(Buffer.from(edited, 'latin1'));
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
}
