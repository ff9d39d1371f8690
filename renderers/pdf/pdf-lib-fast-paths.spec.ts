import { PDFContext, PDFDict, PDFName, PDFRef } from 'pdf-lib';
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
