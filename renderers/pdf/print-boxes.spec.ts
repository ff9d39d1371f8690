import { PDFDocument } from 'pdf-lib';
import { setPrintBoxes, SLUG_PT } from './print-boxes';

describe('setPrintBoxes', () => {
  it('makes TrimBox and BleedBox the page when there are no crop marks', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([504, 661.5]);
    setPrintBoxes(doc, false);
    const page = doc.getPage(0);
    expect(page.getTrimBox()).toEqual({ x: 0, y: 0, width: 504, height: 661.5 });
    expect(page.getBleedBox()).toEqual({ x: 0, y: 0, width: 504, height: 661.5 });
    expect(page.getMediaBox()).toEqual({ x: 0, y: 0, width: 504, height: 661.5 });
  });

  it('grows the page around the trim for crop marks and a 0.125in bleed', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([504, 661.5]);
    setPrintBoxes(doc, true);
    const page = doc.getPage(0);
    expect(page.getTrimBox()).toEqual({ x: 0, y: 0, width: 504, height: 661.5 });
    expect(page.getBleedBox()).toEqual({ x: -9, y: -9, width: 522, height: 679.5 });
    expect(page.getMediaBox()).toEqual({
      x: -SLUG_PT,
      y: -SLUG_PT,
      width: 504 + 2 * SLUG_PT,
      height: 661.5 + 2 * SLUG_PT,
    });
  });
});
