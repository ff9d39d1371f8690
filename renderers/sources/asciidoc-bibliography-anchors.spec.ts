import { buildBookModel } from '../model/build-book-model';
import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

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

describe('a reference to a bibliography entry', () => {
  // It read "References", the title of the section holding the list, where Asciidoctor prints the entry's label.
  it("reads as the entry's label in brackets: its id, or the text its anchor names", async () => {
    const source = memorySource({
      'book.adoc': [
        '= Book',
        ':doctype: book',
        '',
        '== Sorting',
        '',
        'As <<knuth>> and <<lamport>> say.',
        '',
        '[bibliography]',
        '== References',
        '',
        '* [[[knuth]]] D. Knuth, The Art of Computer Programming.',
        '* [[[lamport,Lamport 1994]]] L. Lamport, LaTeX.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['book.adoc'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toMatch(
      /As <a data-type="xref" href="[^"]*#knuth">\[knuth\]<\/a> and <a[^>]*#lamport">\[Lamport 1994\]<\/a>/,
    );
    expect(html).toContain('<a id="knuth"></a>[knuth] D. Knuth');
    expect(html).toContain('<a id="lamport"></a>[Lamport 1994] L. Lamport');
  });
});
