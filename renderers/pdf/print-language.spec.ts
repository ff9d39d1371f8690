import * as fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findElements, firstElement, parseHtml } from '../dom/html-dom';
import { labelsFor } from '../model/labels';
import { listingPartsCss } from './listing-parts';
import { coverDocument } from './print-document';
import { takePrintFootnotes } from './print-footnotes';
import { parseTrimSize } from './trim-size';
import { inUnicodeRange } from '../theme/unicode-range';

/**
 * The PDF's own words were English in a book of any language: "continued on next page" / "continued" on a
 * listing split across pages, "Note 1" for the ear on each note reference, "Cover" as the cover image's
 * text alternative. They follow the book's labels now.
 */

/** The label images of listingPartsCss, as SVG: [continued, continued on next page] (the head's background, the foot's border image). */
function labelImages(css: string): string[] {
  return [...css.matchAll(/base64,([A-Za-z0-9+/=]+)/g)]
    .slice(0, 2)
    .map((m) => Buffer.from(m[1]!, 'base64').toString('utf8'));
}

const glyphOutlines = (svg: string) => [...svg.matchAll(/<path [^>]*d="([^"]*)"/g)].map((m) => m[1]!);

const fontsourceDir = (pkg: string) => dirname(require.resolve(`@fontsource/${pkg}/package.json`));

/** The slices of a Fontsource package whose unicode-range lists `point`. */
function slicesFor(pkg: string, point: number): string[] {
  const ranges = JSON.parse(readFileSync(join(fontsourceDir(pkg), 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(ranges)
    .filter(([, range]) => inUnicodeRange(range, point))
    .map(([subset]) => subset.replace(/^\[|\]$/g, ''));
}

function fontsourceFont(pkg: string, file: string) {
  return fontkit.create(readFileSync(join(fontsourceDir(pkg), 'files', file)));
}

/** What each shipped face draws for a character it has no glyph for (.notdef, glyph 0): an empty box. */
const missingGlyphOutlines = new Set(
  [
    ['source-sans-3', 'source-sans-3-latin-400-italic.woff2'],
    ['noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff2'],
    ['noto-sans-hebrew', 'noto-sans-hebrew-hebrew-400-normal.woff2'],
    ['noto-sans-thai', 'noto-sans-thai-thai-400-normal.woff2'],
    ['noto-sans-sc', 'noto-sans-sc-21-400-normal.woff2'],
    ['noto-sans-tc', 'noto-sans-tc-0-400-normal.woff2'],
    ['noto-sans-jp', 'noto-sans-jp-0-400-normal.woff2'],
    ['noto-sans-kr', 'noto-sans-kr-0-400-normal.woff2'],
  ].map(([pkg, file]) => fontsourceFont(pkg!, file!).getGlyph(0).path.toSVG()),
);

/** A Hangul syllable's outline in the Noto Sans KR slice that has it. */
function notoSansKrOutline(character: string): string {
  const point = character.codePointAt(0)!;
  for (const subset of slicesFor('noto-sans-kr', point)) {
    const font = fontsourceFont('noto-sans-kr', `noto-sans-kr-${subset}-400-normal.woff2`);
    if (font.hasGlyphForCodePoint(point)) return font.glyphForCodePoint(point).path.toSVG();
  }
  throw new Error(`no Noto Sans KR slice has ${character}`);
}

describe('the PDF’s listing labels are in the book’s language', () => {
  it.each([
    ['zh', '续', '下页续'],
    ['ja', '続き', '次ページに続く'],
    ['ko', '계속', '다음 페이지에 계속'],
    ['ru', 'продолжение', 'продолжение на следующей странице'],
    ['de', 'Fortsetzung', 'Fortsetzung auf der nächsten Seite'],
  ])('%s: “%s” and “%s”, each character drawn with a font that has it', (lang, continued, continues) => {
    const labels = labelsFor(lang);
    expect([labels.continued, labels.continuedOnNextPage]).toEqual([continued, continues]);
    const [head, foot] = labelImages(listingPartsCss(labels, lang));
    for (const [svg, words] of [
      [head!, continued],
      [foot!, continues],
    ] as const) {
      const letters = [...words].filter((c) => c !== ' ');
      const outlines = glyphOutlines(svg).filter((d) => d !== '');
      // A character no font has is drawn as the same empty box (.notdef) as every other such character.
      expect(outlines).toHaveLength(letters.length);
      expect(new Set(outlines).size).toBe(new Set(letters).size);
    }
  });

  // Persian and Hebrew labels were drawn as empty boxes (the sans has no Arabic or Hebrew letters), left to right.
  it.each([
    ['fa', 'noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2'],
    ['ar', 'noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2'],
    ['he', 'noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff2'],
  ])(
    '%s: the labels are shaped (letters joined) and drawn right to left in the script’s font',
    (lang, file) => {
      const labels = labelsFor(lang);
      const font = fontkit.create(
        readFileSync(join(dirname(require.resolve('@fontsource/noto-sans-arabic/package.json')), '..', file)),
      );
      const [head, foot] = labelImages(listingPartsCss(labels, lang));
      for (const [svg, words] of [
        [head!, labels.continued],
        [foot!, labels.continuedOnNextPage],
      ] as const) {
        // fontkit gives the shaped glyphs of a right-to-left run in visual order, leftmost first.
        const expected = font
          .layout(words)
          .glyphs.map((glyph) => glyph.path.toSVG())
          .filter(Boolean);
        expect(glyphOutlines(svg).filter(Boolean)).toEqual(expected);
      }
    },
  );

  // Noto Sans SC's slice whose range lists 계 has no glyph for it: Pro Git's Korean "계속" printed as "⊠속".
  it.each([
    'de',
    'fr',
    'es',
    'it',
    'pt',
    'nl',
    'ru',
    'zh',
    'zh-TW',
    'ja',
    'ko',
    'vi',
    'id',
    'th',
    'fa',
    'ar',
    'he',
    'hi',
  ])('%s: no letter of the labels is drawn as a font’s empty box', (lang) => {
    const labels = labelsFor(lang);
    const [head, foot] = labelImages(listingPartsCss(labels, lang));
    const drawn = [...glyphOutlines(head!), ...glyphOutlines(foot!)];
    expect(drawn.filter((d) => missingGlyphOutlines.has(d))).toEqual([]);
    const letters = [...labels.continued, ...labels.continuedOnNextPage].filter((c) => /\p{L}/u.test(c));
    expect(drawn.filter(Boolean).length).toBeGreaterThanOrEqual(letters.length);
  });

  it('ko: Hangul is drawn with Noto Sans KR', () => {
    const [head] = labelImages(listingPartsCss(labelsFor('ko'), 'ko'));
    expect(glyphOutlines(head!)).toEqual([...'계속'].map((c) => notoSansKrOutline(c)));
  });

  it('en: continued, continued on next page, as before', () => {
    const [head, foot] = labelImages(listingPartsCss(labelsFor('en'), 'en'));
    expect(glyphOutlines(head!).filter(Boolean)).toHaveLength('continued'.length);
    expect(glyphOutlines(foot!).filter(Boolean)).toHaveLength('continuedonnextpage'.length);
    expect(head).not.toContain('scale(1 -1)"><path transform="translate(0 0) scale(');
  });
});

describe('the PDF’s note references and cover speak the book’s language', () => {
  const noteLabels = (word: string) => {
    const root = firstElement(
      parseHtml('<section><p>一<span data-type="footnote">注。</span></p></section>'),
    )!;
    takePrintFootnotes(root, 'ch1', word);
    return findElements([root], (el) => el.name === 'a').map((a) => a.attrs.get('aria-label'));
  };

  it('names a note reference with the book’s word for a note', () => {
    expect(noteLabels(labelsFor('zh').footnote)).toEqual(['注释 1']);
    expect(noteLabels(labelsFor('de').footnote)).toEqual(['Anmerkung 1']);
    expect(noteLabels(labelsFor('en').footnote)).toEqual(['Note 1']);
  });

  it('gives the cover image the book’s word for a cover', () => {
    const trim = parseTrimSize('7in 9.1875in')!;
    const cover = {
      sourcePath: 'cover.png',
      outputPath: 'cover.png',
      href: 'cover.png',
      mediaType: 'image/png',
      data: Buffer.alloc(0),
    };
    expect(coverDocument(cover, trim, '书', labelsFor('zh').cover)).toContain(
      '<img src="cover.png" alt="封面">',
    );
    expect(coverDocument(cover, trim, 'Book', labelsFor('en').cover)).toContain(
      '<img src="cover.png" alt="Cover">',
    );
  });
});
