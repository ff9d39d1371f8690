import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a bibliography entry whose anchor is no id', () => {
  it('is warned of once a file, at its first, with the anchor that keeps its number as its label', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Sources',
        '',
        'As the almanac says.',
        '',
        '[bibliography]',
        '=== References',
        '- [[[1]]] The Gardener’s Almanac, 1901.',
        '- [[[2]]] Seeds and Soil, 1923.',
        '- [[[loam]]] Loam, 1930.',
      ].join('\n'),
    });
    expect(html).toContain('[[[1]]] The Gardener');
    expect(warnings).toEqual([
      'ch.adoc:7: [[[1]]] is printed as text, not as the anchor of a bibliography entry (so is the entry after ' +
        'it in this file): an id begins with a letter, _ or :; write [[[ref-1,1]]] (its label stays [1]) ' +
        'and cite it as <<ref-1>>',
    ]);
  });

  it('the anchor it names is read: the entry is labelled with the number and can be cited', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Sources',
        '',
        'As the almanac says <<ref-1>>.',
        '',
        '[bibliography]',
        '=== References',
        '- [[[ref-1,1]]] The Gardener’s Almanac, 1901.',
      ].join('\n'),
    });
    expect(html).not.toContain('[[[');
    expect(html).toMatch(/id="ref-1"/);
    expect(warnings).toEqual([]);
  });
});
