import * as fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findElements, firstElement, parseHtml } from '../dom/html-dom';
import { labelsFor } from '../model/labels';
import { listingPartsCss } from './listing-parts';
import { coverDocument } from './print-document';
import { takePrintFootnotes } from './print-footnotes';
import { parseTrimSize } from './trim-size';

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
    const [head, foot] = labelImages(listingPartsCss(labels));
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
      const [head, foot] = labelImages(listingPartsCss(labels));
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

  it('en: continued, continued on next page, as before', () => {
    const [head, foot] = labelImages(listingPartsCss(labelsFor('en')));
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
