import { markdownToHtml } from './markdown';
import { RunawayFence, warnAboutRunawayFences } from './runaway-fences';
import { BookWarning, formatWarning } from '../warnings';

const runaways = (text: string, lineOf?: (line: number) => number): RunawayFence[] => {
  const found: RunawayFence[] = [];
  markdownToHtml(text, undefined, lineOf, undefined, false, undefined, undefined, {}, found);
  return found;
};

describe('a fenced listing never closed', () => {
  it('is told at its opening line with the headings and notes it prints as code, and the listing it meant to close', () => {
    // As The Dyalog Cookbook's 06_configSettings.md read as CommonMark: ` CONFIG` ended the item and its listing.
    const text = [
      '# Chapter One',
      '',
      '* Item with output:',
      '',
      '  ~~~',
      "        myIni.Get 'Config'",
      ' CONFIG',
      '  ~~~',
      '',
      '  See the note.[^n]',
      '',
      '## Next section',
      '',
      '    # not a heading: indented code',
      '',
      '[^n]: A footnote.',
      '',
    ].join('\n');
    const found = runaways(text, (line) => line + 10);
    expect(found).toEqual([
      {
        line: 18,
        markup: '~~~',
        swallowed: [
          { what: 'the heading "## Next section"', line: 22 },
          { what: 'the footnote definition [^n]', line: 26 },
        ],
        cutShort: { opened: 15, endedAt: 17 },
      },
    ]);
    const warnings: BookWarning[] = [];
    warnAboutRunawayFences(found, 'manuscript/ch1.md', warnings);
    expect(warnings.map(formatWarning)).toEqual([
      'manuscript/ch1.md:18: the listing opened here with ~~~ is never closed: it runs to the end of the file and ' +
        'prints the heading "## Next section" (line 22), the footnote definition [^n] (line 26) as code; the ' +
        "listing opened at line 15 was ended early by line 17, indented less than its list item's text, so each " +
        'fence after it opens a listing it was written to close: indent every line of that listing at least as ' +
        "far as the item's text",
    ]);
  });

  it('names the listing cut short further up, when the fences after it pair up one off (the whole Cookbook chapter)', () => {
    const text = [
      '* Item:',
      '',
      '  ~~~',
      '  a',
      ' CONFIG',
      '  ~~~',
      '',
      'Prose.',
      '',
      '~~~',
      'b',
      '~~~',
      '',
      'See the note.[^n]',
      '',
      '[^n]: A footnote.',
    ].join('\n');
    expect(runaways(text)).toEqual([
      expect.objectContaining({ line: 12, cutShort: { opened: 3, endedAt: 5 } }),
    ]);
  });

  it('says nothing of a listing left open at the end of a file over code alone, comments set as headings too', () => {
    expect(runaways('Text.\n\n```bash\n# install\nmake\n\n# run\n./app\n')).toEqual([]);
    expect(runaways('```\ncode\n```\n\n## Heading\n')).toEqual([]);
  });

  it('asks for the closing fence of a listing that runs over a heading with no listing cut short above it', () => {
    const warnings: BookWarning[] = [];
    warnAboutRunawayFences(runaways('Text.\n\n```python\nx = 1\n\n# Next\n\nMore.\n'), 'a.md', warnings);
    expect(warnings.map(formatWarning)).toEqual([
      'a.md:3: the listing opened here with ``` is never closed: it runs to the end of the file and prints the ' +
        'heading "# Next" (line 6) as code; close it with a line of ``` where the listing ends',
    ]);
  });
});
