import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

/** A Wiley SICI DOI: valid, and holding `<`, `>` and `;` (a French R guide's references.bib). */
const SICI = '10.1002/(SICI)1099-1255(199705)12:3<313::AID-JAE440>3.0.CO;2-G';
const ENCODED = 'https://doi.org/10.1002/(SICI)1099-1255(199705)12:3%3C313::AID-JAE440%3E3.0.CO;2-G';
const BIB = `@article{deb1997, author = {Deb, Partha and Trivedi, Pravin K.}, title = {Demand for Medical Care},
  journal = {Journal of Applied Econometrics}, year = {1997}, doi = {${SICI}}}\n`;

describe('addresses a bibliography links', () => {
  it('are percent-encoded where a URL needs it, printed as the work gives them, with no warning', async () => {
    const quarto = await buildBookModel(
      memorySource({
        '_quarto.yml': 'project:\n  type: book\nbibliography: refs.bib\n',
        'ch01.qmd': '# Soins\n\nVoir @deb1997, et <a href="https://example.org/a<b">ce site</a>.\n',
        'references.qmd': '# Références\n\n::: {#refs}\n:::\n',
        'refs.bib': BIB,
      }),
      { files: ['ch01.qmd', 'references.qmd'], formats: {} },
      { bookName: 'ann/guide' },
    );
    const myst = await buildBookModel(
      memorySource({
        'ch01.md': '# Care\n\nAs {cite}`deb1997` shows.\n\n```{bibliography} refs.bib\n```\n',
        'refs.bib': BIB,
      }),
      { files: ['ch01.md'], formats: {} },
      { bookName: 'ann/guide' },
    );
    for (const model of [quarto, myst]) {
      const html = model.divisions.map((division) => division.html).join('\n');
      expect(html).toContain(
        `<a href="${ENCODED}">https://doi.org/${SICI.replace('<', '&lt;').replace('>', '&gt;')}</a>`,
      );
    }
    expect(myst.warnings.map(formatWarning)).toEqual([]);
    // An address the author wrote with such characters is still told of, where it is written.
    expect(quarto.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch01\.qmd:3: link https:\/\/example\.org\/a<b has characters a web address cannot hold/,
      ),
    ]);
  });
});
