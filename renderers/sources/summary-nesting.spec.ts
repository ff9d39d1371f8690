import { listedOutsideSummaryLists, SummaryPage, summaryEntries } from './summary-nesting';

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
      ['book/src/ch01-01.md', { depth: 2, title: 'Installation', belowPage: true }],
      ['book/src/ch01-01-windows.md', { depth: 3, title: 'Windows', belowPage: true }],
      ['book/guide/README.md', { depth: 1, title: 'The guide' }],
    ]);
  });

  it("gives each page the part title above it; the summary's own title and a suffix page are in no part", () => {
    const summary = [
      '# Table of Contents',
      '',
      '[Preface](preface.md)',
      '',
      '# Part 1: Basics',
      '',
      '- [Shelves](shelves.md)',
      '  - [Boards](boards.md)',
      '- [A draft]()',
      '',
      '# Old *pages*',
      '',
      '- [Ledges](ledges.md)',
      '',
      '[Thanks](thanks.md)',
    ].join('\n');
    // Each part's title where SUMMARY.md writes it: what a warning about the part's page names.
    const basics = { file: 'src/SUMMARY.md', line: 5 };
    expect(summaryEntries(summary, 'src/SUMMARY.md')).toEqual([
      ['src/preface.md', { depth: 0, title: 'Preface' }],
      ['src/shelves.md', { depth: 1, title: 'Shelves', part: 'Part 1: Basics', partAt: basics }],
      [
        'src/boards.md',
        { depth: 2, title: 'Boards', part: 'Part 1: Basics', partAt: basics, belowPage: true },
      ],
      [
        'src/ledges.md',
        { depth: 1, title: 'Ledges', part: 'Old pages', partAt: { file: 'src/SUMMARY.md', line: 11 } },
      ],
      ['src/thanks.md', { depth: 0, title: 'Thanks' }],
    ]);
  });
});

describe('summaryEntries under a first part titled before any link', () => {
  it("takes a heading after the summary's title as the first part's title, as GitBook's own example writes it", () => {
    const summary = [
      '# Summary',
      '',
      '### Part I',
      '',
      '* [Nails](nails.md)',
      '',
      '### Part II',
      '',
      '* [Glue](glue.md)',
    ];
    const partOne = { file: 'SUMMARY.md', line: 3 };
    const partTwo = { file: 'SUMMARY.md', line: 7 };
    expect(summaryEntries(summary.join('\n'), 'SUMMARY.md')).toEqual([
      ['nails.md', { depth: 1, title: 'Nails', part: 'Part I', partAt: partOne }],
      ['glue.md', { depth: 1, title: 'Glue', part: 'Part II', partAt: partTwo }],
    ]);
  });
});

describe('listedOutsideSummaryLists', () => {
  it("is true of mdBook's prefix and suffix chapters, in a summary that also has lists", () => {
    const nesting = new Map<string, SummaryPage>([
      ['src/foreword.md', { depth: 0, title: 'Foreword' }],
      ['src/ch01.md', { depth: 1, title: 'One' }],
    ]);
    expect(listedOutsideSummaryLists(nesting, 'src/foreword.md')).toBe(true);
    expect(listedOutsideSummaryLists(nesting, 'src/ch01.md')).toBe(false);
    expect(listedOutsideSummaryLists(nesting, 'src/unlisted.md')).toBe(false);
  });

  it('is false in a summary of bare links only', () => {
    const nesting = new Map<string, SummaryPage>([['a.md', { depth: 0, title: 'A' }]]);
    expect(listedOutsideSummaryLists(nesting, 'a.md')).toBe(false);
  });
});

describe('summaryEntries below a group that names no page', () => {
  it("marks only the pages listed in another page's item as below a page", () => {
    const summary = [
      '# Summary',
      '',
      '* [Intro](intro.md)',
      '* Overview',
      '  * [Data](data.md)',
      '    * [Files](files.md)',
    ];
    expect(
      summaryEntries(summary.join('\n'), 'SUMMARY.md').map(([path, page]) => [path, page.belowPage]),
    ).toEqual([
      ['intro.md', undefined],
      ['data.md', undefined],
      ['files.md', true],
    ]);
  });
});
