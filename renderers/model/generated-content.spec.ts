import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { renderTocList } from './generated-content';

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
