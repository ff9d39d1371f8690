/**
 * The mark an AsciiDoc image's print width travels on to the PDF (see renderers/pdf/print-widths.ts): the HTML
 * edition and the EPUB ignore it, as Asciidoctor's HTML ignores the attributes it comes from.
 */
export const PRINT_WIDTH_MARK = 'data-octavo-print-width';

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const PDF_WIDTH = new RegExp(`^${NUMBER}\\s*(%|iw|vw|in|cm|mm|pt|pc|px)?$`, 'i');
const SCALED_WIDTH = new RegExp(`^${NUMBER}\\s*(%|in|cm|mm|pt|pc|px)?$`, 'i');
const SCALE = new RegExp(`^${NUMBER}\\s*%?$`);

/**
 * An image's width in the PDF as Asciidoctor PDF reads it, first of: `pdfwidth` (a length, a percentage of the
 * text's width, `iw` a percentage of the image's own width, `vw` of the page's; points when no unit), `scale` (a
 * percentage of the image's own width), `scaledwidth` (a length or, without a unit, a percentage of the text's
 * width). Undefined when none is written as a length. Books made with Asciidoctor PDF size their figures so
 * (Continuous Enterprise Development in Java's `scale="40"`); Octavo's PDF printed them at their natural width.
 */
export function asciidocPrintWidth(attributes: {
  pdfwidth?: unknown;
  scale?: unknown;
  scaledwidth?: unknown;
}): string | undefined {
  const written = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const pdfwidth = PDF_WIDTH.exec(written(attributes.pdfwidth));
  if (pdfwidth) return `${Number(pdfwidth[1])}${(pdfwidth[2] ?? 'pt').toLowerCase()}`;
  const scale = SCALE.exec(written(attributes.scale));
  if (scale) return `${Number(scale[1])}iw`;
  const scaled = SCALED_WIDTH.exec(written(attributes.scaledwidth));
  if (scaled) return `${Number(scaled[1])}${(scaled[2] ?? '%').toLowerCase()}`;
  return undefined;
}
