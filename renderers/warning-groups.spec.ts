import {
  groupRepeatedWarnings,
  groupWarnings,
  otherLinesText,
  otherPlacesByFileText,
} from './warning-groups';
import { formatWarning } from './warnings';
import { summarizeWarnings, warning } from './warnings';

describe('grouped warnings', () => {
  it('name up to ten other lines, then count the rest and any place without a line', () => {
    expect(otherLinesText([9])).toBe('line 9');
    expect(otherLinesText([9, 12, 30])).toBe('lines 9, 12 and 30');
    // Practical Modern JavaScript's four images in one line read "lines 1646, 1646, 1646 and 1646".
    expect(otherLinesText([1646, 1646, 1646, 1646])).toBe('line 1646 (4 there)');
    expect(otherLinesText([12, 1646, 1646, undefined])).toBe('lines 12, 1646 (2 there) and 1 more');
    expect(otherLinesText([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe(
      'lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more',
    );
    expect(otherLinesText([4, undefined])).toBe('lines 4 and 1 more');
    expect(otherLinesText([undefined])).toBe('1 more place in the file');
  });

  it('stand where the first of a set was, carrying how many they were; the build message counts them all', () => {
    const warnings = [
      warning('link-broken', { file: 'a.md', line: 1 }, 'one'),
      warning('image-alt-missing', { file: 'a.md', line: 2 }, 'two'),
      warning('image-alt-missing', { file: 'b.md', line: 3 }, 'three'),
      warning('image-alt-missing', { file: 'a.md', line: 4 }, 'four'),
    ];
    const grouped = groupWarnings(
      warnings,
      (w) => (w.kind === 'image-alt-missing' ? w.file : undefined),
      (group) => warning('image-alt-missing', group[0]!.file, `${group.length} of them`),
    );
    expect(grouped.map((w) => [w.file, w.text, w.count])).toEqual([
      ['a.md', 'one', undefined],
      ['a.md', '2 of them', 2],
      ['b.md', 'three', undefined],
    ]);
    expect(summarizeWarnings([...grouped, ...grouped.map((w) => ({ ...w, text: `${w.text}!` }))], 3)).toMatch(
      /^6 images without alt text, e\.g\. a\.md: 2 of them\n2 broken links/,
    );
  });
});

describe('otherPlacesByFileText', () => {
  const at = (file: string, ...lines: number[]) => lines.map((line) => ({ file, line }));

  it("names each other file's first place and how many it holds, the first's own file among them", () => {
    expect(
      otherPlacesByFileText([...at('a.adoc', 46, 50), ...at('b.adoc', 12, 40, 51), ...at('c.adoc', 3)]),
    ).toBe('a.adoc:50, b.adoc:12 (3 there) and c.adoc:3');
  });

  it('names four files, then counts the places and files left', () => {
    const group = [
      ...at('ch01.adoc', 1),
      ...['ch02', 'ch03', 'ch04', 'ch05', 'ch06', 'ch07'].flatMap((ch) => at(`${ch}.adoc`, 5, 9)),
    ];
    expect(otherPlacesByFileText(group)).toBe(
      'ch02.adoc:5 (2 there), ch03.adoc:5 (2 there), ch04.adoc:5 (2 there), ch05.adoc:5 (2 there) and 4 more in ' +
        '2 other files',
    );
  });

  it('names lines alone when the group is in one file', () => {
    expect(otherPlacesByFileText(at('a.adoc', 3, 9, 14))).toBe('lines 9 and 14');
  });
});

describe('groupRepeatedWarnings', () => {
  it('makes the same warning at several lines of a file one, at the first, naming the others', () => {
    const skipped = 'section title out of sequence: expected level 2, got level 3';
    const grouped = groupRepeatedWarnings([
      warning('asciidoc', { file: 'preface.adoc', line: 18 }, skipped),
      warning(
        'xref-unresolved',
        { file: 'beam.adoc', line: 38 },
        'cross-reference to "#Warren" has no target',
      ),
      warning('asciidoc', { file: 'preface.adoc', line: 41 }, skipped),
      warning('asciidoc', { file: 'preface.adoc', line: 48 }, skipped),
      // Another file's, another text's and a placeless one are their own.
      warning('asciidoc', { file: 'ch01.adoc', line: 7 }, skipped),
      warning(
        'asciidoc',
        { file: 'preface.adoc', line: 50 },
        'section title out of sequence: expected level 3',
      ),
      warning(
        'xref-unresolved',
        { file: 'beam.adoc', line: 131 },
        'cross-reference to "#Warren" has no target',
      ),
      warning('theme', 'theme.css', 'no line'),
      warning('theme', 'theme.css', 'no line'),
    ]);
    expect(grouped.map(formatWarning)).toEqual([
      `preface.adoc:18: ${skipped} (the same at lines 41 and 48)`,
      'beam.adoc:38: cross-reference to "#Warren" has no target (the same at line 131)',
      `ch01.adoc:7: ${skipped}`,
      'preface.adoc:50: section title out of sequence: expected level 3',
      'theme.css: no line',
      'theme.css: no line',
    ]);
    expect(grouped[0]!.count).toBe(3);
  });
});
