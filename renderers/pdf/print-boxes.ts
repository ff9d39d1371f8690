import { PDFArray, PDFDocument, PDFName, PDFPage } from 'pdf-lib';

/** The usual bleed (0.125in) and crop marks: 0.25in long, starting just outside the bleed. */
export const BLEED_PT = 9;
const MARK_GAP_PT = 3;
const MARK_LENGTH_PT = 18;
/** How far the page grows on each side when it carries crop marks. */
export const SLUG_PT = BLEED_PT + MARK_GAP_PT + MARK_LENGTH_PT;

/**
 * The boxes a printer reads (`version: "print"`): TrimBox is the page as cut, BleedBox how far ink may
 * go. Without crop marks the page is the trim and nothing bleeds, so all three boxes are the page.
 * With them, the page grows by SLUG_PT on every side (its content stays where it was), BleedBox is
 * 0.125in outside the trim, and a mark at each corner shows where to cut, marked as an artifact so the
 * tagged PDF's reading order ignores it.
 */
export function setPrintBoxes(doc: PDFDocument, cropMarks: boolean): void {
  for (const page of doc.getPages()) {
    const { x, y, width, height } = page.getMediaBox();
    page.setTrimBox(x, y, width, height);
    if (!cropMarks) {
      page.setBleedBox(x, y, width, height);
      continue;
    }
    page.setBleedBox(x - BLEED_PT, y - BLEED_PT, width + 2 * BLEED_PT, height + 2 * BLEED_PT);
    page.setMediaBox(x - SLUG_PT, y - SLUG_PT, width + 2 * SLUG_PT, height + 2 * SLUG_PT);
    page.node.delete(PDFName.of('CropBox'));
    addCropMarks(doc, page, x, y, width, height);
  }
}

function addCropMarks(doc: PDFDocument, page: PDFPage, x: number, y: number, w: number, h: number): void {
  const near = BLEED_PT + MARK_GAP_PT;
  const far = SLUG_PT;
  const lines: string[] = [];
  for (const cornerX of [x, x + w]) {
    for (const cornerY of [y, y + h]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      lines.push(`${cornerX + outX * near} ${cornerY} m ${cornerX + outX * far} ${cornerY} l S`);
      lines.push(`${cornerX} ${cornerY + outY * near} m ${cornerX} ${cornerY + outY * far} l S`);
    }
  }
  // The page's own content is wrapped in q … Q so that whatever state it leaves does not move the marks.
  const save = doc.context.register(doc.context.stream('q\n'));
  const content = `\nQ q /Artifact BMC 0.25 w 0 G ${lines.join(' ')} EMC Q\n`;
  const stream = doc.context.register(doc.context.stream(content));
  const contents = page.node.get(PDFName.of('Contents'));
  const list = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  page.node.set(PDFName.of('Contents'), doc.context.obj([save, ...list, stream]));
}
