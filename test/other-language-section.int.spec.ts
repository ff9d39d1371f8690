import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { hyphenatorFor } from '../renderers/typography/hyphenate';
import { epubcheckErrors, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const source = directorySource(join(__dirname, 'fixtures', 'books', 'other-language-section'));
const WARNING = expect.stringMatching(
  /^ch01\.asciidoc:6: "A padaria" reads as Portuguese, not English, .* set "lang": "pt" in atlas\.json, /,
);

/** The places `hyphenate` may break `word` at: the lengths of the parts before each. */
function breakPoints(word: string, lang: string): number[] {
  const parts = hyphenatorFor(lang)!(word).split('\u00ad');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('').length);
}

describe('a Portuguese section of a book whose language is English', () => {
  const book = fixtureSuite(source, 'ann/small-trades', 'octavo-other-language-');

  it('is hyphenated in the PDF only where Portuguese words break', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([WARNING]);
    const { stdout } = await tool('pdftotext', ['-raw', '-enc', 'UTF-8', outFile, '-']);
    const portuguese = stdout.slice(
      stdout.indexOf('A padaria da praça'),
      stdout.indexOf('The harbour master'),
    );
    const broken = [...portuguese.matchAll(/(\p{L}+)-\n(\p{Ll}+)/gu)]
      .map(([, head, tail]) => ({ word: head! + tail!, at: head!.length }))
      .filter(({ word, at }) => !portuguese.includes(`${word.slice(0, at)}-${word.slice(at)}`)); // meio-dia
    expect(broken.length).toBeGreaterThan(3);
    // Before, English patterns broke them as English words: ope-rários, cozin-ha.
    expect(broken.filter(({ word, at }) => !breakPoints(word, 'pt').includes(at))).toEqual([]);
  });

  it('carries its language in the EPUB, which epubcheck accepts', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([WARNING]);
    const chapter = [...(await readZip(outFile))]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, bytes]) => bytes.toString())
      .find((xhtml) => xhtml.includes('A padaria'))!;
    expect(chapter).toMatch(/<section[^>]* lang="pt"[^>]*>\s*<h2[^>]*>A padaria/);
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });
});
