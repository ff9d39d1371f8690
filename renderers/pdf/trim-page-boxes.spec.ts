import { PDFDocument } from 'pdf-lib';
import { cutPagesToTrim } from './trim-page-boxes';
import { parseTrimSize } from './trim-size';

const trimOf = (text: string) => parseTrimSize(text)!;

describe('cutPagesToTrim', () => {
  it.each([
    // [trim, Chromium's page as measured, the box kept]
    ['7in x 9.1875in', [504, 661.92], { x: 0, y: 0.42, width: 504, height: 661.5 }],
    ['A4', [594.96, 841.92], { x: 0, y: 0.03, width: 595.276, height: 841.89 }],
    ['7.44in x 9.69in', [535.92, 697.92], { x: 0, y: 0.24, width: 535.68, height: 697.68 }],
    ['6.625in x 10.25in', [476.88, 738], { x: 0, y: 0, width: 477, height: 738 }],
  ] as const)(
    'cuts a %s page Chromium made %j to the trim from its top-left corner',
    async (trim, [w, h], kept) => {
      const pdf = await PDFDocument.create();
      pdf.addPage([w, h]);
      expect(cutPagesToTrim(pdf, trimOf(trim))).toBe(1);
      expect(pdf.getPage(0).getMediaBox()).toEqual(kept);
      expect(pdf.getPage(0).getCropBox()).toEqual(kept);
    },
  );

  it('leaves a page already at the trim and a page of another size alone', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([504, 661.5]);
    pdf.addPage([612, 792]);
    expect(cutPagesToTrim(pdf, trimOf('7in x 9.1875in'))).toBe(0);
    expect(pdf.getPage(0).getMediaBox()).toEqual({ x: 0, y: 0, width: 504, height: 661.5 });
    expect(pdf.getPage(1).getMediaBox()).toEqual({ x: 0, y: 0, width: 612, height: 792 });
  });

  it('keeps a page whose box does not start at the origin measured from its own top', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([504, 661.92]);
    page.setMediaBox(10, 20, 504, 661.92);
    cutPagesToTrim(pdf, trimOf('7in x 9.1875in'));
    expect(page.getMediaBox()).toEqual({ x: 10, y: 20.42, width: 504, height: 661.5 });
  });
});
