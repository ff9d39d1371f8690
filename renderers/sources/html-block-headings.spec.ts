import { BookWarning, formatWarning } from '../warnings';
import { separateHtmlBlockHeadings } from './html-block-headings';

function separated(lines: string[]) {
  const warnings: BookWarning[] = [];
  const { text, lineOf } = separateHtmlBlockHeadings(lines.join('\n'), (line) => line, 'ch.md', warnings);
  return { lines: text.split('\n'), lineOf, warnings: warnings.map(formatWarning) };
}

describe('separateHtmlBlockHeadings', () => {
  it('ends a block of HTML before a heading on the line after a closing tag (learn.jquery.com)', () => {
    const { lines, warnings } = separated(['<ul>', '<li>a</li>', '</ul>', '### Examples', 'Text.']);
    expect(lines).toEqual(['<ul>', '<li>a</li>', '</ul>', '', '### Examples', 'Text.']);
    expect(warnings).toEqual([
      expect.stringMatching(/^ch\.md:4: the heading "### Examples" follows <\/ul> on the line before it/),
    ]);
  });

  it('does so after any line of the block, and after an opening tag alone, as before', () => {
    expect(separated(['<p>Some', 'text</p>', '## Next']).lines).toEqual([
      '<p>Some',
      'text</p>',
      '',
      '## Next',
    ]);
    expect(separated(['<div class="note">', '### Note', 'Body', '</div>']).lines).toEqual([
      '<div class="note">',
      '',
      '### Note',
      'Body',
      '</div>',
    ]);
  });

  it('leaves a heading after a blank line, after a paragraph, after inline HTML, or in a fence', () => {
    for (const lines of [
      ['</ul>', '', '### A'],
      ['Some text', '### A'],
      ['<span>x</span> text', '### A'],
      ['<em>x</em>', '### A'],
      ['```', '<div>', '### A', '```'],
    ])
      expect(separated(lines)).toMatchObject({ lines, warnings: [] });
  });
});
