import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A book's own title page as Atlas's titlepage.html writes it: an emblem, the title, a byline. */
const BOOK = memorySource({
  'atlas.json': JSON.stringify({ title: 'Harbour Lights', files: ['titlepage.html', 'ch01.html'] }),
  'titlepage.html':
    '<section data-type="titlepage"><img src="images/emblem.png" alt="" style="width: 120px"/>' +
    '<h1>{{ title }}</h1><p class="author">by Ida Fern</p></section>',
  'images/emblem.png': PNG,
  'ch01.html': '<section data-type="chapter"><h1>Beacons</h1><p>A light on the pier.</p></section>',
});

interface TitleLook {
  /** Each line's distance from the middle of the title page, in pixels: 0 when centred. */
  offCentre: Record<string, number>;
}

function titleLooks(): TitleLook {
  const page = document.querySelector('section[data-type="titlepage"]')!;
  const box = page.getBoundingClientRect();
  const middle = box.left + box.width / 2;
  const offCentre: Record<string, number> = {};
  for (const [name, selector] of [
    ['title', 'h1'],
    ['author', '.author'],
    ['emblem', 'img'],
  ]) {
    const element = page.querySelector(selector)!;
    // The text's own extent, not its block's: a left-aligned line leaves its block's box full width.
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect =
      element instanceof HTMLImageElement ? element.getBoundingClientRect() : range.getBoundingClientRect();
    offCentre[name] = Math.round(Math.abs(rect.left + rect.width / 2 - middle));
  }
  return { offCentre };
}

/** Which lines sit in the middle, give or take a pixel's rounding. */
const centred = (look: TitleLook) =>
  Object.fromEntries(Object.entries(look.offCentre).map(([name, off]) => [name, off <= 2]));
const ALL_CENTRED = { title: true, author: true, emblem: true };

/**
 * The EPUB and the PDF centre a book's own title page; the site set its title and byline flush left under a
 * centred emblem.
 */
describe("a book's own title page is centred", () => {
  const book = fixtureSuite(BOOK, 'ann/harbour-lights', 'octavo-site-title-page-');

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { looks } = await pageLooks(book, 'epub', titleLooks, 'OEBPS/titlepage.xhtml');
    expect(centred(looks)).toEqual(ALL_CENTRED);
  }, 60_000);

  it('HTML site', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', titleLooks, 'titlepage.html');
    expect(warnings).toEqual([]);
    expect(centred(looks)).toEqual(ALL_CENTRED);
  }, 60_000);
});
