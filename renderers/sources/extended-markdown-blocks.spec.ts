import type { BookWarning } from '../warnings';
import { formatWarning } from '../warnings';
import { expandExtendedMarkdownBlocks } from './extended-markdown-blocks';

const expand = (text: string) => {
  const warnings: BookWarning[] = [];
  const expanded = expandExtendedMarkdownBlocks(text, (line) => line, 'page.md', warnings);
  return { ...expanded, warnings: warnings.map(formatWarning) };
};

describe("GitHub's extended-markdown-filter blocks", () => {
  it('makes a callout an admonition and a platform block a named division, keeping each line where it was written', () => {
    const { text, lineOf, warnings } = expand(
      '{{#warning}}\nCareful.\n{{/warning}}\n{{#linux}}\nUse apt.\n{{/linux}}',
    );
    expect(text.split('\n')).toEqual([
      '<div data-type="warning">',
      '',
      'Careful.',
      '',
      '</div>',
      '<div class="platform platform-linux">',
      '',
      '<p class="platform-name"><strong>Linux</strong></p>',
      '',
      'Use apt.',
      '',
      '</div>',
    ]);
    expect(lineOf(10)).toBe(5);
    expect(warnings).toEqual([]);
  });

  it('leaves tags in listings and unknown tags alone, and says where a tag has no partner', () => {
    const { text, warnings } = expand('```\n{{#note}}\n```\n{{#octicon}}\n{{/tip}}\n{{#mac}}\nText');
    expect(text).toBe('```\n{{#note}}\n```\n{{#octicon}}\n{{/tip}}\n{{#mac}}\nText');
    expect(warnings).toEqual([
      'page.md:5: {{/tip}} closes no {{#tip}} block: it is printed as written; open the block with {{#tip}} on a ' +
        'line of its own above it, or remove the line',
      'page.md:6: {{#mac}} has no {{/mac}} after it: it is printed as written, and the text it was meant to hold ' +
        'as running text; close the block with {{/mac}} on a line of its own',
    ]);
  });
});
