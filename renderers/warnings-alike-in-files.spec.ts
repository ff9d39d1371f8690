import { buildBookModel } from './model/build-book-model';
import { memorySource } from './test-support/memory-source';
import { formatWarning, summarizeWarnings, uniqueWarnings } from './warnings';

// modern-cpp-tutorial: each chapter opens with [TOC] and ends with the same licence badge, 14 and 16 warnings alike
// but for the place.
describe('warnings that several files are given alike', () => {
  const chapter = (n: number) =>
    `# Chapter ${n}\n\n[TOC]\n\n![by-nc-nd](https://i.creativecommons.org/l/by-nc-nd/4.0/88x31.png)\n\n` +
    `The text of chapter ${n}.\n`;

  it('are said once, at the first place, naming every other place', async () => {
    const model = await buildBookModel(
      memorySource({
        'a.md': chapter(1),
        'b.md': chapter(2),
        'c.md': chapter(3),
        'd.md': '# D\n\n[TOC]\n\nText.\n',
      }),
      { files: ['a.md', 'b.md', 'c.md', 'd.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const said = uniqueWarnings(model.warnings).map(formatWarning);
    expect(said).toHaveLength(2);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^a\.md:3: \[TOC\] asks another Markdown tool .*; remove the line \(the same in 4 places: here, and at b\.md:3, c\.md:3 and d\.md:3\)$/,
        ),
        expect.stringMatching(
          /^a\.md:5: remote image https:\/\/i\.creativecommons\.org\/\S+ is not fetched .* \(the same in 3 places: here, and at b\.md:5 and c\.md:5\)$/,
        ),
      ]),
    );
    expect(summarizeWarnings(model.warnings)).toBe(said.join('\n'));
  });

  it('are said apart when only two files are given them', async () => {
    const model = await buildBookModel(
      memorySource({ 'a.md': chapter(1), 'b.md': chapter(2) }),
      { files: ['a.md', 'b.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(uniqueWarnings(model.warnings)).toHaveLength(4);
  });
});
