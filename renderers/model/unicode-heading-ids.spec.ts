import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// rust-course links its Chinese sections by the ids mdBook gives them (`#license-和-license-file`): one that misses
// was told of an id that dropped the Chinese word.
describe("Links to a Markdown section by the id GitHub and mdBook give its title's letters", () => {
  it('land on it, and one that misses is told that id', async () => {
    const model = await buildBookModel(
      memorySource({
        'a.md':
          '# 第一章\n\n见 [许可证](#license-和-license-file)、[功能](b.md#不稳定功能) 和 [错](#license-和-license-files)。\n\n' +
          '## license 和 license-file\n\n文本。\n',
        'b.md': '# 第二章\n\n## 不稳定功能\n\n文本。\n',
      }),
      { files: ['a.md', 'b.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions[0]!.html).toContain('<a href="#license-和-license-file">许可证</a>');
    expect(model.divisions[0]!.html).toContain('<a href="#不稳定功能">功能</a>');
    expect(model.divisions[1]!.html).toContain('<h2 id="不稳定功能">');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'cross-reference to "#license-和-license-files" has no target in the book; link removed: correct the id ' +
          '(did you mean "#license-和-license-file"?)',
      ),
    ]);
  });
});

// Marisada/kphis-book links `## การเข้าสู่ระบบ` as `#การเขาสูระบบ`: mdBook keeps only the letters and digits of a title
// (Rust's char::is_alphanumeric), so its ids have no Thai tone marks, Indic viramas or joiners.
describe("Links to a section of an mdBook book by the id mdBook gives it, its title's marks dropped", () => {
  it('land on the heading, whose id is still the one Octavo prints', async () => {
    const model = await buildBookModel(
      memorySource({
        'book.toml': '[book]\ntitle = "R2"\nlanguage = "th"\n',
        'src/SUMMARY.md': '- [ทั่วไป](general.md)\n- [ആമുഖം](ml.md)\n',
        'src/general.md':
          '# การใช้งานทั่วไป\n\n## การเข้าสู่ระบบ\n\nข้อความ\n\n## อื่น\n\n' +
          'กลับสู่หน้า [การเข้าสู่ระบบ](#การเขาสูระบบ) และ [ആമുഖം](ml.md#പൈതതണ-ആമുഖം)\n',
        'src/ml.md': '# ആമുഖം\n\n## പൈത്തണ്‍ ആമുഖം\n\nപൈത്തണ്‍\n',
      }),
      { files: ['src/general.md', 'src/ml.md'], lang: 'th', formats: {} },
      { bookName: 'Marisada/kphis-book' },
    );
    const [general, ml] = model.divisions;
    expect(general!.html).toContain('<h2 id="การเข้าสู่ระบบ">');
    expect(general!.html).toContain('<a href="#การเข้าสู่ระบบ">การเข้าสู่ระบบ</a>');
    const heading = /<h2 id="([^"]+)">പൈത്തണ്‍ ആമുഖം/.exec(ml!.html)![1]!;
    expect(general!.html).toContain(`<a href="#${heading}">ആമുഖം</a>`);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
