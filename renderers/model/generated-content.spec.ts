import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { renderIndexBody, renderTocList } from './generated-content';

describe('renderTocList', () => {
  // As larmarange/guide-R, a French book: "Partie I : Bases du langage", a no-break space before the colon.
  it("labels a part in the book's language, with its colon as the language sets it", async () => {
    const part =
      '<div data-type="part"><h1>Bases du langage</h1>' +
      '<section data-type="chapter"><h1>Vecteurs</h1><p>Texte.</p></section></div>';
    const contents = async (lang: string) => {
      const model = await buildBookModel(
        memorySource({ 'part.html': part }),
        { files: ['part.html'], lang, formats: {} },
        { bookName: 'ann/guide' },
      );
      return /<span class="label">([^<]*)<\/span> Bases du langage/.exec(
        renderTocList(model, (id) => `#${id}`),
      )?.[1];
    };
    expect(await contents('fr')).toBe('Partie I\u00a0:');
    expect(await contents('en')).toBe('Part I:');
  });
});

describe('renderIndexBody', () => {
  const indexOf = async (primaries: string[], lang = 'en') => {
    const marks = primaries
      .map((primary) => `<a data-type="indexterm" data-primary="${primary}"></a>`)
      .join('');
    const model = await buildBookModel(
      memorySource({
        'ch01.html': `<section data-type="chapter"><h1>Radios</h1><p>${marks}Text.</p></section>`,
        'ix.html': '<section data-type="index"></section>',
      }),
      { files: ['ch01.html', 'ix.html'], lang, formats: {} },
      { bookName: 'ann/radios' },
    );
    return [...renderIndexBody(model, (id) => `#${id}`).matchAll(/<li[^>]*>([^,<]*)/g)].map(
      (entry) => entry[1],
    );
  };

  // As Practical Electronics' index, which listed "802.11b/g" before "802.11 standard".
  it('sorts word by word: a word that ends comes before a longer word it begins', async () => {
    expect(await indexOf(['802.11b/g', '802.11 standard', 'Newark', 'New York', 'new-line', 'new'])).toEqual([
      '802.11 standard',
      '802.11b/g',
      'new',
      'New York',
      'Newark',
      'new-line',
    ]);
  });

  it("keeps the book's language's order of letters within a word", async () => {
    expect(await indexOf(['zebra', 'ähnlich', 'ätzend', 'Ast'], 'de')).toEqual([
      'ähnlich',
      'Ast',
      'ätzend',
      'zebra',
    ]);
  });

  // A Swedish book filed "Ärlighet" under A: Swedish has Å, Ä and Ö as letters of their own, after Z.
  it("files an accented letter under its base letter or under its own, as the book's language has it", async () => {
    const groups = async (primaries: string[], lang: string) => {
      const marks = primaries
        .map((primary) => `<a data-type="indexterm" data-primary="${primary}"></a>`)
        .join('');
      const model = await buildBookModel(
        memorySource({
          'ch01.html': `<section data-type="chapter"><h1>Ord</h1><p>${marks}Text.</p></section>`,
          'ix.html': '<section data-type="index"></section>',
        }),
        { files: ['ch01.html', 'ix.html'], lang, formats: {} },
        { bookName: 'ann/ord' },
      );
      return [...renderIndexBody(model, (id) => `#${id}`).matchAll(/<h2>([^<]*)<\/h2>/g)].map((h) => h[1]);
    };
    expect(await groups(['Ärlighet', 'Åska', 'Apa', 'Zebra', 'Öga', 'Éclair'], 'sv')).toEqual([
      'A',
      'E',
      'Z',
      'Å',
      'Ä',
      'Ö',
    ]);
    expect(await groups(['Ärger', 'Apfel', 'Zebra', 'Öl'], 'de')).toEqual(['A', 'O', 'Z']);
    expect(await groups(['Ñandú', 'Nube', 'Oso'], 'es')).toEqual(['N', 'Ñ', 'O']);
  });
});
