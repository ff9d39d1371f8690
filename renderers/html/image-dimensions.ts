import { ElementNode, walkElements } from '../dom/html-dom';
import { BookAsset } from '../model/book-model';
import { declaredImageSize, ImageSize } from '../limits/image-safety';

/**
 * Gives every book image on a page its `width` and `height` (from the file's header), so the browser
 * reserves its box before the file arrives and the text does not jump: the stylesheet still scales it
 * down to the column (`max-width: 100%; height: auto`). A size the author set is kept; a missing
 * other side follows the image's proportions.
 */
export function sizeImages(
  root: ElementNode,
  assetsByHref: Map<string, BookAsset>,
  /** Collects the percentage widths authors gave (`width="50%"`): see percentWidthCss. */
  percentWidths: Set<string> = new Set(),
): void {
  const sizes = new Map<BookAsset, ImageSize | null>();
  walkElements([root], (el) => {
    if (el.name !== 'img') return;
    const asset = assetsByHref.get(el.attrs.get('src') ?? '');
    if (!asset) return;
    let size = sizes.get(asset);
    if (size === undefined) {
      size = imageSize(asset);
      sizes.set(asset, size);
    }
    if (!size || size.width <= 0 || size.height <= 0) return;
    const width = pixels(el.attrs.get('width'));
    const height = pixels(el.attrs.get('height'));
    if (!el.attrs.has('height') && percentWidthToClass(el, percentWidths)) {
      // `width="50%"` gives no proportions: the file's size goes in the attributes.
      el.attrs.set('width', String(Math.round(size.width)));
      el.attrs.set('height', String(Math.round(size.height)));
      return;
    }
    if (el.attrs.has('width') && width === undefined) return; // "auto", "10em": the author's, left alone
    if (el.attrs.has('height') && height === undefined) return;
    if (width !== undefined && height !== undefined) return;
    if (width !== undefined) {
      el.attrs.set('height', String(Math.round((width * size.height) / size.width)));
    } else if (height !== undefined) {
      el.attrs.set('width', String(Math.round((height * size.width) / size.height)));
    } else {
      el.attrs.set('width', String(Math.round(size.width)));
      el.attrs.set('height', String(Math.round(size.height)));
    }
  });
}

/**
 * An image's percentage width (`width="50%"`) given as a class too, collected for percentWidthCss: style attributes
 * are not allowed on a published site, and a percentage is no valid width attribute in HTML5 or XHTML (the EPUB
 * drops it). Whether the image had one.
 */
export function percentWidthToClass(el: ElementNode, percentWidths: Set<string>): boolean {
  const percent = /^\s*(\d{1,3}(?:\.\d{1,2})?)%\s*$/.exec(el.attrs.get('width') ?? '')?.[1];
  if (percent === undefined) return false;
  percentWidths.add(percent);
  const classes = el.attrs.get('class');
  const widthClass = percentClass(percent);
  el.attrs.set('class', classes ? `${classes} ${widthClass}` : widthClass);
  return true;
}

function percentClass(percent: string): string {
  return `width-${percent.replace('.', '_')}pct`;
}

/** The rules for the percentage widths sizeImages moved into classes. */
export function percentWidthCss(percentWidths: Set<string>): string {
  return [...percentWidths]
    .sort()
    .map((percent) => `img.${percentClass(percent)} { width: ${percent}%; }`)
    .join('\n');
}

function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

export function imageSize(asset: BookAsset): ImageSize | null {
  if (asset.mediaType === 'image/svg+xml') return svgSize(asset.data.toString('utf8', 0, 8192));
  return declaredImageSize(asset.data, asset.mediaType);
}

const UNIT_PX: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

/** An SVG's size from its root element: width/height in absolute units, else its viewBox. */
export function svgSize(head: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(tag)?.[2];
  const length = (value: string | undefined) => {
    const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
    return match ? Number(match[1]) * UNIT_PX[(match[2] ?? '').toLowerCase()] : undefined;
  };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize =
    box && box.length === 4 && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : undefined;
  const width = length(attr('width'));
  const height = length(attr('height'));
  if (width && height) return { width, height };
  if (boxSize && width) return { width, height: (width * boxSize.height) / boxSize.width };
  if (boxSize && height) return { width: (height * boxSize.width) / boxSize.height, height };
  return boxSize ?? null;
}
