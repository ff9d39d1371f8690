import { convertAsciidocFiles } from '../test-support/convert-asciidoc';

const LISTING = ['----', 'boil(water)', 'pour(water, leaves)', '----'];

describe('A listing style line set over the example block that holds the listing', () => {
  it('is reported at the example with the line to move, and the listing stays as Asciidoctor prints it', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch.adoc': ['== Tea', '', '.Brewing', '[source,python,linenums]', '====', ...LISTING, '====', ''].join(
        '\n',
      ),
    });
    expect(warnings).toEqual([
      'ch.adoc:5: [source,python,linenums] is set on an example block (====), which takes no listing style: ' +
        'Asciidoctor ignores it, and the listing inside gets none of it (its language, its line numbers); move the ' +
        "line to just above the listing's ---- line inside the example (its title and id may stay on the example)",
    ]);
    expect(html).not.toContain('data-line-numbering');
  });

  it('names the included file it is written in', async () => {
    const { warnings } = await convertAsciidocFiles({
      'ch.adoc': ['== Tea', '', 'include::brew.adoc[]', ''].join('\n'),
      'brew.adoc': ['Some text.', '', '[source,python]', '====', ...LISTING, '===='].join('\n'),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^brew\.adoc:4: \[source,python\] is set on an example block/);
  });

  it('says nothing when the listing inside has the style too, and reports the numbering it lacks', async () => {
    const styled = (outer: string) =>
      ['== Tea', '', outer, '====', '[source,python]', ...LISTING, '====', ''].join('\n');
    expect((await convertAsciidocFiles({ 'ch.adoc': styled('[source,python]') })).warnings).toEqual([]);
    expect((await convertAsciidocFiles({ 'ch.adoc': styled('[source,python,linenums]') })).warnings).toEqual([
      expect.stringMatching(/^ch\.adoc:4: \[source,python,linenums\] is set on an example block/),
    ]);
  });

  it('says nothing of the style on the listing itself, which is numbered', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch.adoc': ['== Tea', '', '.Brewing', '====', '[source,python,linenums]', ...LISTING, '====', ''].join(
        '\n',
      ),
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<pre data-line-numbering="numbered"');
  });
});
