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

  it('leaves other expressions, and other files, as written', () => {
    expect(answerKnitrOutputConditions('a.Rmd', '`r nrow(flights)`')).toBe('`r nrow(flights)`');
    expect(answerKnitrOutputConditions('a.md', "`r if (knitr::is_latex_output()) '<!--'`")).toBe(
      "`r if (knitr::is_latex_output()) '<!--'`",
    );
  });
});
