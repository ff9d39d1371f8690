import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { answerKnitrOutputConditions } from './knitr-output-conditions';

describe('answerKnitrOutputConditions', () => {
  it.each([
    ["`r if (knitr::is_latex_output()) '<!--'` ", ' '],
    ["`r if (knitr::is_html_output()) '# References {-}'`", '# References {-}'],
    ['`r if (!knitr::is_html_output()) "PDF only"`', ''],
    ['`r if (is_latex_output()) "\\\\newpage" else "<hr>"`', '<hr>'],
    ['`r if (knitr::is_html_output()) { "Web" } else { "Print" }`', 'Web'],
  ])('answers %s as knitr does for HTML', (written, printed) => {
    expect(answerKnitrOutputConditions('index.Rmd', written)).toBe(printed);
  });

  // As rstudio/bookdown's manual (10-references.Rmd): the heading written on lines of its own inside the string.
  it('answers a string over several lines, keeping the lines after it where they were', () => {
    const text = "\\backmatter\n\n`r if (knitr::is_html_output()) '\n# References {-}\n'`\n\nAfter.\n";
    expect(answerKnitrOutputConditions('10-references.Rmd', text)).toBe(
      '\\backmatter\n\n\n# References {-}\n\n\nAfter.\n',
    );
    const hidden = "`r if (knitr::is_latex_output()) '\n\\printindex\n'`\nAfter.\n";
    expect(answerKnitrOutputConditions('a.Rmd', hidden)).toBe('\n\n\nAfter.\n');
    // A blank line ends a paragraph, and no string spans one.
    const apart = "`r if (knitr::is_html_output()) 'a\n\nb'`";
    expect(answerKnitrOutputConditions('a.Rmd', apart)).toBe(apart);
  });

  // As rubenfcasal/bookdown_intro (20-references.Rmd): three colons, which reach the same function.
  it('answers knitr:::is_html_output() as knitr::is_html_output(), the title it prints the chapter title', async () => {
    const text = "`r if (knitr:::is_html_output()) '\n# Bibliografía {-}\n'`\n\nVéase @xie2015.\n";
    expect(answerKnitrOutputConditions('20-references.Rmd', text)).toBe(
      '\n# Bibliografía {-}\n\n\nVéase @xie2015.\n',
    );
    const model = await buildBookModel(
      memorySource({ '20-references.Rmd': text }),
      { files: ['20-references.Rmd'], formats: {} },
      { bookName: 'rubenfcasal/bookdown_intro' },
    );
    expect(model.warnings.map(formatWarning)).not.toContainEqual(
      expect.stringMatching(/text before its first title/),
    );
    expect(model.divisions[0]!.html).not.toContain('is_html_output');
    expect(model.divisions[0]!.html).toMatch(/<h1>Bibliografía<\/h1>/);
  });

  it('leaves other expressions, and other files, as written', () => {
    expect(answerKnitrOutputConditions('a.Rmd', '`r nrow(flights)`')).toBe('`r nrow(flights)`');
    expect(answerKnitrOutputConditions('a.md', "`r if (knitr::is_latex_output()) '<!--'`")).toBe(
      "`r if (knitr::is_latex_output()) '<!--'`",
    );
  });
});
