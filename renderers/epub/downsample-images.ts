import { loadSharp } from '../images/sharp';
import { createHash } from 'node:crypto';
import { RenderCacheUse } from '../cache/render-cache';
import { rendererVersion } from '../cache/renderer-version';
import { isAnimatedImage } from './animated-images';

/**
 * The largest picture an e-book needs when the book asks `downsample_images` (Atlas's EPUB and MOBI setting):
 * no side longer than a tablet's screen (2,048 px) and no more pixels than Apple Books accepts in one image
 * (4 million). Photographs straight from a camera or a print scan (6,000 px, 30 MB) otherwise go into the EPUB as
 * they are.
 */
export const EBOOK_IMAGE_BOUND = { longestSide: 2048, pixels: 4_000_000 } as const;

/**
 * A PNG is a photograph when JPEG holds it in at most this share of its best lossless size. Measured on two real
 * books: photographs saved as PNG (one book's 602 images, 366 MB) came to 0.07-0.25 of it, screenshots of
 * programs 0.31-0.47 and line drawings 0.49-0.65; JPEG would blur the text and lines of the latter.
 */
const PHOTOGRAPH_SHARE = 0.25;

const JPEG = { quality: 85 } as const;
const LOSSLESS_PNG = { compressionLevel: 9, adaptiveFiltering: true } as const;
const TRIAL_PNG = { compressionLevel: 6, adaptiveFiltering: true } as const;

export interface PixelSize {
  width: number;
  height: number;
}

/** The size an image of `size` pixels is made to fit `bound`, proportions kept; null when it fits already. */
export function downsampledSize(
  size: PixelSize,
  bound: { longestSide: number; pixels: number } = EBOOK_IMAGE_BOUND,
): PixelSize | null {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return null;
  const scale = Math.min(
    1,
    bound.longestSide / Math.max(width, height),
    Math.sqrt(bound.pixels / (width * height)),
  );
  if (scale >= 1) return null;
  // Rounded down: the result stays inside both limits.
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** An image as the e-book ships it instead of the repository's file. */
export interface EbookImage {
  data: Buffer;
  /** `image/jpeg` for a photograph saved as PNG: the file is then renamed. */
  mediaType: string;
}

/** What `downsampleImages` did to one image, for the tests and benchmarks. */
export interface DownsampledImage {
  sourcePath: string;
  /** The repository file's type. */
  fromType: string;
  from: PixelSize;
  to: PixelSize;
  mediaType: string;
  bytesBefore: number;
  bytesAfter: number;
}

/** The images an EPUB downsamples: JPEG and PNG photographs and scans; GIF, SVG and moving PNGs stay as they are. */
const DOWNSAMPLED_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Raster types outside EPUB 3.2's core media types, which sharp reads: every e-book ships them as PNG or JPEG (a
 * moving one as GIF). A Thai hospital manual's 206 WebP screenshots were left out of its EPUB, and Calibre's MOBI
 * made from that EPUB, as `[alt]` text.
 */
export const CONVERTED_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/webp', 'WebP'],
  ['image/avif', 'AVIF'],
]);

/** Images decoded at a time: each may hold tens of megabytes of pixels, and the machine has two cores. */
const AT_A_TIME = 2;

/**
 * The images of a book as an e-book ships them. With `scale` (a book that asks `downsample_images`): those larger
 * than `EBOOK_IMAGE_BOUND` scaled down (Lanczos) and a photograph saved as PNG encoded as JPEG (quality 85), turned
 * as their EXIF orientation says (the tag goes with the rest of the metadata) and in sRGB (a CMYK print scan shows
 * its colours on a screen). A JPEG that fits is never encoded again, nor is a PNG that fits and is no photograph;
 * an image with transparency stays PNG. Whatever `scale` says, a WebP or AVIF image (`CONVERTED_TYPES`) is encoded
 * as PNG, or as JPEG when it is an opaque photograph, at its own size. The same bytes and library versions give the
 * same output, and the cache keeps each decision and result under the hash of both, so a rebuild decodes nothing
 * again.
 */
export async function downsampleImages<T extends { sourcePath: string; mediaType: string; data: Buffer }>(
  images: readonly T[],
  use: RenderCacheUse | undefined,
  signal?: AbortSignal,
  { scale = true }: { scale?: boolean } = {},
): Promise<{ shipped: Map<T, EbookImage>; made: DownsampledImage[] }> {
  const shipped = new Map<T, EbookImage>();
  const made: DownsampledImage[] = [];
  const candidates = images.filter(
    (image) =>
      CONVERTED_TYPES.has(image.mediaType) ||
      (scale && DOWNSAMPLED_TYPES.has(image.mediaType) && !isAnimatedImage(image.data, image.mediaType)),
  );
  let next = 0;
  const lane = async () => {
    while (next < candidates.length) {
      signal?.throwIfAborted();
      const image = candidates[next++]!;
      const result = await cached(image, scale, use);
      if (!result) continue;
      shipped.set(image, { data: result.data, mediaType: result.mediaType });
      made.push({
        sourcePath: image.sourcePath,
        fromType: image.mediaType,
        from: result.from,
        to: result.to,
        mediaType: result.mediaType,
        bytesBefore: image.data.length,
        bytesAfter: result.data.length,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_A_TIME, candidates.length) }, lane));
  made.sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0));
  return { shipped, made };
}

interface Result extends EbookImage {
  from: PixelSize;
  to: PixelSize;
}

/** The decision byte of a cache entry for each type made. */
const ENTRY_KINDS: Readonly<Record<string, string>> = {
  'image/jpeg': 'J',
  'image/png': 'P',
  'image/gif': 'G',
};

/**
 * A cache entry: one byte for the decision (K: keep the file, J: a JPEG, P: a PNG, G: a GIF), the two sizes as four
 * 32-bit numbers, then the bytes made. A kept file is remembered too, so a rebuild does not try the encodings again.
 */
function encodeEntry(result: Result | null): Buffer {
  if (!result) return Buffer.from('K');
  const head = Buffer.alloc(17);
  head.write(ENTRY_KINDS[result.mediaType]!, 0, 'latin1');
  [result.from.width, result.from.height, result.to.width, result.to.height].forEach((n, i) =>
    head.writeUInt32BE(n, 1 + i * 4),
  );
  return Buffer.concat([head, result.data]);
}

function decodeEntry(entry: Buffer): Result | null | undefined {
  const kind = entry.toString('latin1', 0, 1);
  if (kind === 'K' && entry.length === 1) return null;
  const mediaType = Object.keys(ENTRY_KINDS).find((type) => ENTRY_KINDS[type] === kind);
  if (!mediaType || entry.length <= 17) return undefined;
  const n = (i: number) => entry.readUInt32BE(1 + i * 4);
  return {
    mediaType,
    from: { width: n(0), height: n(1) },
    to: { width: n(2), height: n(3) },
    data: entry.subarray(17),
  };
}

async function cached(
  image: { mediaType: string; data: Buffer },
  scale: boolean,
  use: RenderCacheUse | undefined,
): Promise<Result | null> {
  const sharp = loadSharp();
  const key = use ? cacheKey(image, scale, sharp.versions) : undefined;
  if (use && key) {
    const found = await use.cache.get(key);
    const entry = found && !('damaged' in found) ? decodeEntry(found.value) : undefined;
    if (entry !== undefined) {
      use.stats.imageHits = (use.stats.imageHits ?? 0) + 1;
      return entry;
    }
    if (found) use.stats.corrupt++;
    else use.stats.imageMisses = (use.stats.imageMisses ?? 0) + 1;
  }
  const result = await downsampleOne(image, scale);
  if (use && key) await use.cache.put(key, encodeEntry(result));
  return result;
}

async function downsampleOne(
  image: { mediaType: string; data: Buffer },
  scale: boolean,
): Promise<Result | null> {
  const sharp = loadSharp();
  // A WebP or AVIF image is always encoded again: an e-book cannot ship it as it is.
  const converted = CONVERTED_TYPES.has(image.mediaType);
  let from: PixelSize;
  let to: PixelSize | null;
  let decoded: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    const metadata = await sharp(image.data, { failOn: 'none' }).metadata();
    from = metadata.autoOrient ?? { width: metadata.width ?? 0, height: metadata.height ?? 0 };
    to = scale ? downsampledSize(from) : null;
    if (!to && image.mediaType === 'image/jpeg') return null;
    if (converted && (metadata.pages ?? 1) > 1) return await movingAsGif(image.data, from, to);
    // Decoded once: each encoding below starts from these pixels.
    const upright = sharp(image.data, { failOn: 'none' }).autoOrient();
    decoded = await (to ? upright.resize({ ...to, fit: 'fill', kernel: 'lanczos3' }) : upright)
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Not an image sharp can read: it goes into the book as it is, and the image checks say what is wrong.
    return null;
  }
  const size = to ?? from;
  const pixels = () => sharp(decoded.data, { raw: decoded.info });
  if (converted) return convertedOne(pixels, decoded, lossy(image), from, size);
  if (image.mediaType === 'image/jpeg')
    return { data: await pixels().jpeg(JPEG).toBuffer(), mediaType: 'image/jpeg', from, to: size };
  const keptPng = async () =>
    to ? { data: await pixels().png(LOSSLESS_PNG).toBuffer(), mediaType: 'image/png', from, to: size } : null;
  if (!opaque(decoded.data, decoded.info.channels)) return keptPng();
  const jpeg = await pixels().removeAlpha().jpeg(JPEG).toBuffer();
  // No photograph if JPEG is not far smaller than the file itself; otherwise against a compressed copy too (zlib
  // level 6 sizes these within 1% of level 9 at a quarter of the time), since the file may have been saved
  // without compression.
  if (jpeg.length > image.data.length * PHOTOGRAPH_SHARE) return keptPng();
  const compressed = await pixels().png(TRIAL_PNG).toBuffer();
  const reference = to ? compressed.length : Math.min(compressed.length, image.data.length);
  if (jpeg.length <= reference * PHOTOGRAPH_SHARE)
    return { data: jpeg, mediaType: 'image/jpeg', from, to: size };
  return keptPng();
}

/**
 * A WebP or AVIF image as PNG or JPEG. With transparency it is a PNG. Saved lossy, it is a JPEG unless PNG holds it
 * in fewer bytes (a flat drawing): the Thai manual's 206 lossy WebP screenshots (3.4 MB) came to 24 MB as PNG and
 * 8.4 MB as JPEG, whose text looks as the WebP's does. Saved losslessly, it stays lossless unless it is a
 * photograph. The PNG is zlib level 6's (within 1% of level 9's size at a quarter of the time).
 */
async function convertedOne(
  pixels: () => import('sharp').Sharp,
  decoded: { data: Buffer; info: { channels: number } },
  lossySource: boolean,
  from: PixelSize,
  to: PixelSize,
): Promise<Result> {
  const png = await pixels().png(TRIAL_PNG).toBuffer();
  const asPng = { data: png, mediaType: 'image/png', from, to };
  if (!opaque(decoded.data, decoded.info.channels)) return asPng;
  const jpeg = await pixels().removeAlpha().jpeg(JPEG).toBuffer();
  const asJpeg = { data: jpeg, mediaType: 'image/jpeg', from, to };
  if (lossySource) return jpeg.length < png.length ? asJpeg : asPng;
  return jpeg.length <= png.length * PHOTOGRAPH_SHARE ? asJpeg : asPng;
}

/**
 * Whether an image was saved with lossy compression: an AVIF (AV1 is lossless only when asked, which no tool does
 * by default), or a WebP whose bitstream chunk, after any metadata chunks, is not a lossless one (`VP8L`).
 */
function lossy(image: { mediaType: string; data: Buffer }): boolean {
  if (image.mediaType !== 'image/webp') return true;
  const { data } = image;
  for (let at = 12; at + 8 <= data.length;) {
    const chunk = data.toString('latin1', at, at + 4);
    if (chunk === 'VP8L') return false;
    if (chunk === 'VP8 ') return true;
    at += 8 + data.readUInt32LE(at + 4) + (data.readUInt32LE(at + 4) % 2);
  }
  return true;
}

/** A moving WebP or AVIF as a GIF, every frame kept (scaled to `to` when given): the one moving type e-books show. */
async function movingAsGif(data: Buffer, from: PixelSize, to: PixelSize | null): Promise<Result> {
  const frames = loadSharp()(data, { animated: true, failOn: 'none' });
  const gif = await (to ? frames.resize({ ...to, fit: 'fill', kernel: 'lanczos3' }) : frames)
    .gif()
    .toBuffer();
  return { data: gif, mediaType: 'image/gif', from, to: to ?? from };
}

/** Whether every pixel is fully opaque (one or three channels have no alpha; the last of two or four is alpha). */
function opaque(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return true;
  for (let at = channels - 1; at < data.length; at += channels) if (data[at] !== 255) return false;
  return true;
}

function cacheKey(image: { mediaType: string; data: Buffer }, scale: boolean, versions: object): string {
  return createHash('sha256')
    .update(`octavo ebook image\0${rendererVersion()}\0${JSON.stringify(versions)}\0`)
    .update(`${scale ? JSON.stringify(EBOOK_IMAGE_BOUND) : 'unscaled'}\0${image.mediaType}\0`)
    .update(image.data)
    .digest('hex');
}

/**
 * The build log's line for what downsampling and conversion did, or undefined when they changed nothing:
 * "downsample_images: 19 images scaled down to fit 2,048 px and 4 million pixels, 266 photographs saved as PNG shipped
 * as JPEG; these images 341.2 MB → 33.0 MB", or "206 WebP images shipped as PNG, the types every e-book reader
 * shows; these images 8.1 MB → 30.2 MB".
 */
export function describeDownsampling(made: readonly DownsampledImage[]): string | undefined {
  if (made.length === 0) return undefined;
  const scaled = made.filter((m) => m.to.width !== m.from.width || m.to.height !== m.from.height).length;
  const converted = made.filter((m) => m.mediaType === 'image/jpeg' && m.fromType === 'image/png').length;
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const asked = [
    ...(scaled
      ? [
          `${count(scaled, 'image', 'images')} scaled down to fit ${EBOOK_IMAGE_BOUND.longestSide.toLocaleString('en-US')} px ` +
            `and ${EBOOK_IMAGE_BOUND.pixels / 1_000_000} million pixels`,
        ]
      : []),
    ...(converted ? [`${count(converted, 'photograph', 'photographs')} saved as PNG shipped as JPEG`] : []),
  ];
  const retyped = [...CONVERTED_TYPES].flatMap(([type, name]) => {
    const of = made.filter((m) => m.fromType === type);
    if (of.length === 0) return [];
    const byType = ['PNG', 'JPEG', 'GIF']
      .map((as) => ({ as, n: of.filter((m) => m.mediaType === `image/${as.toLowerCase()}`).length }))
      .filter(({ n }) => n > 0);
    const as =
      byType.length === 1
        ? byType[0]!.as
        : `${byType.map(({ as }) => as).join(' or ')} (${byType.map(({ as, n }) => `${n.toLocaleString('en-US')} ${as}`).join(', ')})`;
    return [`${count(of.length, `${name} image`, `${name} images`)} shipped as ${as}`];
  });
  const parts = [...asked, ...retyped];
  if (parts.length === 0) return undefined;
  const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const before = made.reduce((sum, m) => sum + m.bytesBefore, 0);
  const after = made.reduce((sum, m) => sum + m.bytesAfter, 0);
  const why = retyped.length > 0 ? ', the types every e-book reader shows' : '';
  return `${asked.length > 0 ? 'downsample_images: ' : ''}${parts.join(', ')}${why}; these images ${megabytes(before)} → ${megabytes(after)}`;
}
