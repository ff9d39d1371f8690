/**
 * `` `r if (knitr::is_latex_output()) '<!--'` ``, `` `r if (knitr::is_html_output()) '# References {-}'` ``: R Markdown
 * books print text for one of their outputs only with an inline expression asking which output knitr is making
 * (Advanced R hides its web welcome from the PDF between two such comments). Octavo makes every format from one HTML
 * book, so it answers as knitr does for HTML: `is_html_output()` is true, `is_latex_output()` false, and the
 * expression is replaced by the text it then prints (a string may span lines), or by nothing. `knitr:::`, which
 * reaches the same function (rubenfcasal's "Introducción a bookdown" writes it), is read as `knitr::`. Any other
 * inline expression is left as written.
 */
const CONDITION =
  /`r[ \t]+if[ \t]*\([ \t]*(!?)[ \t]*(?:knitr:::?)?is_(html|latex)_output\([ \t]*\)[ \t]*\)[ \t]*(?:\{[ \t]*)?(?:(["'])((?:\\.|(?!\3|\n[ \t]*\n)[^\\])*?)\3)?[ \t]*\}?[ \t]*(?:else[ \t]*(?:\{[ \t]*)?(["'])((?:\\.|(?!\5|\n[ \t]*\n)[^\\])*?)\5[ \t]*\}?[ \t]*)?`/g;

export function answerKnitrOutputConditions(path: string, text: string): string {
  if (!/\.(?:rmd|qmd)$/i.test(path) || !text.includes('_output(')) return text;
  return text.replace(
    CONDITION,
    (written, negated: string, output: string, _q, then?: string, _q2?, otherwise?: string) => {
      // An expression that prints nothing in either case is no condition on text: leave it to be warned of.
      if (then === undefined) return written;
      const holds = (output === 'html') !== (negated === '!');
      const printed = unescaped((holds ? then : otherwise) ?? '');
      // A string over several lines (`'\n# References {-}\n'`, bookdown's manual) keeps the lines after it where
      // they were written, for warnings to name them.
      const lost = lineCount(written) - lineCount(printed);
      return lost > 0 ? printed + '\n'.repeat(lost) : printed;
    },
  );
}

function lineCount(text: string): number {
  return text.split('\n').length;
}

function unescaped(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}
