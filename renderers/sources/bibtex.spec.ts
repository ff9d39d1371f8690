import { bibEntryParts, readBibtex } from './bibtex';

describe('readBibtex', () => {
  it('reads braced, quoted, numeric and @string values, joined with #, skipping @comment', async () => {
    const { entries, unread } = await readBibtex(
      [
        '@comment{ignore me @misc{not, title = {x}} }',
        '@string{ lab = "Owl Lab" }',
        '@TechReport(owl2021,',
        '  Author = {van Hoot, Olive and Barn, Ray and Snow, Tawny},',
        '  title = "{Night} Flight {\\& {Silence}}",',
        '  institution = lab # { Reports},',
        '  year = 2021,',
        '  doi = {10.1000/owl.7}',
        ')',
      ].join('\n'),
    );
    expect(unread).toEqual([]);
    expect(entries).toEqual([
      {
        type: 'techreport',
        key: 'owl2021',
        fields: {
          author: 'van Hoot, Olive and Barn, Ray and Snow, Tawny',
          title: 'Night Flight & Silence',
          publisher: 'Owl Lab Reports',
          year: '2021',
          doi: '10.1000/owl.7',
        },
      },
    ]);
    expect(bibEntryParts(entries[0]!)).toEqual({
      text: 'Olive van Hoot, Ray Barn, and Tawny Snow. Night Flight & Silence. Owl Lab Reports, 2021.',
      url: 'https://doi.org/10.1000/owl.7',
    });
  });

  it('keeps every entry but one it cannot read, which it names by its line', async () => {
    const { entries, unread } = await readBibtex(
      '@string{s = "Sea"}\n@misc{a, title = {A}}\n@misc{b, title = {unclosed\n@misc{c, title = s # { Shore}}',
    );
    expect(entries.map((entry) => [entry.key, entry.fields['title']])).toEqual([
      ['a', 'A'],
      ['c', 'Sea Shore'],
    ]);
    expect(unread).toEqual([{ line: 3, reason: expect.stringContaining('expected') }]);
  });

  it('writes TeX accents and special characters as the letters they make, and names as written', async () => {
    const { entries } = await readBibtex(
      '@article{g31, author = {G{\\"o}del, Kurt and Br{\\\'e}zis, Ha{\\"\\i}m and {World Health Organization}},' +
        ' title = {{\\"U}ber S{\\"a}tze -- Teil~I}, journal = {Monatshefte f\\"ur Mathematik}, year = 1931,' +
        ' pages = {173--198}}',
    );
    expect(entries[0]!.fields).toMatchObject({
      author: 'Gödel, Kurt and Brézis, Haïm and World Health Organization',
      title: 'Über Sätze \u2013 Teil\u00a0I',
      journal: 'Monatshefte für Mathematik',
      pages: '173\u2013198',
      year: '1931',
    });
    expect(bibEntryParts(entries[0]!).text).toBe(
      'Kurt Gödel, Haïm Brézis, and World Health Organization. Über Sätze \u2013 Teil\u00a0I. Monatshefte für ' +
        'Mathematik, pages 173\u2013198, 1931.',
    );
  });

  it('puts no full stop after a title ending in its own question mark', async () => {
    const { entries } = await readBibtex(
      '@article{h05, author = {Hamilton, James}, title = {What is real?}, journal = {Review}, year = 2005}',
    );
    expect(bibEntryParts(entries[0]!).text).toBe('James Hamilton. What is real? Review, 2005.');
  });
  it('prints the TeX commands real bibliographies use as LaTeX does, not as they are written', async () => {
    const { entries } = await readBibtex(
      [
        '@preamble{ {\\providecommand{\\noopsort}[1]{}} }',
        '@book{manning99, author = {{\\relax Ch}ristopher D. Manning and Hinrich Sch{\\"u}tze},',
        '  title = {Foundations of Statistical Natural Language Processing\\relax},',
        '  year = {{\\noopsort{a}}1999}, publisher = {\\mbox{MIT} Press}}',
        '@manual{r24, author = {{R Core Team}}, title = {\\textcolor{red!50}{R}: A Language and Environment\\ldots},',
        '  note = {Typeset with \\LaTeX\\ and \\protect\\emph{knitr}, see \\nolinkurl{cran.r-project.org}},',
        '  organization = {\\MakeUppercase{r} Foundation}, year = 2024}',
      ].join('\n'),
    );
    expect(entries.map((entry) => entry.fields)).toEqual([
      {
        author: 'Manning, Christopher D. and Schütze, Hinrich',
        title: 'Foundations of Statistical Natural Language Processing',
        year: '1999',
        publisher: 'MIT Press',
      },
      expect.objectContaining({
        title: 'R: A Language and Environment\u2026',
        note: 'Typeset with LaTeX and <i>knitr</i>, see cran.r-project.org',
        publisher: 'R Foundation',
      }),
    ]);
  });
});
