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

// Marisada/kphis-book links its folder pages as mdBook publishes them (`../ipd/index.html` for `ipd/README.md`): the
// links were removed, "3 links lead into src/, a folder the repository does not have" (src/ was there).
describe("a link to an mdBook folder page's index.html", () => {
  it('reaches the README.md the summary lists for that folder, without a warning', async () => {
    const model = await buildBookModel(
      memorySource({
        'book.toml': '[book]\ntitle = "KPHIS"\n',
        'src/SUMMARY.md':
          '- [ทั่วไป](general.md)\n- [OPD](opd-er/README.md)\n- [IPD](ipd/README.md)\n- [Shared](shared/README.md)\n',
        'src/general.md': '# ทั่วไป\n\nดู [ผู้ป่วยใน](ipd/index.html)\n',
        'src/opd-er/README.md': '# OPD\n\n- [ระบบงานผู้ป่วยใน](../ipd/index.html)\n',
        'src/ipd/README.md': '# ผู้ป่วยใน\n\nข้อความ\n',
        'src/shared/README.md': '# Shared\n\n[ER](../opd-er/index.html) และ [IPD](../ipd/index.html)\n',
      }),
      {
        files: ['src/general.md', 'src/opd-er/README.md', 'src/ipd/README.md', 'src/shared/README.md'],
        lang: 'th',
        formats: {},
      },
      { bookName: 'Marisada/kphis-book' },
    );
    const html = model.divisions.map((division) => division.html).join('\n');
    const ipd = model.divisions.find((division) => division.sourceFile === 'src/ipd/README.md')!.id;
    const opd = model.divisions.find((division) => division.sourceFile === 'src/opd-er/README.md')!.id;
    expect(html).toContain(`<a href="#${ipd}">ผู้ป่วยใน</a>`);
    expect(html).toContain(`<a href="#${ipd}">ระบบงานผู้ป่วยใน</a>`);
    expect(html).toContain(`<a href="#${opd}">ER</a>`);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
