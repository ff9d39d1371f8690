import { createHash } from 'node:crypto';
import { RenderCacheUse } from '../../cache/render-cache';
import { rendererVersion } from '../../cache/renderer-version';
import { loadSharp } from '../../images/sharp';
import { BookAsset } from '../../model/book-model';

/** The image types a MOBI 6 record holds as they are (Kindle Publishing Guidelines, Mobi 7 images). */
const KINDLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
/**
 * The largest image record old Kindles show (Kindle Publishing Guidelines: Mobi 7 images at most 127 KB); Calibre
 * makes its MOBI 6 images fit it too. The corpus book's diagrams as they are went up to 2.7 MB.
 */
export const KINDLE_IMAGE_BYTES = 127 * 1024;
/** An old Kindle's screen is 600 × 800: a side of more is scaled down before anything is given up to fit. */
const KINDLE_LONGEST_SIDE = 1200;

/** Types drawn to PNG first: old Kindles show no SVG, WebP or AVIF. */
const DRAWN_TYPES = new Set(['image/svg+xml', 'image/webp', 'image/avif']);

/** The book's images as the MOBI holds them, each named by the digest of its bytes (parts name images so). */
export interface KindleImages {
  /** The key of the image `href` shows, undefined when the MOBI cannot hold it. */
  keyOf(href: string): string | undefined;
  bytes: Map<string, Buffer>;
}

/**
 * Every asset a Kindle can show: JPEG, PNG and GIF as they are, SVG, WebP and AVIF drawn as PNG (kept in the render cache
 * under their bytes' digest, so a render after a one-chapter change draws none of them again).
 */
export async function kindleImages(
  assets: readonly BookAsset[],
  cache?: RenderCacheUse,
): Promise<KindleImages> {
  const keys = new Map<string, string>();
  const bytes = new Map<string, Buffer>();
  for (const asset of assets) {
    let data: Buffer | undefined;
    if (KINDLE_TYPES.has(asset.mediaType)) data = asset.data;
    else if (DRAWN_TYPES.has(asset.mediaType)) data = await drawnAsPng(asset.data, cache);
    if (data && data.length > KINDLE_IMAGE_BYTES) data = await fitted(data, cache);
    if (!data) continue;
    const key = createHash('sha256').update(data).digest('hex');
    keys.set(asset.href, key);
    bytes.set(key, data);
  }
  return { keyOf: (href) => keys.get(href), bytes };
}

function drawnAsPng(data: Buffer, use?: RenderCacheUse): Promise<Buffer | undefined> {
  // 2 × the SVG's own size, so that its lines stay sharp on a Kindle's 300 ppi screen.
  return madeOnce('png', data, use, () =>
    loadSharp()(data, { density: 144, failOn: 'none' }).png().toBuffer(),
  );
}

/**
 * An image of more than 127 KB made to fit: scaled to 1,200 px at most, as a PNG of at most 256 colours, or failing
 * that a JPEG (on white), smaller each time until it fits. The original is kept when none fits (newer Kindles show it).
 */
function fitted(data: Buffer, use?: RenderCacheUse): Promise<Buffer | undefined> {
  return madeOnce('fitted', data, use, async () => {
    const sharp = loadSharp();
    const { width = 0, height = 0 } = await sharp(data, { failOn: 'none' }).metadata();
    let side = Math.min(KINDLE_LONGEST_SIDE, Math.max(width, height));
    const scaled = () =>
      sharp(data, { failOn: 'none' }).resize(side, side, { fit: 'inside', withoutEnlargement: true });
    const png = await scaled().png({ palette: true, compressionLevel: 9 }).toBuffer();
    if (png.length <= KINDLE_IMAGE_BYTES) return png;
    for (let i = 0; i < 8; i++) {
      const jpeg = await scaled().flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
      if (jpeg.length <= KINDLE_IMAGE_BYTES) return jpeg;
      side = Math.floor(side * 0.8);
    }
    return data;
  });
}

/** The thumbnail's box: Calibre's MOBI 6 thumbnail of a 600 × 900 cover is 160 × 240. */
const THUMBNAIL = { width: 180, height: 240 };

/**
 * The cover's thumbnail (the record EXTH 202 names, which Kindles show in their library): a JPEG on white, at most
 * 180 × 240 px, made once for the cover's bytes and kept in the render cache.
 */
export function kindleThumbnail(cover: Buffer, use?: RenderCacheUse): Promise<Buffer | undefined> {
  return madeOnce('thumbnail', cover, use, () =>
    loadSharp()(cover, { failOn: 'none' })
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

/** `make`'s image for `data`, from the render cache when it was made before (its bytes' digest and this code). */
async function madeOnce(
  kind: string,
  data: Buffer,
  use: RenderCacheUse | undefined,
  make: () => Promise<Buffer>,
): Promise<Buffer | undefined> {
  const key = createHash('sha256')
    .update(`octavo mobi ${kind}\0${rendererVersion()}\0`)
    .update(data)
    .digest('hex');
  const found = use ? await use.cache.get(key) : null;
  if (found && 'value' in found) return found.value;
  try {
    const made = await make();
    if (use) await use.cache.put(key, made);
    return made;
  } catch {
    return undefined;
  }
}
