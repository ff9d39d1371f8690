import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe('a link whose text and address are written the wrong way round', () => {
  it('goes to the web address its text gives, with a warning saying how to write it', async () => {
    const model = await buildBookModel(
      memorySource({
        'preface.md':
          '# Preface\n\nSee the sister project, [https://www.oreilly.com/library/view/a-whirlwind-tour/9781492037859]' +
          '(_A Whirlwind Tour of the Python Language_), and [notes](missing.md).\n',
      }),
      { files: ['preface.md'], formats: {} },
      { bookName: 'ann/handbook' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      '<a href="https://www.oreilly.com/library/view/a-whirlwind-tour/9781492037859">' +
        'https://www.oreilly.com/library/view/a-whirlwind-tour/9781492037859</a>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      "preface.md:3: the link's text is a web address (https://www.oreilly.com/library/view/a-whirlwind-tour/" +
        '9781492037859) and its address is words ("_A Whirlwind Tour of the Python Language_"): written the wrong ' +
        'way round; it is linked to https://www.oreilly.com/library/view/a-whirlwind-tour/9781492037859: write ' +
        '[_A Whirlwind Tour of the Python Language_](https://www.oreilly.com/library/view/a-whirlwind-tour/9781492037859)',
      // A link to a missing file whose text is words is still removed, as before.
      expect.stringMatching(
        /^preface\.md:3: link missing\.md points to missing\.md, which does not exist; link removed/,
      ),
    ]);
  });

  it("says how to write it in the file's own syntax", async () => {
    const model = await buildBookModel(
      memorySource({
        'ch01.html':
          '<section data-type="chapter"><h1>One</h1><p><a href="The Book">https://example.org/book</a></p></section>',
      }),
      { files: ['ch01.html'], formats: {} },
      { bookName: 'ann/handbook' },
    );
    expect(model.divisions[0]!.html).toContain(
      '<a href="https://example.org/book">https://example.org/book</a>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/: write <a href="https:\/\/example\.org\/book">The Book<\/a>$/),
    ]);
  });
});
