import { convertAsciidocFiles } from '../test-support/convert-asciidoc';

describe('a table whose last row is incomplete', () => {
  it('says nothing when the cells dropped are empty, the book losing nothing', async () => {
    // Architecture Patterns with Python, chapter_08:818: a two-column table ends with a third, empty `a|`.
    const { html, warnings } = await convertAsciidocFiles({
      'ch08.adoc': [
        '== Events',
        '',
        '[options="header"]',
        '|===',
        '|Pros|Cons',
        'a|',
        '* good',
        '',
        'a|',
        '* bad',
        '',
        'a|',
        '|===',
      ].join('\n'),
    });
    expect(html).toContain('good');
    expect(html).toContain('bad');
    expect(warnings).toEqual([]);
  });

  it('still warns when a dropped cell holds text, which is not printed', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch09.adoc': ['== Events', '', '|===', '|Pros|Cons', '|good|bad', '|lost', '|==='].join('\n'),
    });
    expect(html).not.toContain('lost');
    expect(warnings).toEqual([
      expect.stringMatching(/^ch09\.adoc:6: dropping cells from incomplete row detected end of table: /),
    ]);
  });
});
