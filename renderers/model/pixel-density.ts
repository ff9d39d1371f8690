import type { ElementNode } from '../dom/html-dom';
import { declaredImageSize } from '../limits/image-safety';
import type { BookAsset } from './book-model';
import { PRINT_WIDTH_MARK } from '../sources/asciidoc-print-width';
import { recordedResolution } from './recorded-resolution';
import { PICTURE_DPI_MARK } from '../sources/image-size';

/** `diagram@2x.png`: the name Apple's tools, DocC and retina-ready sites give an image drawn at twice the density. */
const DENSITY_SUFFIX = /@([2-4])x\.(?:png|jpe?g|gif|webp)$/i;

/** A CSS pixel is a 96th of an inch: the density at which an image's pixels are its size. */
const CSS_PIXELS_PER_INCH = 96;
/**
 * Recorded resolutions honoured: above the CSS pixel's (72 and 96 dpi are what tools write when nobody chose one,
 * and enlarging a small image blurs it), up to what a printer's image is ever made at (a wild value would shrink
 * the figure to a speck).
 */
const HONOURED_RESOLUTION = { above: 97, upTo: 2400 };

/**
 * An image made for a denser screen is shown, as DocC and browsers given `srcset` show it, at its pixels divided by
 * its density: a `@2x` diagram 660 pixels wide is 330 wide, not twice the size its author drew it at. Likewise an
 * image whose file records a print resolution (a figure saved at 300 dpi, as publishers' illustrators deliver them)
 * is set at the size it records, as print formatters (AH Formatter for Atlas, LaTeX) set it: 900 pixels at 300 dpi
 * are 3 inches, not the column's width; so is a picture its source shows at a resolution of its own (knitr's
 * `include_graphics("shot.png", dpi = 270)`, marked PICTURE_DPI_MARK). Its width is set (the height follows its
 * proportions); a size the author gave is kept.
 */
export function sizeByPixelDensity(img: ElementNode, asset: BookAsset): void {
  const said = Number(img.attrs.get(PICTURE_DPI_MARK));
  img.attrs.delete(PICTURE_DPI_MARK);
  if (img.attrs.has('width') || img.attrs.has('height')) return;
  // The resolution the source shows it at (knitr's `dpi`) before the one its file records.
  const density = honoured(said) ? said / CSS_PIXELS_PER_INCH : densityOf(asset);
  if (density === undefined) return;
  const size = declaredImageSize(asset.data, asset.mediaType);
  if (!size || size.width <= 0) return;
  img.attrs.set('width', String(Math.max(1, Math.round(size.width / density))));
}

function densityOf(asset: BookAsset): number | undefined {
  const named = DENSITY_SUFFIX.exec(asset.sourcePath)?.[1];
  if (named) return Number(named);
  const dpi = recordedResolution(asset.data, asset.mediaType);
  return honoured(dpi) ? dpi / CSS_PIXELS_PER_INCH : undefined;
}

function honoured(dpi: number | undefined): dpi is number {
  return dpi !== undefined && dpi > HONOURED_RESOLUTION.above && dpi <= HONOURED_RESOLUTION.upTo;
}

/**
 * A print width given as a share of the image's own width (`40iw`, from AsciiDoc's `scale="40"` or `pdfwidth=40iw`)
 * made a length: that share of the width the image is shown at (its `width`, else its pixels), in CSS pixels. Dropped
 * when the file's size cannot be read.
 */
export function resolveOwnWidthShare(img: ElementNode, asset: BookAsset): void {
  const written = img.attrs.get(PRINT_WIDTH_MARK);
  const share = written === undefined ? null : /^([\d.]+)iw$/.exec(written);
  if (!share) return;
  const shown = Number(img.attrs.get('width')) || declaredImageSize(asset.data, asset.mediaType)?.width || 0;
  if (shown > 0)
    img.attrs.set(PRINT_WIDTH_MARK, `${Math.max(1, Math.round((shown * Number(share[1])) / 100))}px`);
  else img.attrs.delete(PRINT_WIDTH_MARK);
}
