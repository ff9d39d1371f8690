import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/**
 * HTMLBook names a quotation's author with <p data-type="attribution"> (an epigraph under a part or chapter
 * title); it stands under the quotation at its end, as a quotation's attribution does in AsciiDoc. Octavo set it
 * as one more line of the quotation, at its start.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Tides', files: ['ch01.html'] }),
  'ch01.html': [
    '<section data-type="chapter" xmlns="http://www.w3.org/1999/xhtml"><h1>Tides</h1>',
    '<blockquote data-type="epigraph">',
    '<p>The sea rises twice a day, and the harbour with it, whatever the harbour master says about it.</p>',
    '<p data-type="attribution">Ada Pell</p>',
    '</blockquote>',
    '<p>The chapter begins.</p>',
    '</section>',
  ].join('\n'),
});

/** Pixels from the attribution's last letter to the quotation's right edge, and from its first to the left one. */
function attributionPlace(): { fromEnd: number; fromStart: number } {
  const attribution = document.querySelector('p[data-type="attribution"]')!;
  const quote = attribution.parentElement!.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(attribution);
  const text = range.getBoundingClientRect();
  return { fromEnd: Math.round(quote.right - text.right), fromStart: Math.round(text.left - quote.left) };
}

describe('an HTMLBook attribution stands at the end of its quotation', () => {
  const book = fixtureSuite(BOOK, 'ann/tides', 'octavo-htmlbook-attribution-');

  for (const format of ['epub', 'html'] as const) {
    it(
      format === 'epub' ? 'EPUB (the paged formats’ stylesheet)' : 'HTML site',
      async () => {
        const { looks, warnings } = await pageLooks(book, format, attributionPlace);
        expect(warnings).toEqual([]);
        expect(looks.fromEnd).toBeLessThan(4);
        expect(looks.fromStart).toBeGreaterThan(100);
      },
      60_000,
    );
  }
});
