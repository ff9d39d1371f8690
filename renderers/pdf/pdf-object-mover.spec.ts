import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFPage,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { detachPages, PDFObjectMover } from './pdf-object-mover';

/** A source with what the parts hold: pages inheriting from their parent, shared objects, streams, a cycle. */
async function sourcePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont('Helvetica');
  for (const text of ['one', 'two', 'three']) {
    const page = doc.addPage([300, 400]);
    page.drawText(text, { x: 20, y: 300, font, size: 12 });
  }
  const pages = doc.getPages();
  // The size is inherited from the page tree, not set on each page.
  doc.catalog.Pages().set(PDFName.of('MediaBox'), doc.context.obj([0, 0, 300, 400]));
  for (const page of pages) page.node.delete(PDFName.of('MediaBox'));
  // A direct dictionary reached twice, and an element that points back at its parent.
  const shared = doc.context.obj({ S: 'Span', Alt: PDFString.of('shared') });
  const parent = doc.context.register(doc.context.obj({ S: 'Document' }));
  const child = doc.context.register(
    doc.context.obj({ S: 'P', P: parent, Pg: pages[1]!.ref, A: shared, B: shared }),
  );
  doc.context.lookup(parent, PDFDict).set(PDFName.of('K'), doc.context.obj([child]));
  doc.catalog.set(PDFName.of('Kept'), doc.context.obj([parent, pages[2]!.ref]));
  return doc.save({ useObjectStreams: false });
}

// Without the clock's dates in the Info dictionary: two merges a second apart must still give the same bytes.
const NO_DATES = { updateMetadata: false };

async function merged(bytes: Uint8Array, how: 'copy' | 'move'): Promise<Uint8Array> {
  const out = await PDFDocument.create(NO_DATES);
  out.addPage([100, 100]);
  const part = await PDFDocument.load(bytes, NO_DATES);
  if (how === 'move') detachPages(part);
  const mover = new PDFObjectMover(part.context, out.context);
  const copier = PDFObjectCopier.for(part.context, out.context);
  const take = <T extends PDFRef | PDFArray>(o: T): T => (how === 'move' ? mover.move(o) : copier.copy(o));
  for (const page of part.getPages()) {
    const ref = take(page.ref);
    out.addPage(PDFPage.of(out.context.lookup(ref) as never, ref, out));
  }
  out.catalog.set(PDFName.of('Kept'), take(part.catalog.lookup(PDFName.of('Kept'), PDFArray)));
  return out.save({ useObjectStreams: false });
}

describe('PDFObjectMover', () => {
  it("makes the bytes pdf-lib's copier makes", async () => {
    const bytes = await sourcePdf();
    const copied = Buffer.from(await merged(bytes, 'copy'));
    const moved = Buffer.from(await merged(bytes, 'move'));
    expect(moved.equals(copied)).toBe(true);
    // And what it made reads back: four pages, the inherited size on each moved page.
    const back = await PDFDocument.load(moved);
    expect(back.getPageCount()).toBe(4);
    expect(back.getPages()[2]!.getSize()).toEqual({ width: 300, height: 400 });
  });

  it('hands out the objects themselves, in the destination, references renumbered', async () => {
    const part = await PDFDocument.load(await sourcePdf());
    const out = await PDFDocument.create();
    out.addPage();
    detachPages(part);
    const mover = new PDFObjectMover(part.context, out.context);
    const kept = part.catalog.lookup(PDFName.of('Kept'), PDFArray);
    const moved = mover.move(kept);
    expect(moved).toBe(kept);
    const parent = out.context.lookup(moved.get(0) as PDFRef, PDFDict);
    const child = out.context.lookup(parent.lookup(PDFName.of('K'), PDFArray).get(0) as PDFRef, PDFDict);
    expect(child.get(PDFName.of('P'))).toBe(moved.get(0));
    expect(child.lookup(PDFName.of('A'), PDFDict).get(PDFName.of('Alt'))).toEqual(PDFString.of('shared'));
    // Looked up through the moved dictionary, a reference finds the destination's object.
    expect(child.lookup(PDFName.of('Pg'))).toBe(out.context.lookup(child.get(PDFName.of('Pg')) as PDFRef));
  });
});
