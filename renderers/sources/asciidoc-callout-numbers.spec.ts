import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml } from './asciidoc';

// As xrd/BuildingToolsWithGithubBook (Building Tools with GitHub): explanations reordered by hand, their markers not.
const LISTING = (marks: string) => [
  '[source,groovy]',
  '----',
  "apply plugin: 'x' // <1>",
  'compile y // <2>',
  'test z // <3>',
  '----',
  '',
  marks,
  '',
];

async function convert(text: string) {
  const result = await asciidocToHtml(text, 'ch07.asciidoc', memorySource({ 'ch07.asciidoc': text }));
  return { html: result.html, warnings: result.warnings.map(formatWarning) };
}

describe('callout list items numbered out of order', () => {
  it('are one warning for the file, at its first such item, saying how they print and what to write', async () => {
    const text = [
      '== Android',
      '',
      ...LISTING('<1> Load the plugin.\n<3> Compile.\n<1> Test.'),
      ...LISTING('<2> Load.\n<1> Compile.\n<3> Test.'),
    ].join('\n');
    const { html, warnings } = await convert(text);
    expect(warnings).toEqual([
      'ch07.asciidoc:11: callout list item <3> is item 2 of its list (4 such items in this file; the others at ' +
        "lines 12, 21 and 22): Asciidoctor numbers a callout list's items by their place, so it is printed as 2 " +
        "and explains the listing's callout <2>, whatever its marker says; write each list's markers in " +
        'order (<1>, <2>, …), each explanation at the place of the callout it is about',
    ]);
    // Printed by their places, as Asciidoctor prints them.
    expect(html.match(/<div class="colist arabic"[^>]*>\s*<ol>/g)).toHaveLength(2);
    expect(html).toMatch(/<li>\s*<p>Load the plugin\.<\/p>\s*<\/li>\s*<li>\s*<p>Compile\.<\/p>/);
  });

  it('are not warned of when in order', async () => {
    const { warnings } = await convert(
      ['== Android', '', ...LISTING('<1> Load.\n<2> Compile.\n<3> Test.')].join('\n'),
    );
    expect(warnings).toEqual([]);
  });
});
