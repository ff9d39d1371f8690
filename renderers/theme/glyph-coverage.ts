import { BookModel } from '../model/book-model';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { FontFace, uncovered } from './fonts';

/** "U+274F ❏ (LOWER RIGHT DROP-SHADOWED WHITE SQUARE)"-like, without a names table: the code point and the character. */
function describe(point: number): string {
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')} "${String.fromCodePoint(point)}"`;
}

/**
 * A warning for each place (file and line) that first uses characters none of the fonts the book ships has
 * (checked against the fonts' real character sets), naming them all: Chromium would draw them with whatever
 * font the server has, so the book would not look the same everywhere. A line of box-drawing characters (the
 * Rust book's diagrams) is one warning, not fifty.
 */
export function missingGlyphWarnings(model: BookModel, fonts: FontFace[]): BookWarning[] {
  const sources = model.characterSources ?? new Map<number, SourceLocation>();
  const points = new Set(sources.keys());
  for (const char of [model.title, model.subtitle ?? '', ...model.authors].join('')) {
    const point = char.codePointAt(0)!;
    if (point >= 0x80) points.add(point);
  }
  const byPlace = new Map<string, { where: SourceLocation | undefined; points: number[] }>();
  for (const point of uncovered(points, fonts)) {
    const where = sources.get(point);
    const key = where ? `${where.file}:${where.line ?? ''}` : '';
    const place = byPlace.get(key) ?? { where, points: [] };
    place.points.push(point);
    byPlace.set(key, place);
  }
  return [...byPlace.values()].map(({ where, points: missing }) => {
    const described = missing.map(describe);
    const listed =
      described.length <= 8
        ? described.join(', ')
        : `${described.slice(0, 8).join(', ')} and ${described.length - 8} more`;
    return warning(
      'font',
      where,
      `${missing.length === 1 ? 'character' : `${missing.length} characters`} ${listed} ` +
        `${missing.length === 1 ? 'is' : 'are'} in no font Octavo ships, so ${missing.length === 1 ? 'it is' : 'they are'} ` +
        'drawn with a font of the server (or not at all); use other characters, or ship a font that has them with an ' +
        '@font-face rule in the theme',
      described[0],
    );
  });
}
