import { BibEntry } from './bibtex';
import { alphaLabels } from './myst-bibliography';

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
