import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe("a link to a chapter by the name of the page the book's site made of it", () => {
  it('reaches the chapter whose file name has the same letters and digits, in the same folder', async () => {
    const model = await buildBookModel(
      memorySource({
        'manuscript/02-Structure.md':
          '# Structure\n\nSee [Handling errors](./07%20Handling%20errors.html) and ' +
          '[the appendix](./52%20Appendix%203.html).\n',
        'manuscript/07-Handling-errors.md': '# Handling errors\n\n## Trapping\n\nText.\n',
        'manuscript/Appendix-03_Cores.md': '# Cores\n\nText.\n',
      }),
      {
        files: [
          'manuscript/02-Structure.md',
          'manuscript/07-Handling-errors.md',
          'manuscript/Appendix-03_Cores.md',
        ],
        formats: {},
      },
      { bookName: 'ann/cookbook' },
    );
    expect(model.divisions[0]!.html).toContain('<a href="#handling-errors">Handling errors</a>');
    // Other letters (a number the site added, another order): not taken for the chapter, and said.
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^manuscript\/02-Structure\.md:3: link \.\/52%20Appendix%203\.html points to manuscript\/52 Appendix 3\.html, which does not exist; link removed/,
      ),
    ]);
  });
});
