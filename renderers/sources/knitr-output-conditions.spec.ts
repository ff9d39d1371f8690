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

  it('leaves other expressions, and other files, as written', () => {
    expect(answerKnitrOutputConditions('a.Rmd', '`r nrow(flights)`')).toBe('`r nrow(flights)`');
    expect(answerKnitrOutputConditions('a.md', "`r if (knitr::is_latex_output()) '<!--'`")).toBe(
      "`r if (knitr::is_latex_output()) '<!--'`",
    );
  });
});
