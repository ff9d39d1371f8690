import {
  PDFArray,
  PDFCatalog,
  PDFDocument,
  PDFHeader,
  PDFHexString,
  PDFName,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { readObjectTable, writeObjectTable } from './pdf-object-table';

const SAVE = { useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false } as const;

/** A document with every kind of object a finished part holds, loaded from its bytes as the render loads a print. */
async function printedLike(): Promise<PDFDocument> {
  const made = await PDFDocument.create();
  const font = await made.embedFont('Helvetica');
  for (const text of ['one', 'two'])
    made.addPage([300, 400]).drawText(text, { x: 20, y: 300, font, size: 12 });
  const { context } = made;
  const element = context.register(
    context.obj({
      S: 'P',
      Alt: PDFString.of('a \\(parenthesised\\) alternative'),
      ActualText: PDFHexString.fromText('Grüße, 世界'),
      Pg: made.getPages()[1]!.ref,
      K: [0, 1.25, -3, true, false, null],
      A: { O: 'Layout', Placement: 'Block', 'Name#20Space': 'a#2Fb' },
    }),
  );
  made.catalog.set(PDFName.of('Kept'), context.obj([element, [element, []], {}]));
  made.setTitle('Parts and Wholes');
  const doc = await PDFDocument.load(await made.save({ useObjectStreams: false }), { updateMetadata: false });
  doc.context.header = PDFHeader.forVersion(1, 4);
  return doc;
}

describe('a document written as a table of its objects', () => {
  it('loads back as the document pdf-lib parses from its saved bytes: saved again, the same bytes', async () => {
    const doc = await printedLike();
    doc.context.largestObjectNumber += 7;
    const loaded = await readObjectTable(writeObjectTable(doc));
    expect(Buffer.from(await loaded.save(SAVE)).equals(Buffer.from(await doc.save(SAVE)))).toBe(true);
    expect(loaded.context.largestObjectNumber).toBe(doc.context.largestObjectNumber);
    expect(loaded.context.header.toString()).toContain('%PDF-1.4');
    expect(loaded.getTitle()).toBe('Parts and Wholes');
  });

  it("makes the catalog, page tree, pages and streams pdf-lib's parser makes", async () => {
    const loaded = await readObjectTable(writeObjectTable(await printedLike()));
    expect(loaded.catalog).toBeInstanceOf(PDFCatalog);
    expect(loaded.catalog.Pages()).toBeInstanceOf(PDFPageTree);
    expect(loaded.getPages().map((page) => page.node)).toEqual([
      expect.any(PDFPageLeaf),
      expect.any(PDFPageLeaf),
    ]);
    const contents = loaded.getPages()[0]!.node.Contents();
    const stream = contents instanceof PDFArray ? loaded.context.lookup(contents.get(0)) : contents;
    expect(stream).toBeInstanceOf(PDFRawStream);
    const kept = loaded.catalog.lookup(PDFName.of('Kept'), PDFArray);
    const element = loaded.context.lookup(kept.get(0)) as unknown as { lookup(name: PDFName): unknown };
    expect(element.lookup(PDFName.of('ActualText'))).toEqual(PDFHexString.fromText('Grüße, 世界'));
  });

  it('refuses bytes that are not a whole table', async () => {
    const bytes = writeObjectTable(await printedLike());
    await expect(readObjectTable(bytes.subarray(0, bytes.length - 100))).rejects.toThrow(
      'a stream runs past the end of the object table',
    );
    await expect(readObjectTable(bytes.subarray(0, 40))).rejects.toThrow();
  });
});
