import { withoutForeignSvgMarkup } from './svg-foreign-markup';

/**
 * `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/…/svg11.dtd">`, as Graphviz, Inkscape and
 * Illustrator write it: a declaration naming an outside DTD and holding no declarations of its own.
 */
const EXTERNAL_DOCTYPE =
  /<!DOCTYPE\s+svg\s+(?:PUBLIC\s+(?:"[^"]*"|'[^']*')\s*(?:"[^"]*"|'[^']*')?|SYSTEM\s+(?:"[^"]*"|'[^']*'))\s*>\s*/i;

/**
 * An SVG image as an EPUB may hold it: without the outside DTD, and without a drawing program's own markup
 * (`withoutForeignSvgMarkup`).
 */
export function svgForEpub(data: Buffer): Buffer {
  const withoutDoctype = svgWithoutDoctype(data);
  const text = withoutDoctype.toString('utf8');
  const cleaned = withoutForeignSvgMarkup(text);
  return cleaned === text ? withoutDoctype : Buffer.from(cleaned, 'utf8');
}

/**
 * An SVG image without its DOCTYPE. EPUB 3 forbids a document type naming an outside DTD (epubcheck OPF-073, and
 * an HTM-003 error for each of the DTD's modules): the Rust book's 23 Graphviz diagrams gave 851 errors. An SVG
 * needs no DTD to be drawn, so the declaration is left out; every other byte stays as the author made it.
 */
function svgWithoutDoctype(data: Buffer): Buffer {
  const head = data.toString('utf8', 0, 4096);
  const found = EXTERNAL_DOCTYPE.exec(head);
  if (!found) return data;
  const start = Buffer.byteLength(head.slice(0, found.index), 'utf8');
  const end = start + Buffer.byteLength(found[0], 'utf8');
  return Buffer.concat([data.subarray(0, start), data.subarray(end)]);
}
