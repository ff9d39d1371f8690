import { memorySource } from '../test-support/memory-source';
import { BookWarning } from '../warnings';
import { BibEntry } from './bibtex';
import { alphaLabels, expandMystBibliographies } from './myst-bibliography';

function entry(key: string, author: string, year: string): BibEntry {
  return { type: 'book', key, fields: { ...(author ? { author } : {}), year } };
}

describe('alpha labels, as sphinxcontrib-bibtex’s default style and BibTeX’s alpha.bst make them', () => {
  it('takes one author’s first three letters, the initials of several, three and + past four, and the year', () => {
    const labels = alphaLabels([
      entry('knuth84', 'Knuth, Donald', '1984'),
      entry('mr19', 'Marsh, Ada and Reed, Ben', '2019'),
      entry('many', 'Ash, A and Birch, B and Cedar, C and Dogwood, D and Elm, E', '2001'),
      entry('gogh', 'van Gogh, Vincent', '1888'),
      entry('anon', '', '1950'),
    ]);
    expect([...labels.values()]).toEqual(['Knu84', 'MR19', 'ABC+01', 'vGog88', 'ano50']);
  });

  it('tells labels alike apart with a, b …', () => {
    const labels = alphaLabels([
      entry('a', 'Knuth, D', '1984'),
      entry('b', 'Knuth, D', '1984'),
      entry('c', 'Lamport, L', '1984'),
    ]);
    expect([...labels.values()]).toEqual(['Knu84a', 'Knu84b', 'Lam84']);
  });
});

describe('expandMystBibliographies', () => {
  const bib = '@book{knuth1984, author = {Knuth, Donald}, title = {The TeXbook}, year = {1984}}\n';
  const expand = async (text: string) => {
    const warnings: BookWarning[] = [];
    const source = memorySource({ 'refs.bib': bib, 'page.md': text });
    const { text: expanded } = await expandMystBibliographies(text, 'page.md', source, warnings);
    return { expanded, warnings };
  };

  it('prints the list of a {bibliography} after a directive, whose closing fence opens no listing', async () => {
    const { expanded, warnings } = await expand(
      [
        '```{note}',
        'A note.',
        '```',
        '',
        'Cited {cite}`knuth1984`.',
        '',
        '```{bibliography} refs.bib',
        '```',
        '',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(expanded).toContain('id="bib-knuth1984"');
    expect(expanded).not.toContain('```{bibliography}');
  });

  it('leaves a {bibliography} shown in a listing as written', async () => {
    const shown = ['````md', '```{bibliography} refs.bib', '```', '````', ''].join('\n');
    const { expanded } = await expand(shown);
    expect(expanded).toBe(shown);
  });
});
