import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFPage,
  PDFStream,
} from 'pdf-lib';
import { labelsFor } from '../model/labels';
import { NativeDigits, nativeDigits, writeDigits } from '../typography/native-digits';
import { OutlineEntry, writeOutline } from './outline';
import { dropSoftHyphenText } from './soft-hyphen-text';
import { destinations, Destination } from './page-numbers';
import { PageBlock, pageNumbers } from './page-plan';
import { PdfMetadata, writeXmpMetadata } from './xmp-metadata';
import { contentStreamBytes, DeferredFlateStream } from './native-deflate';

export type PdfInfo = PdfMetadata;

/** What the printed book is made of: its blocks' page styles and where each starts. */
export interface PageLayout {
  blocks: PageBlock[];
  destinations: Map<string, Destination>;
}

/** The layout of a loaded PDF: where each block starts, read from its named destinations. */
export function pageLayout(doc: PDFDocument, blocks: PageBlock[]): PageLayout {
  return { blocks, destinations: destinations(doc) };
}

/**
 * Final touches Chromium cannot make: the Info dictionary's Author (Chromium writes only the title)
 * and language; the outline, written from the model; page labels matching the printed folios (so a
 * viewer's "go to page 12" finds folio 12); and no running head on the page where a block opens.
 * Returns the ids of outline entries that had nowhere to point.
 */
export function finishPdf(
  doc: PDFDocument,
  info: PdfInfo,
  blocks: PageBlock[],
  outline: OutlineEntry[],
  /** The pages were finished already, part by part (finishPages): only the document is left. */
  pagesFinished = false,
): string[] {
  // Read afresh: pages put in front (the cover) moved everything after them.
  const layout = pageLayout(doc, blocks);
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  if (info.authors.length > 0) doc.setAuthor(info.authors.join(', '));
  doc.setLanguage(info.lang);
  doc.setCreator('Octavo');
  writeXmpMetadata(doc, info);
  const missing = writeOutline(doc, outline, layout.destinations);
  writePageLabels(doc, layout, labelsFor(info.lang).cover, nativeDigits(info.lang));
  if (!pagesFinished) finishPages(doc, layout.blocks, layout.destinations);
  return missing;
}

/**
 * What every page needs, which a part of the book printed on its own can have done before the parts are
 * merged: soft hyphens out of the text layer, and no running head on the page where a block opens.
 * `destinations` are the document's own; `foreign` ids are other parts' (their destinations here are
 * stand-ins).
 */
export function finishPages(
  doc: PDFDocument,
  blocks: PageBlock[],
  destinations: Map<string, Destination>,
  foreign: ReadonlySet<string> = new Set(),
): void {
  dropSoftHyphenText(doc);
  const pageList = doc.getPages();
  for (const block of blocks) {
    if (foreign.has(block.id)) continue;
    const first = destinations.get(block.id)?.page;
    // Chromium's `@page :first` means the document's first page only, so a block's opening page
    // cannot be told apart in CSS; the head Chromium drew there is taken out of its content instead.
    if (block.head && first !== undefined) removeRunningHead(doc, pageList[first - 1]);
  }
}

/** The first page (1-based) of each block, in block order; undefined where a block has no destination. */
export function blockFirstPages(layout: PageLayout): (number | undefined)[] {
  return layout.blocks.map((block) => layout.destinations.get(block.id)?.page);
}

/**
 * A book printed in its own digits (Persian ۱۲, Arabic ١٢) labels its body pages so: PDF's label styles have only
 * 0–9, so each such page's label is written out whole (a prefix without a style), one entry per page.
 */
function writePageLabels(
  doc: PDFDocument,
  layout: PageLayout,
  coverLabel: string,
  digits: NativeDigits | undefined,
): void {
  const numbers = pageNumbers(layout.blocks, blockFirstPages(layout), doc.getPageCount());
  const nums: PDFObject[] = [];
  numbers.forEach((page, index) => {
    const previous = numbers[index - 1];
    const writtenOut = digits !== undefined && page.numbering === 'body';
    if (!writtenOut && previous && previous.numbering === page.numbering && previous.value + 1 === page.value)
      return;
    if (previous?.numbering === 'none' && page.numbering === 'none') return;
    const label =
      page.numbering === 'none'
        ? doc.context.obj({ P: PDFHexString.fromText(index === 0 ? coverLabel : '') })
        : writtenOut
          ? doc.context.obj({ P: PDFHexString.fromText(writeDigits(String(page.value), digits)) })
          : doc.context.obj({ S: page.numbering === 'front' ? 'r' : 'D', St: page.value });
    nums.push(PDFNumber.of(index), label);
  });
  if (nums.length === 0) return;
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }));
}

function contentStreams(doc: PDFDocument, page: PDFPage): PDFStream[] {
  const contents = page.node.Contents();
  if (!contents) return [];
  const list =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return list.filter((s): s is PDFStream => s instanceof PDFStream);
}

function decoded(stream: PDFStream): string {
  return Buffer.from(contentStreamBytes(stream)).toString('latin1');
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
  const stream = DeferredFlateStream.of(doc.context, Buffer.from(edited, 'latin1'));
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
}
