import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-repository-file-links');

/** The address of every web link in the PDF. */
async function linkAddresses(file: string): Promise<string[]> {
  const doc = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  return doc.getPages().flatMap((page) =>
    (page.node.Annots()?.asArray() ?? []).flatMap((ref) => {
      const action = (doc.context.lookup(ref) as PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookup(PDFName.of('URI'));
      return uri instanceof PDFString ? [uri.asString()] : [];
    }),
  );
}

describe('PDF: links to repository files that are no page of the book', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/sheds', 'octavo-pdf-file-links-');

  it('are kept as text with a warning at their lines, not links to an address that opens nothing', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings.filter((w) => w.includes('kept as text'))).toEqual([
      expect.stringMatching(/^README\.md:5: link to HOUSE_RULES\.md kept as text in the PDF/),
      expect.stringMatching(/^sheds\/ch01\.md:5: link to notes\/slabs\.txt kept as text in the PDF/),
      expect.stringMatching(
        /^sheds\/ch01\.md:10: link to notes\/slabs\.txt#drainage kept as text in the PDF/,
      ),
    ]);
    const addresses = await linkAddresses(outFile);
    expect(addresses.filter((address) => !/^https:\/\/(?!book\.octavo\.invalid)/.test(address))).toEqual([]);
  }, 120_000);
});
