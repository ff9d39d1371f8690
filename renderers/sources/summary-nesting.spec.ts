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
      '- [Guide](../guide/README.md)',
    ].join('\n');
    expect(summaryEntries(summary, 'book/src/SUMMARY.md')).toEqual([
      ['book/src/intro.md', 0],
      ['book/src/ch01.md', 1],
      ['book/src/ch01-01.md', 2],
      ['book/src/ch01-01-windows.md', 3],
      ['book/guide/README.md', 1],
    ]);
  });
});
