import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

// As rubenfcasal/bookdown_intro (index.Rmd): `[RStudio]((https://…))`, the address in two pairs of parentheses.
describe('a link whose address has an extra pair of parentheses around it', () => {
  it('links the address inside, saying so and how to write it', async () => {
    const model = await buildBookModel(
      memorySource({
        'index.Rmd':
          '# Prefacio\n\nInstale [RStudio]((https://www.rstudio.com/products/rstudio/download/)).\n',
        '01-intro.Rmd': [
          '# Introducción',
          '',
          'Véase [R]((http://www.r-project.org)) y [nada]((no-es-web)).',
          '',
          '[Enlace](http://rmark',
          'down.rstudio.com)',
          '',
          '```{r echo=FALSE}',
          'x <- 1',
          '```',
        ].join('\n'),
      }),
      { files: ['index.Rmd', '01-intro.Rmd'], formats: {} },
      { bookName: 'rubenfcasal/bookdown_intro' },
    );
    expect(model.divisions[0]!.html).toContain(
      '<a href="https://www.rstudio.com/products/rstudio/download/">RStudio</a>',
    );
    expect(model.divisions[1]!.html).toContain('<a href="http://www.r-project.org">R</a>');
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).toContain(
      'index.Rmd:3: link (https://www.rstudio.com/products/rstudio/download/) has an extra pair of parentheses ' +
        'around its address (read as a file of the book, there is none): linked to ' +
        'https://www.rstudio.com/products/rstudio/download/; write [its text](https://www.rstudio.com/products/rstudio/download/)',
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(/^01-intro\.Rmd:3: link \(http:\/\/www\.r-project\.org\) has an extra pair/),
    );
    // pandoc's reading of an address broken over lines, a space in its host: no address a reader can open.
    expect(warnings).toContain(
      '01-intro.Rmd:5: link http://rmark%20down.rstudio.com is no web address a reader can open: its host name has ' +
        'a space (%20), as an address broken over two lines reads; link removed, its text kept: write the address on one line',
    );
    // Parentheses around what is no web address are left to the usual warning.
    const other = warnings.filter((text) => text.includes('no-es-web'));
    expect(other).toHaveLength(1);
    expect(other[0]).not.toMatch(/extra pair/);
    expect(warnings.filter((text) => /https?:/.test(text) && /cross-reference/.test(text))).toEqual([]);
  });
});
