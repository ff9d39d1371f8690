import { bibEntryParts, readBibtex } from './bibtex';

describe('readBibtex', () => {
  it('reads braced, quoted, numeric and @string values, joined with #, skipping @comment', () => {
    const entries = readBibtex(
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
    expect(entries).toEqual([
      {
        type: 'techreport',
        key: 'owl2021',
        fields: {
          author: 'van Hoot, Olive and Barn, Ray and Snow, Tawny',
          title: 'Night Flight & Silence',
          institution: 'Owl Lab Reports',
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

  it('keeps the entries before one it cannot read', () => {
    const entries = readBibtex('@misc{a, title = {A}}\n@misc{b, title = {unclosed\n@misc{c, title = {C}}');
    expect(entries.map((entry) => entry.key)).toEqual(['a']);
  });
});
