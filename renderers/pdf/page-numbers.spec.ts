import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { destinationId, printedPlaces } from './page-numbers';

describe('destinationId', () => {
  it('undoes the PDF name escapes and the URL fragment encoding Chromium applies', () => {
    // Names as Chromium 156 writes them for these ids.
    expect(destinationId('/gr#25C3#25B6#25C3#259Fe')).toBe('größe');
    expect(destinationId('/#25D0#259A#25D0#25BE#25D0#25BC')).toBe('Ком');
    expect(destinationId('/100#2525-done')).toBe('100%-done');
    expect(destinationId('/a#2520b')).toBe('a b');
    expect(destinationId('/x#2523y')).toBe('x#y');
    expect(destinationId('/plain-id')).toBe('plain-id');
  });

  it('keeps a name that is not valid percent-encoding as it is', () => {
    expect(destinationId('/50#25-off')).toBe('50%-off');
  });
});

describe('printedPlaces', () => {
  it("reads each destination's page and its top in CSS pixels from a print's bytes", async () => {
    const doc = await PDFDocument.create();
    const pages = [doc.addPage([612, 792]), doc.addPage([612, 792])];
    const dests = doc.context.obj({});
    const at = (page: number, top: number) =>
      doc.context.obj([pages[page]!.ref, PDFName.of('XYZ'), 0, PDFNumber.of(top), 0]);
    dests.set(PDFName.of('intro'), at(0, 792));
    dests.set(PDFName.of('later'), at(1, 492));
    doc.catalog.set(PDFName.of('Dests'), dests);
    const placed = await printedPlaces(await doc.save());
    expect([...placed.ids].sort()).toEqual(['intro', 'later']);
    expect(placed.printedAt('intro')).toEqual({ page: 1, top: 0 });
    expect(placed.printedAt('later')).toEqual({ page: 2, top: 400 });
    expect(placed.printedAt('nowhere')).toBeUndefined();
  });
});
