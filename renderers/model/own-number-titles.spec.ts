import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

describe('a chapter title that writes the number the book gives it', () => {
  it('loses the number, printed once, over the title, with a warning at the heading', async () => {
    const model = await buildBookModel(
      memorySource({
        'intro.md': '# 1. Introduction\n\nPython.\n',
        'run.md': '# How to Run Python Code\n\nType python.\n',
        'later.md': '# 7: Seven\n\nAnother number than the book gives it.\n',
        'last.md': '# Last Words\n\nBye.\n',
      }),
      { files: ['intro.md', 'run.md', 'later.md', 'last.md'], formats: {} },
      { bookName: 'ann/tour' },
    );
    expect(model.divisions.map((d) => d.title)).toEqual([
      'Introduction',
      'How to Run Python Code',
      '7: Seven',
      'Last Words',
    ]);
    expect(model.divisions[0]!.html).toContain(
      '<span class="division-label">Chapter 1</span> Introduction</h1>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'intro.md:1: the title "1. Introduction" opens with its chapter\'s number, which the book prints over it ' +
        '("Chapter 1"): the number is left out of the title; remove it there (or number every chapter\'s title, and ' +
        'the book prints those numbers instead of its own)',
    ]);
  });
});
