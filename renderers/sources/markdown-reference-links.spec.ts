import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from '../model/build-book-model';

async function warningsOf(files: Record<string, string>, listed: string[]) {
  const book = await buildBookModel(
    memorySource(files),
    { files: listed, formats: {} },
    { bookName: 'ann/refs' },
  );
  return book.warnings.map(formatWarning);
}

// bevy-cheatbook's builtins.md:146 `[handle user input][cb::input]` printed as written, with no word to the author.
describe('a reference link whose label the file defines nowhere', () => {
  it('is warned of at its line, with the definition to add', async () => {
    const warnings = await warningsOf(
      {
        'ch.md':
          '# Input\n\nSee [that][defined] first,\nthen read [this][nowhere] too.\n\n[defined]: https://x.org\n',
      },
      ['ch.md'],
    );
    expect(warnings).toEqual([
      'ch.md:4: the reference link [this][nowhere] names the label [nowhere], which no line of this file defines, ' +
        'so it is printed as written; add a line "[nowhere]: <address>" to the file, or write the link with its ' +
        'address ([text](<address>))',
    ]);
  });

  it('is not taken for one in code, task boxes, footnotes, indexing, escapes or a label an included file defines', async () => {
    const warnings = await warningsOf(
      {
        'book.toml': '[book]\ntitle = "Refs"\n',
        'src/ch.md': [
          '# Input',
          '',
          '- [x] done',
          '- [ ] to do',
          '',
          'Code `[text][]` and grid[i][j] and \\[a\\]\\[b\\] and a note[^1].',
          '',
          'Read [the input page][cb::input].',
          '',
          '[^1]: A note.',
          '',
          '{{#include links.md}}',
        ].join('\n'),
        'src/links.md': '[cb::input]: ./input.md\n',
        'src/input.md': '# Mouse\n',
      },
      ['src/ch.md', 'src/input.md'],
    );
    expect(warnings.filter((text) => text.includes('reference link'))).toEqual([]);
  });
});
