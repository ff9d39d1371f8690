import type { ElementNode } from '../dom/html-dom';
import { declaredImageSize } from '../limits/image-safety';
import type { BookAsset } from './book-model';

/** `diagram@2x.png`: the name Apple's tools, DocC and retina-ready sites give an image drawn at twice the density. */
const DENSITY_SUFFIX = /@([2-4])x\.(?:png|jpe?g|gif|webp)$/i;

/**
 * An image made for a denser screen is shown, as DocC and browsers given `srcset` show it, at its pixels divided by
 * its density: a `@2x` diagram 660 pixels wide is 330 wide, not twice the size its author drew it at. Its width is
 * set (the height follows its proportions); a size the author gave is kept.
 */
export function sizeByPixelDensity(img: ElementNode, asset: BookAsset): void {
  const density = DENSITY_SUFFIX.exec(asset.sourcePath)?.[1];
  if (!density || img.attrs.has('width') || img.attrs.has('height')) return;
  const size = declaredImageSize(asset.data, asset.mediaType);
  if (!size || size.width <= 0) return;
  img.attrs.set('width', String(Math.round(size.width / Number(density))));
}
