import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/** A verse and a quotation, each with its attribution, as AsciiDoc writes them. */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Tides', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Tides',
    '',
    '[verse,Nell Harbour,Low Water]',
    '____',
    'The sea goes out',
    '  and leaves the boats',
    '____',
    '',
    '"Twice a day, without fail."',
    '-- Harbour Master',
  ].join('\n'),
});

interface Look {
  verseFont: string;
  verseBackground: string;
  body: string;
  attributions: string[];
}

/** Read in the page: the verse's font and background, the body's font, each attribution's alignment. */
function measureVerse(): Look {
  const verse = document.querySelector('.verseblock > pre')!;
  return {
    verseFont: getComputedStyle(verse).fontFamily,
    verseBackground: getComputedStyle(verse).backgroundColor,
    body: getComputedStyle(document.body).fontFamily,
    attributions: Array.from(document.querySelectorAll('.attribution')).map(
      (attribution) => getComputedStyle(attribution).textAlign,
    ),
  };
}

describe('AsciiDoc verse is set as text, not code, and attributions stand to the right', () => {
  const book = fixtureSuite(BOOK, 'ann/tides', 'octavo-verse-quotes-');

  const expectSet = (look: Look) => {
    expect(look.verseFont).toBe(look.body);
    expect(look.verseBackground).toBe('rgba(0, 0, 0, 0)');
    expect(look.attributions).toEqual(['right', 'right']);
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', measureVerse);
    expect(warnings).toEqual([]);
    expectSet(looks);
  }, 60_000);

  it('HTML site', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', measureVerse);
    expect(warnings).toEqual([]);
    expectSet(looks);
  }, 60_000);
});
