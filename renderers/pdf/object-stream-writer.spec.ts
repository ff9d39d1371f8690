import { PDFDocument, PDFStreamWriter, StandardFonts } from 'pdf-lib';
import { useNativeDeflate } from './native-deflate';
import { ObjectStreamWriter } from './object-stream-writer';

describe('ObjectStreamWriter', () => {
  beforeAll(() => useNativeDeflate());

  it("writes the bytes pdf-lib's PDFStreamWriter writes, its object streams compressed off the main thread", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let page = 0; page < 40; page++) {
      doc.addPage([300, 400]).drawText(`Page ${page + 1}`, { x: 40, y: 300, size: 18, font });
    }
    await doc.flush();
    for (const perStream of [7, 50, 200]) {
      const theirs = await PDFStreamWriter.forContext(doc.context, 100, true, perStream).serializeToBuffer();
      const ours = await new ObjectStreamWriter(doc.context, 100, perStream).serializeToBuffer();
      expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
    }
  });
});
