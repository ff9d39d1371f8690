import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

/** A site kept in `site/`, served from its root: `/setup` is `site/setup.md`. Only the guide is in the book. */
const files = {
  'site/guide/intro.md':
    '# Introduction\n\nRead [the setup page](/setup) and [the tools](/tools/) first,\nthen [the sequel](/sequel).\n',
  'site/setup.md': '# Setup\n\nSteps.\n',
  'site/tools.md': '# Tools\n\nHammers.\n',
};

const unlisted = (href: string, page: string) =>
  `site/guide/intro.md:3: link ${href} is the page ${page}, which is not one of the book's files; link removed, ` +
  "its text kept: add the file to the book's files, or write the page's published address (https://…)";

describe('a site-root link to a page of the repository the book leaves out', () => {
  it('names that page and the fix, not "does not exist"; a link to no page at all is still reported so', async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: ['site/guide/intro.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).toEqual([
      unlisted('/setup', 'site/setup.md'),
      unlisted('/tools/', 'site/tools.md'),
      expect.stringMatching(
        /^site\/guide\/intro\.md:\d+: link \/sequel points to sequel, which does not exist/,
      ),
    ]);
    expect(model.divisions[0]!.html).toContain('the setup page');
    expect(model.divisions[0]!.html).not.toContain('href="/setup"');
  });
});
