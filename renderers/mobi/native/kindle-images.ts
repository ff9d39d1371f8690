import { createHash } from 'node:crypto';
import { RenderCacheUse } from '../../cache/render-cache';
import { rendererVersion } from '../../cache/renderer-version';
import { loadSharp } from '../../epub/downsample-images';
import { BookAsset } from '../../model/book-model';

/** The image types a MOBI 6 record holds as they are (Kindle Publishing Guidelines, Mobi 7 images). */
const KINDLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** Types drawn to PNG first: old Kindles show no SVG or WebP. */
const DRAWN_TYPES = new Set(['image/svg+xml', 'image/webp']);

/** The book's images as the MOBI holds them, each named by the digest of its bytes (parts name images so). */
export interface KindleImages {
  /** The key of the image `href` shows, undefined when the MOBI cannot hold it. */
  keyOf(href: string): string | undefined;
  bytes: Map<string, Buffer>;
}

/**
 * Every asset a Kindle can show: JPEG, PNG and GIF as they are, SVG and WebP drawn as PNG (kept in the render cache
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
    if (!data) continue;
    const key = createHash('sha256').update(data).digest('hex');
    keys.set(asset.href, key);
    bytes.set(key, data);
  }
  return { keyOf: (href) => keys.get(href), bytes };
}

async function drawnAsPng(data: Buffer, use?: RenderCacheUse): Promise<Buffer | undefined> {
  const key = createHash('sha256')
    .update(`octavo mobi png\0${rendererVersion()}\0`)
    .update(data)
    .digest('hex');
  const found = use ? await use.cache.get(key) : null;
  if (found && 'value' in found) return found.value;
  try {
    // 2 × the SVG's own size, so that its lines stay sharp on a Kindle's 300 ppi screen.
    const png = await loadSharp()(data, { density: 144, failOn: 'none' }).png().toBuffer();
    if (use) await use.cache.put(key, png);
    return png;
  } catch {
    return undefined;
  }
}
