import { PDFContext, PDFCrossRefStream, PDFDict, PDFName, PDFRef } from 'pdf-lib';
import { usePdfLibFastPaths } from './pdf-lib-fast-paths';

describe('usePdfLibFastPaths', () => {
  // Instances pdf-lib made before the fast paths were installed: the fast paths must hand out these very ones.
  const refBefore = PDFRef.of(4242);
  const nameBefore = PDFName.of('OctavoBefore');
  beforeAll(() => usePdfLibFastPaths());

  it('interns references as pdf-lib does: one instance per number and generation', () => {
    expect(PDFRef.of(4242)).toBe(refBefore);
    expect(PDFRef.of(7)).toBe(PDFRef.of(7, 0));
    expect(PDFRef.of(7, 1)).toBe(PDFRef.of(7, 1));
    expect(PDFRef.of(7, 1)).not.toBe(PDFRef.of(7));
    expect(PDFRef.of(7, 1).toString()).toBe('7 1 R');
  });

  it('interns names as pdf-lib does, escapes decoded', () => {
    expect(PDFName.of('OctavoBefore')).toBe(nameBefore);
    expect(PDFName.of('A#20B')).toBe(PDFName.of('A B'));
    expect(PDFName.of('A B').asString()).toBe('/A#20B');
  });

  it('writes a dictionary byte for byte as pdf-lib does, entries in order', () => {
    const context = PDFContext.create();
    const dict = context.obj({ Type: 'Page', Count: 3, Kids: [PDFRef.of(12)], Title: 'x y' }) as PDFDict;
    const bytes = new Uint8Array(dict.sizeInBytes());
    expect(dict.copyBytesInto(bytes, 0)).toBe(bytes.length);
    expect(Buffer.from(bytes).toString('latin1')).toBe(
      '<<\n/Type /Page\n/Count 3\n/Kids [ 12 0 R ]\n/Title /x#20y\n>>',
    );
  });
});

describe("the cross-reference stream's fast path", () => {
  // pdf-lib's own writing, taken before the fast paths are installed.
  const prototype = PDFCrossRefStream.prototype as unknown as {
    getUnencodedContents(): Uint8Array;
    updateDict(): void;
  };
  const pdfLibContents = prototype.getUnencodedContents;
  const pdfLibUpdateDict = prototype.updateDict;
  beforeAll(() => usePdfLibFastPaths());

  const stream = (offsets: number[]): PDFCrossRefStream => {
    const context = PDFContext.create();
    const xref = PDFCrossRefStream.create(context.obj({ Size: 9 }) as PDFDict);
    offsets.forEach((offset, at) => xref.addUncompressedEntry(PDFRef.of(at + 1), offset));
    xref.addCompressedEntry(PDFRef.of(40), PDFRef.of(3), 0);
    xref.addCompressedEntry(PDFRef.of(41), PDFRef.of(3), 299);
    xref.addUncompressedEntry(PDFRef.of(2, 7), 70_000);
    return xref;
  };
  const written = (xref: PDFCrossRefStream, contents: () => Uint8Array, update: () => void) => {
    update.call(xref);
    return { contents: Buffer.from(contents.call(xref)), dict: xref.dict.toString() };
  };

  it.each([
    ['offsets of one to three bytes', [15, 255, 256, 65_535, 70_000]],
    ['an offset of four bytes', [15, 16_777_216]],
    ['an offset past 32 bits, left to pdf-lib', [15, 2 ** 33]],
  ])('writes the bytes and dictionary pdf-lib writes: %s', (_, offsets) => {
    const fast = stream(offsets);
    const own = stream(offsets);
    expect(written(fast, fast.getUnencodedContents.bind(fast), fast.updateDict.bind(fast))).toEqual(
      written(own, pdfLibContents, pdfLibUpdateDict),
    );
    // Entries 0 to n, 40 and 41, then 2 again (pdf-lib counts it in the subsection it follows).
    expect(fast.dict.toString()).toContain(`/Index [ 0 ${offsets.length + 1} 40 3 ]`);
  });
});
