import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

const planter = [
  'const soil = fetchSoil();',
  '',
  '# BEGIN WATERING',
  'def water(bed):',
  '    # BEGIN DOSE',
  '    litres = bed.area * 2  # <1>',
  '    # END DOSE',
  '    return litres',
  '# END WATERING',
  '',
].join('\n');

const chapter = (attributes: string) =>
  [
    '== Watering',
    '',
    attributes,
    'snippet~~~~',
    'Shown in place of the code when it cannot be found.',
    'A second line of that text.',
    'snippet~~~~',
    '<1> Two litres a square metre.',
    '',
    'After the listing.',
    '',
  ].join('\n');

describe("O'Reilly Atlas code snippets (a snippet~~~~ block naming a file and an identifier)", () => {
  it('print the lines between BEGIN and END of that identifier as a listing, nested markers left out', async () => {
    const { html, warnings } = await convert({
      'ch01.adoc': chapter('[filename="code/planter.py", language="py", identifier="WATERING"]'),
      'code/planter.py': planter,
    });
    expect(html).toMatch(/<code class="language-py"/);
    expect(html).toContain('def water(bed):');
    expect(html).toContain('return litres');
    expect(html).not.toMatch(/BEGIN|END DOSE|fetchSoil|Shown in place|snippet~/);
    expect(html).toMatch(/litres = bed\.area \* 2 +<b class="conum"[^>]*>1<\/b>/);
    expect(html).toContain('After the listing.');
    expect(warnings).toEqual([]);
  });

  it('name the line and the fix when the identifier is not in the file', async () => {
    const { html, warnings } = await convert({
      'ch01.adoc': chapter('[filename="code/planter.py", language="py", identifier="PRUNING"]'),
      'code/planter.py': planter,
    });
    expect(html).toContain('After the listing.');
    expect(warnings).toEqual([
      expect.stringMatching(/^ch01\.adoc:5: snippet PRUNING is not in code\/planter\.py: .*"BEGIN PRUNING"/),
      'ch01.adoc:8: no callout found for <1>',
    ]);
  });

  it('shown as markup in a listing stay text', async () => {
    const shown = [
      '----',
      '[filename="code/planter.py", identifier="WATERING"]',
      'snippet~~~~',
      'snippet~~~~',
      '----',
    ];
    const { html } = await convert({ 'ch01.adoc': shown.join('\n'), 'code/planter.py': planter });
    expect(html).toContain('snippet~~~~');
    expect(html).not.toContain('def water');
  });

  it('keep the lines after the block on their own line numbers', async () => {
    const { warnings } = await convert({
      'ch01.adoc':
        chapter('[filename="code/planter.py", language="py", identifier="WATERING"]') +
        'include::gone.adoc[]\n',
      'code/planter.py': planter,
    });
    expect(warnings).toEqual([
      expect.stringMatching(/^ch01\.adoc:11: included file gone\.adoc does not exist/),
    ]);
  });
});
