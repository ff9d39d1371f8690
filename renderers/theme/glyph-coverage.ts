import { BookModel } from '../model/book-model';
import { BookWarning, warning } from '../warnings';
import { FontFace, uncovered } from './fonts';

/** "U+274F ❏ (LOWER RIGHT DROP-SHADOWED WHITE SQUARE)"-like, without a names table: the code point and the character. */
function describe(point: number): string {
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')} "${String.fromCodePoint(point)}"`;
}

/**
 * A warning for each character of the book that none of the fonts it ships has (checked against the
 * fonts' real character sets): Chromium would draw it with whatever font the server has, so the book
 * would not look the same everywhere. It names the first place the character occurs.
 */
export function missingGlyphWarnings(model: BookModel, fonts: FontFace[]): BookWarning[] {
  const sources = model.characterSources ?? new Map();
  const points = new Set(sources.keys());
  for (const char of [model.title, model.subtitle ?? '', ...model.authors].join('')) {
    const point = char.codePointAt(0)!;
    if (point >= 0x80) points.add(point);
  }
  return uncovered(points, fonts).map((point) =>
    warning(
      'font',
      sources.get(point),
      `character ${describe(point)} is in no font Octavo ships, so it is drawn with a font of the server ` +
        '(or not at all); use another character, or ship a font that has it with an @font-face rule in the theme',
      describe(point),
    ),
  );
}
