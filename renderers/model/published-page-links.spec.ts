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

// rust-course links its pages from its site's root (`/basic/compound-type/array.html#数组切片`): the links were removed,
// the warning naming the right file.
describe("a link to a chapter by its page's address from an mdBook site's root", () => {
  it("reaches that chapter's section, read from the book's source folder, without a warning", async () => {
    const model = await buildBookModel(
      memorySource({
        'book.toml': '[book]\ntitle = "Course"\n',
        'src/SUMMARY.md':
          '- [Vector](basic/collections/vector.md)\n- [Array](basic/compound-type/array.md)\n',
        'src/basic/collections/vector.md':
          '# Vector\n\nSee [slices](/basic/compound-type/array.html#slices) and [arrays](/basic/compound-type/array.html).\n',
        'src/basic/compound-type/array.md': '# Array\n\n## Slices\n\nText.\n',
      }),
      { files: ['src/basic/collections/vector.md', 'src/basic/compound-type/array.md'], formats: {} },
      { bookName: 'ann/course' },
    );
    expect(model.divisions[0]!.html).toContain('<a href="#slices">slices</a>');
    expect(model.divisions[0]!.html).toContain('<a href="#array">arrays</a>');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
