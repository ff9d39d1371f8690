import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// As Hello Algo's pages caption their tables "表 <id> 堆的操作效率", a placeholder its build numbers.
describe('an unknown element met in several files', () => {
  it('is one warning at its first place, naming the others', async () => {
    const files: Record<string, string> = {};
    for (const n of [1, 2, 3]) files[`ch${n}.md`] = `# Chapter ${n}\n\nText.\n\n<p>Table <id> Costs</p>\n`;
    files['ch2.md'] += '\n<p>Table <id> More</p>\n';
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      {
        bookName: 'x',
      },
    );
    const warnings = model.warnings.map(formatWarning).filter((w) => w.includes('<id>'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^ch1\.md:5: <id> is not an HTML or HTMLBook element \(in 3 files: here, and at ch2\.md:5 and ch3\.md:5\): its tag is left out/,
    );
  });

  it('is left as it was when one file holds it', async () => {
    const model = await buildBookModel(
      memorySource({ 'ch1.md': '# One\n\n<p>A <kiln> here and <kiln> there.</p>\n' }),
      { files: ['ch1.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.warnings.map(formatWarning)).toContainEqual(
      expect.stringMatching(
        /^ch1\.md:3: <kiln> is not an HTML or HTMLBook element \(2 in this file, the first here\)/,
      ),
    );
  });
});
