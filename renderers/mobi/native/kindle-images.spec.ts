import { bookAsset } from '../../test-support/book-asset';
import { loadSharp } from '../../images/sharp';
import { KINDLE_IMAGE_BYTES, kindleImages, kindleThumbnail } from './kindle-images';

const asset = bookAsset;

/** A photograph-like PNG no compression makes small: pseudo-random pixels, 1,600 × 1,000. */
async function noisyPng(): Promise<Buffer> {
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return loadSharp()(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('kindleImages', () => {
  it('makes an image of more than 127 KB fit an old Kindle’s image record, no side over 1,200 px', async () => {
    const png = await noisyPng();
    expect(png.length).toBeGreaterThan(KINDLE_IMAGE_BYTES);
    const images = await kindleImages([asset('assets/photo.png', 'image/png', png)]);
    const fitted = images.bytes.get(images.keyOf('assets/photo.png')!)!;
    expect(fitted.length).toBeLessThanOrEqual(KINDLE_IMAGE_BYTES);
    const { width = 0, height = 0 } = await loadSharp()(fitted).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
  }, 30_000);

  it('draws an SVG as a PNG, keeps a small PNG as it is, and has no key for an image it cannot hold', async () => {
    const small = await loadSharp()({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>',
    );
    const images = await kindleImages([
      asset('assets/a.png', 'image/png', small),
      asset('assets/b.svg', 'image/svg+xml', svg),
      asset('assets/c.tiff', 'image/tiff', Buffer.from('II*')),
    ]);
    expect(images.bytes.get(images.keyOf('assets/a.png')!)).toEqual(small);
    const drawn = images.bytes.get(images.keyOf('assets/b.svg')!)!;
    expect(await loadSharp()(drawn).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(images.keyOf('assets/c.tiff')).toBeUndefined();
  });

  it('makes a cover’s thumbnail a JPEG of at most 180 × 240 px, its proportions kept', async () => {
    const cover = await loadSharp()({
      create: { width: 600, height: 900, channels: 4, background: '#4a101080' },
    })
      .png()
      .toBuffer();
    const thumbnail = (await kindleThumbnail(cover))!;
    expect(await loadSharp()(thumbnail).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
      height: 240,
    });
  });
});
