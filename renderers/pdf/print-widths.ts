import { DomNode, walkElements } from '../dom/html-dom';
import { PRINT_WIDTH_MARK } from '../sources/asciidoc-print-width';
import { TrimSize } from './trim-size';

/**
 * Sets each image marked with a print width (AsciiDoc's `pdfwidth`, `scale`, `scaledwidth`: see
 * asciidoc-print-width.ts) at that width, its height following; `vw` is a share of the page's width. The theme's
 * `max-width: 100%` still keeps it within the text.
 */
export function applyPrintWidths(nodes: DomNode[], trim: TrimSize): void {
  walkElements(nodes, (img) => {
    if (img.name !== 'img') return;
    const written = img.attrs.get(PRINT_WIDTH_MARK);
    if (written === undefined) return;
    img.attrs.delete(PRINT_WIDTH_MARK);
    const pageShare = /^([\d.]+)vw$/.exec(written);
    const width = pageShare ? `${Math.round(Number(pageShare[1]) * trim.widthPt) / 100}pt` : written;
    const style = (img.attrs.get('style') ?? '').trim().replace(/;?$/, '');
    img.attrs.set('style', `${style ? `${style}; ` : ''}width: ${width}; height: auto`);
  });
}
