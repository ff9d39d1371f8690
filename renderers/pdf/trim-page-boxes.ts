import { PDFDocument, PDFName } from 'pdf-lib';
import type { TrimSize } from './trim-size';

/** Chromium's page sizes are off the CSS size by less than this (measured: 0.42 pt for 9.1875in, 0.32 pt for A4). */
const CHROMIUM_ROUNDING_PT = 1;

const thousandths = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Chromium sizes a printed page in its own device units, not the `@page` size it laid the page out at: a
 * 7in × 9.1875in page comes out 504 × 661.92 pt, A4 594.96 × 841.92, 7.44in × 9.69in 535.92 × 697.92. Its
 * drawing starts at the page's top-left corner at the CSS size, so the difference is an empty strip along the
 * bottom or right edge. A printer checks the page against the trim it was ordered at, and a drawn cover page
 * is the exact trim, so every page Chromium printed is cut back (or out) to the trim from its top-left corner.
 * Pages further off than Chromium's rounding are not Chromium's trim and are left as they are. Returns how many
 * pages were changed.
 */
export function cutPagesToTrim(doc: PDFDocument, trim: TrimSize): number {
  const width = thousandths(trim.widthPt);
  const height = thousandths(trim.heightPt);
  let changed = 0;
  for (const page of doc.getPages()) {
    const box = page.getMediaBox();
    const offWidth = Math.abs(box.width - width);
    const offHeight = Math.abs(box.height - height);
    if (offWidth > CHROMIUM_ROUNDING_PT || offHeight > CHROMIUM_ROUNDING_PT) continue;
    if (offWidth < 0.0005 && offHeight < 0.0005) continue;
    const top = box.y + box.height;
    page.setMediaBox(box.x, thousandths(top - height), width, height);
    page.node.delete(PDFName.of('CropBox'));
    changed++;
  }
  return changed;
}
