import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DiskRenderCache } from '../cache/disk-render-cache';
import { photograph, screenshot } from '../test-support/synthetic-pictures';
import { emptyCacheStats } from '../cache/render-cache';
import {
  describeDownsampling,
  downsampledSize,
  downsampleImages,
  EBOOK_IMAGE_BOUND,
} from './downsample-images';

const raw = (data: Buffer, width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(data, { raw: { width, height, channels } });
const jpeg = (width: number, height: number, orientation?: number) => {
  const made = raw(photograph(width, height), width, height);
  return (orientation ? made.withMetadata({ orientation }) : made).jpeg({ quality: 95 }).toBuffer();
};
const pngPhotograph = (width: number, height: number, channels: 3 | 4 = 3) =>
  raw(photograph(width, height, channels), width, height, channels)
    .png()
    .toBuffer();
const pngScreenshot = (width: number, height: number) =>
  raw(screenshot(width, height), width, height).png().toBuffer();

const image = (sourcePath: string, mediaType: string, data: Buffer) => ({ sourcePath, mediaType, data });

describe('downsampledSize: the size an image is made to fit an e-reader', () => {
  it.each([
    [
      'a camera photograph, by its longest side',
      { width: 6000, height: 4000 },
      { width: 2048, height: 1365 },
    ],
    ['a tall scan', { width: 2480, height: 3508 }, { width: 1447, height: 2048 }],
    [
      'a square at the side limit, by its pixels',
      { width: 2048, height: 2048 },
      { width: 2000, height: 2000 },
    ],
    ['a long strip', { width: 30000, height: 100 }, { width: 2048, height: 6 }],
    ['a one-pixel-wide rule keeps a pixel', { width: 1, height: 9000 }, { width: 1, height: 2048 }],
  ])('%s', (_, from, to) => {
    const size = downsampledSize(from);
    expect(size).toEqual(to);
    expect(Math.max(size!.width, size!.height)).toBeLessThanOrEqual(EBOOK_IMAGE_BOUND.longestSide);
    expect(size!.width * size!.height).toBeLessThanOrEqual(EBOOK_IMAGE_BOUND.pixels);
  });

  it.each([
    ['a screenshot', { width: 1600, height: 1000 }],
    ['exactly at the side limit, under the pixel limit', { width: 2048, height: 1024 }],
    ['a size the header could not give', { width: 0, height: 0 }],
  ])('%s fits already', (_, size) => {
    expect(downsampledSize(size)).toBeNull();
  });
});

describe('downsampleImages: the images an e-book ships', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-downsample-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const sizeOf = async (data: Buffer) => {
    const meta = await sharp(data).metadata();
    return [meta.format, meta.width, meta.height, meta.hasAlpha];
  };

  it('scales a large JPEG down as JPEG and leaves a JPEG that fits, a GIF and an unreadable file as they are', async () => {
    const photo = image('photo.jpg', 'image/jpeg', await jpeg(2400, 600));
    const small = image('small.jpg', 'image/jpeg', await jpeg(800, 500));
    const gif = image('wide.gif', 'image/gif', await raw(screenshot(2400, 40), 2400, 40).gif().toBuffer());
    const broken = image('broken.jpg', 'image/jpeg', Buffer.from('not a jpeg at all'));
    const { shipped, made } = await downsampleImages([photo, small, gif, broken], undefined);
    expect([...shipped.keys()]).toEqual([photo]);
    expect(await sizeOf(shipped.get(photo)!.data)).toEqual(['jpeg', 2048, 512, false]);
    expect(shipped.get(photo)!.data.length).toBeLessThan(photo.data.length);
    expect(made.map((m) => [m.sourcePath, m.from, m.to, m.mediaType])).toEqual([
      ['photo.jpg', { width: 2400, height: 600 }, { width: 2048, height: 512 }, 'image/jpeg'],
    ]);
  });

  it('ships a photograph saved as PNG as JPEG, scaled down or not; a screenshot stays PNG, scaled only when large', async () => {
    const bigPhoto = image('big-photo.png', 'image/png', await pngPhotograph(2200, 500));
    const photo = image('photo.png', 'image/png', await pngPhotograph(800, 500));
    const bigShot = image('big-shot.png', 'image/png', await pngScreenshot(2200, 400));
    const shot = image('shot.png', 'image/png', await pngScreenshot(800, 500));
    const { shipped } = await downsampleImages([bigPhoto, photo, bigShot, shot], undefined);
    expect(await sizeOf(shipped.get(bigPhoto)!.data)).toEqual(['jpeg', 2048, 465, false]);
    expect(shipped.get(bigPhoto)!.mediaType).toBe('image/jpeg');
    expect(await sizeOf(shipped.get(photo)!.data)).toEqual(['jpeg', 800, 500, false]);
    expect(shipped.get(photo)!.data.length).toBeLessThan(photo.data.length / 4);
    expect(await sizeOf(shipped.get(bigShot)!.data)).toEqual(['png', 2048, 372, false]);
    expect(shipped.get(bigShot)!.mediaType).toBe('image/png');
    expect(shipped.has(shot)).toBe(false);
  });

  it('keeps a photograph with transparency as PNG: JPEG has no transparent pixels', async () => {
    const cutOut = image('cut-out.png', 'image/png', await pngPhotograph(2200, 500, 4));
    const { shipped } = await downsampleImages([cutOut], undefined);
    expect(shipped.get(cutOut)!.mediaType).toBe('image/png');
    expect(await sizeOf(shipped.get(cutOut)!.data)).toEqual(['png', 2048, 465, true]);
  });

  it('turns a photograph as its EXIF orientation says, since the tag goes with the rest of the metadata', async () => {
    // Stored 2400 x 600, shown turned a quarter (orientation 6): 600 x 2400 upright.
    const turned = image('portrait.jpg', 'image/jpeg', await jpeg(2400, 600, 6));
    const { shipped } = await downsampleImages([turned], undefined);
    const out = await sharp(shipped.get(turned)!.data).metadata();
    expect([out.width, out.height, out.orientation]).toEqual([512, 2048, undefined]);
  });

  it('gives the same bytes every time, and from the cache the same bytes and decisions without decoding again', async () => {
    const photo = image('photo.png', 'image/png', await pngPhotograph(2200, 500));
    const shot = image('shot.png', 'image/png', await pngScreenshot(600, 400));
    const first = await downsampleImages([photo, shot], undefined);
    const again = await downsampleImages([photo, shot], undefined);
    expect(again.shipped.get(photo)!.data.equals(first.shipped.get(photo)!.data)).toBe(true);

    const cache = new DiskRenderCache(join(dir, 'cache'), 64 * 1024 * 1024);
    const cold = { cache, stats: emptyCacheStats() };
    const fromCold = await downsampleImages([photo, shot], cold);
    expect(fromCold.shipped.get(photo)!.data.equals(first.shipped.get(photo)!.data)).toBe(true);
    expect([cold.stats.imageMisses, cold.stats.imageHits ?? 0]).toEqual([2, 0]);
    const warm = { cache, stats: emptyCacheStats() };
    const fromWarm = await downsampleImages([photo, shot], warm);
    expect([warm.stats.imageMisses ?? 0, warm.stats.imageHits]).toEqual([0, 2]);
    expect(fromWarm.shipped.get(photo)).toEqual(first.shipped.get(photo));
    expect(fromWarm.made).toEqual(first.made);
    expect(fromWarm.shipped.has(shot)).toBe(false);
  });

  it('ships a WebP saved losslessly as PNG, one saved lossy as JPEG (PNG when smaller), at its own size', async () => {
    const webp = (sourcePath: string, data: Promise<Buffer>) =>
      data.then((bytes) => image(sourcePath, 'image/webp', bytes));
    const shot = raw(screenshot(2400, 300), 2400, 300);
    const lossless = await webp('lossless.webp', shot.clone().webp({ lossless: true }).toBuffer());
    const lossy = await webp('lossy.webp', shot.clone().webp({ quality: 80 }).toBuffer());
    // A diagram of a few flat boxes: PNG holds it in fewer bytes than JPEG.
    const boxes =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#fff"/>' +
      '<rect x="20" y="20" width="200" height="100" fill="#36c"/><rect x="300" y="150" width="200" height="100" fill="#c63"/></svg>';
    const flat = await webp('flat.webp', sharp(Buffer.from(boxes)).webp({ quality: 100 }).toBuffer());
    const png = image('shot.png', 'image/png', await pngScreenshot(2400, 300));
    const { shipped, made } = await downsampleImages([lossless, lossy, flat, png], undefined, undefined, {
      scale: false,
    });
    expect(shipped.has(png)).toBe(false);
    expect(await sizeOf(shipped.get(lossless)!.data)).toEqual(['png', 2400, 300, false]);
    expect(await sizeOf(shipped.get(lossy)!.data)).toEqual(['jpeg', 2400, 300, false]);
    expect(await sizeOf(shipped.get(flat)!.data)).toEqual(['png', 600, 300, false]);
    expect(describeDownsampling(made)).toMatch(
      /^3 WebP images shipped as PNG or JPEG \(2 PNG, 1 JPEG\), the types every e-book reader shows; these images /,
    );
  });

  it('ships a moving WebP as a GIF of all its frames', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const moving = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .webp({ delay: [100, 100] })
      .toBuffer();
    const clip = image('clip.webp', 'image/webp', moving);
    const { shipped } = await downsampleImages([clip], undefined, undefined, { scale: false });
    expect(shipped.get(clip)!.mediaType).toBe('image/gif');
    const gif = await sharp(shipped.get(clip)!.data).metadata();
    expect([gif.format, gif.pages, gif.width, gif.height, gif.delay]).toEqual(['gif', 2, 40, 30, [100, 100]]);
  });

  it('stops when the render is cancelled', async () => {
    const photo = image('photo.jpg', 'image/jpeg', await jpeg(100, 100));
    const controller = new AbortController();
    controller.abort();
    await expect(downsampleImages([photo], undefined, controller.signal)).rejects.toThrow();
  });
});

describe('describeDownsampling: the build log line', () => {
  const made = (
    sourcePath: string,
    from: number,
    to: number,
    mediaType: string,
    before: number,
    after: number,
  ) => ({
    sourcePath,
    fromType: `image/${{ png: 'png', jpg: 'jpeg', webp: 'webp', avif: 'avif' }[sourcePath.split('.').pop()!]}`,
    from: { width: from, height: from / 2 },
    to: { width: to, height: to / 2 },
    mediaType,
    bytesBefore: before,
    bytesAfter: after,
  });

  it('counts images scaled down and photographs shipped as JPEG, and their bytes before and after', () => {
    expect(
      describeDownsampling([
        made('a.jpg', 4000, 2048, 'image/jpeg', 6_000_000, 900_000),
        made('b.png', 1200, 1200, 'image/jpeg', 3_000_000, 300_000),
        made('c.png', 3000, 2048, 'image/jpeg', 5_000_000, 500_000),
        made('d.png', 2400, 2048, 'image/png', 1_000_000, 800_000),
      ]),
    ).toBe(
      'downsample_images: 3 images scaled down to fit 2,048 px and 4 million pixels, 2 photographs saved as PNG ' +
        'shipped as JPEG; these images 15.0 MB → 2.5 MB',
    );
    expect(describeDownsampling([made('b.png', 1200, 1200, 'image/jpeg', 3_000_000, 300_000)])).toBe(
      'downsample_images: 1 photograph saved as PNG shipped as JPEG; these images 3.0 MB → 0.3 MB',
    );
  });

  it('says nothing when nothing was changed', () => {
    expect(describeDownsampling([])).toBeUndefined();
  });
});
