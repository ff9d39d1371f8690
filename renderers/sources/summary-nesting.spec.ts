import { summaryEntries } from './summary-nesting';

describe('summaryEntries', () => {
  it("gives each linked page its list depth, resolved from the summary's folder; web links and anchors are not pages", () => {
    const summary = [
      '# Summary',
      '',
      '[Introduction](intro.md)',
      '',
      '- [Getting started](ch01.md)',
      '  - [Installation](ch01-01.md#linux)',
      '    1. [Windows](./ch01-01-windows.md)',
      '- [Elsewhere](https://example.com/a.md)',
      '- [Top](#top)',
      '- [The *guide*](../guide/README.md)',
    ].join('\n');
    expect(summaryEntries(summary, 'book/src/SUMMARY.md')).toEqual([
      ['book/src/intro.md', { depth: 0, title: 'Introduction' }],
      ['book/src/ch01.md', { depth: 1, title: 'Getting started' }],
      ['book/src/ch01-01.md', { depth: 2, title: 'Installation' }],
      ['book/src/ch01-01-windows.md', { depth: 3, title: 'Windows' }],
      ['book/guide/README.md', { depth: 1, title: 'The guide' }],
    ]);
  });
});
