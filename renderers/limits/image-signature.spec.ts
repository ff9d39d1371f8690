import { imageSignatureOf, rasterHeaderOf, rasterTypeOf } from './image-signature';
import { pngHeader } from '../test-support/image-headers';

const jpegHeader = Buffer.from('ffd8ffe000040000ffc0000b08001e00280101110000ffd9', 'hex');
const gifHeader = Buffer.from('GIF89a\x28\x00\x1e\x00\x00\x00\x00\x3b', 'latin1');
const webpHeader = Buffer.concat([
  Buffer.from('RIFF\x16\x00\x00\x00WEBPVP8L\x0a\x00\x00\x00\x2f', 'latin1'),
  Buffer.from([39, 0x40, 0x07, 0x00, 0, 0, 0, 0, 0]),
]);

describe('the image type a file’s bytes declare', () => {
  it('reads PNG, JPEG, GIF and WebP signatures', () => {
    expect(imageSignatureOf(pngHeader(40, 30))?.mediaType).toBe('image/png');
    expect(imageSignatureOf(jpegHeader)).toEqual({
      mediaType: 'image/jpeg',
      name: 'JPEG',
      extension: '.jpg',
    });
    expect(imageSignatureOf(gifHeader)?.mediaType).toBe('image/gif');
    expect(imageSignatureOf(webpHeader)?.mediaType).toBe('image/webp');
    for (const header of [pngHeader(40, 30), jpegHeader, gifHeader, webpHeader])
      expect(rasterHeaderOf(header)).toMatchObject({ width: 40, height: 30 });
  });

  it('says nothing of SVG, text or a truncated file', () => {
    expect(imageSignatureOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSignatureOf(Buffer.from('ff', 'hex'))).toBeNull();
    // A header cut short is no image, never a size read on past the end of the bytes (small Buffers share memory).
    expect(rasterHeaderOf(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(rasterHeaderOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeNull();
  });
});

describe('rasterTypeOf', () => {
  it('names each raster type by its media type, JPEG with `.jpg`, and no other type', () => {
    expect(rasterTypeOf('image/jpeg')).toEqual({ mediaType: 'image/jpeg', name: 'JPEG', extension: '.jpg' });
    expect(rasterTypeOf('image/png')?.extension).toBe('.png');
    expect(rasterTypeOf('image/svg+xml')).toBeUndefined();
  });
});
