import { imageSignatureOf } from './image-signature';

describe('the image type a file’s bytes declare', () => {
  it('reads PNG, JPEG, GIF and WebP signatures', () => {
    expect(imageSignatureOf(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))?.mediaType).toBe(
      'image/png',
    );
    expect(imageSignatureOf(Buffer.from('ffd8ffe000104a464946', 'hex'))).toEqual({
      mediaType: 'image/jpeg',
      name: 'JPEG',
      extension: '.jpg',
    });
    expect(imageSignatureOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))?.mediaType).toBe('image/gif');
    expect(imageSignatureOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))?.mediaType).toBe(
      'image/webp',
    );
  });

  it('says nothing of SVG, text or a truncated file', () => {
    expect(imageSignatureOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSignatureOf(Buffer.from('ff', 'hex'))).toBeNull();
  });
});
