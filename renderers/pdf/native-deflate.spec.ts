import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { useNativeDeflate } from './native-deflate';

type Deflate = (data: Uint8Array, options?: unknown) => Uint8Array;

describe('useNativeDeflate', () => {
  const pako = createRequire(require.resolve('pdf-lib'))('pako') as {
    deflate: Deflate;
    inflate: (data: Uint8Array) => Uint8Array;
  };
  const javascript = pako.deflate;
  beforeAll(() => useNativeDeflate());

  it('replaces the pako deflate pdf-lib calls, once', () => {
    const installed = pako.deflate;
    expect(installed).not.toBe(javascript);
    useNativeDeflate();
    expect(pako.deflate).toBe(installed);
  });

  it.each([0, 1, 1000, 300_000])('gives zlib data that pako and zlib both read back (%i bytes)', (size) => {
    const text = Buffer.from('BT /F1 12 Tf (word) Tj ET\n'.repeat(Math.ceil(size / 26)), 'latin1').subarray(
      0,
      size,
    );
    const deflated = pako.deflate(text);
    expect(deflated).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pako.inflate(deflated))).toEqual(text);
    expect(inflateSync(deflated)).toEqual(text);
  });

  it('keeps pako for a call with options (raw deflate here)', () => {
    const bytes = randomBytes(5000);
    expect(Buffer.from(pako.deflate(bytes, { raw: true }))).toEqual(
      Buffer.from(javascript(bytes, { raw: true })),
    );
  });

  it("is what pdf-lib's flateStream writes, and the same input gives the same bytes", async () => {
    const contents = Buffer.from('0 0 1 rg 10 10 100 100 re f\n'.repeat(500), 'latin1');
    const make = async () => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      const stream = doc.context.flateStream(contents);
      expect(stream).toBeInstanceOf(PDFRawStream);
      expect(inflateSync((stream as PDFRawStream).contents)).toEqual(contents);
      return Buffer.from((stream as PDFRawStream).contents);
    };
    expect(await make()).toEqual(await make());
  });
});
