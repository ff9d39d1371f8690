import { PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import { RenderCache, emptyCacheStats } from '../cache/render-cache';
import { keepPrintPages, pageLabels, printPagesOfPdf, printPagesOfPdfCached } from './print-edition-pages';

/** A PDF with the page labels and named destinations a printed book has. */
async function book(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 9; i++) doc.addPage([504, 661.5]);
  const ctx = doc.context;
  doc.catalog.set(
    PDFName.of('PageLabels'),
    ctx.obj({
      Nums: [
        PDFNumber.of(0),
        ctx.obj({ P: PDFHexString.fromText('') }),
        PDFNumber.of(1),
        ctx.obj({ S: 'r', St: 1 }),
        PDFNumber.of(4),
        ctx.obj({ S: 'D', St: 1 }),
        PDFNumber.of(7),
        ctx.obj({ S: 'A', P: PDFString.of('App-') }),
      ],
    }),
  );
  const pages = doc.getPages();
  const dest = (page: number) => ctx.obj([pages[page].ref, PDFName.of('XYZ'), 0, 600, 0]);
  doc.catalog.set(
    PDFName.of('Dests'),
    ctx.obj({
      cover: dest(0),
      preface: dest(2),
      ch01: dest(4),
      'gr%C3%B6%C3%9Fe': dest(5),
      app01: dest(8),
    }),
  );
  return doc.save();
}

describe('the print edition pages read back from a PDF', () => {
  it('labels every page the way a reader sees it: roman front matter, arabic body, prefixed letters', async () => {
    const doc = await PDFDocument.load(await book());
    expect(pageLabels(doc)).toEqual(['', 'i', 'ii', 'iii', '1', '2', '3', 'App-A', 'App-B']);
  });

  it("gives each named destination its page's label, and nothing for a page without one", async () => {
    const pages = await printPagesOfPdf(await book(), 'urn:isbn:9781492000013');
    expect(Object.fromEntries(pages.pages)).toEqual({
      preface: 'ii',
      ch01: '1',
      größe: '2',
      app01: 'App-B',
    });
    expect(pages.source).toBe('urn:isbn:9781492000013');
  });

  it('numbers pages 1, 2, 3… when the PDF has no labels', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage();
    expect(pageLabels(doc)).toEqual(['1', '2', '3']);
  });
});

describe('the print edition pages through the render cache', () => {
  const memoryCache = () => {
    const entries = new Map<string, Buffer>();
    const cache: RenderCache = {
      get: async (key) => (entries.has(key) ? { value: entries.get(key)! } : null),
      put: async (key, value) => void entries.set(key, value),
      trim: async () => undefined,
    };
    return { entries, use: { cache, stats: emptyCacheStats() } };
  };

  it('reads a PDF the cache knows nothing of, and keeps its pages for the next time', async () => {
    const { entries, use } = memoryCache();
    const pdf = await book();
    const first = await printPagesOfPdfCached(pdf, use);
    expect([...first.pages]).toEqual([...(await printPagesOfPdf(pdf)).pages]);
    expect(entries.size).toBe(1);
    const [key] = entries.keys();
    entries.set(key!, Buffer.from(JSON.stringify([['ch01', 'kept']])));
    expect(Object.fromEntries((await printPagesOfPdfCached(pdf, use)).pages)).toEqual({ ch01: 'kept' });
  });

  it("takes the pages the PDF's render kept for its bytes, and reads the PDF when the entry is damaged", async () => {
    const { entries, use } = memoryCache();
    const pdf = await book();
    await keepPrintPages(use, pdf, new Map([['ch01', '1']]));
    expect(Object.fromEntries((await printPagesOfPdfCached(pdf, use)).pages)).toEqual({ ch01: '1' });
    for (const key of entries.keys()) entries.set(key, Buffer.from('not json'));
    expect((await printPagesOfPdfCached(pdf, use)).pages.size).toBe(4);
  });
});
