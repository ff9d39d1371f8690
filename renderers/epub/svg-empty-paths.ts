/** A `<path>` start tag (or empty element) without a `d` attribute. */
const PATH_WITHOUT_DATA = /<path\b(?![^>]*\sd\s*=)([^>]*)>/g;

/**
 * An SVG whose `<path>` elements all have a `d`: Matplotlib writes the space glyph of its embedded font as
 * `<path id="DejaVuSans-20" transform="…"/>`, which SVG 1.1 requires `d` of, so epubcheck rejects every plot it saves
 * (RSC-005, "element path missing required attribute d"; Dive into Deep Learning's figures). An empty `d` draws
 * nothing, as the path without one did, and keeps the id its text's `<use>` elements point at.
 */
export function withPathData(data: Buffer): Buffer {
  const text = data.toString('utf8');
  if (!text.includes('<path')) return data;
  let changed = false;
  const fixed = text.replace(PATH_WITHOUT_DATA, (_, rest: string) => {
    changed = true;
    return `<path d=""${rest}>`;
  });
  return changed ? Buffer.from(fixed, 'utf8') : data;
}
