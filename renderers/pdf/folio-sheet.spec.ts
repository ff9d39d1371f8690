import { PDFDocument } from 'pdf-lib';
import { overlayFolios } from './folio-sheet';

async function pages(count: number): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([200, 300]);
  return doc;
}

describe('overlayFolios', () => {
  it('lays a sheet page over each page of the book that has a folio', async () => {
    const book = await pages(3);
    await overlayFolios(book, await pages(3), ['', '1', '2'], 0);
    const drawn = book.getPages().map((page) => page.node.Contents() !== undefined);
    expect(drawn).toEqual([false, true, true]);
  });

  it('says what went wrong when the sheet has fewer pages than the book has folios', async () => {
    await expect(overlayFolios(await pages(3), await pages(1), ['i', '1', '2'], 0)).rejects.toThrow(
      "the page numbers printed on 1 page(s) for the book's 3: a rule of the book's theme stylesheet kept their " +
        "pages from breaking (look for a rule left open, a missing '}')",
    );
  });
});
