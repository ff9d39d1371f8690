import { formatWarning } from '../warnings';
import { printOnlyImageWarnings } from './theme-print-only-images';

describe('printOnlyImageWarnings', () => {
  it('names the url()s to PDF or EPS images in one warning, at the first, the others by line; drawable ones and fonts are left alone', () => {
    const css = [
      'a[class="co"] img { display: none; }',
      'pre a.co:nth-of-type(1):before { content: url("../../images/callouts/1.pdf"); }',
      '.logo { background: url(logo.png); }',
      '@font-face { font-family: X; src: url(fonts/x.woff2); }',
      '.mark::after { content: url(marks/star.EPS?v=2); }',
    ].join('\n');
    expect(printOnlyImageWarnings(css, 'theme/pdf/pdf.css').map(formatWarning)).toEqual([
      'theme/pdf/pdf.css:2: url(../../images/callouts/1.pdf) here and 1 more url()s of this file (at line 5) name ' +
        'print-only images (PDF, EPS), which no page can draw: what these rules put in prints nothing (and an ' +
        "element the theme hides for them, such as a callout number's <img>, is missing); point them at PNG or SVG " +
        'images, or remove the rules',
    ]);
  });

  it('says it of one url() alone as of that one', () => {
    const css = '.logo { background: url(logo.png); }\n.mark::after { content: url(marks/star.EPS?v=2); }';
    expect(printOnlyImageWarnings(css, 'theme/pdf/pdf.css').map(formatWarning)).toEqual([
      'theme/pdf/pdf.css:2: url(marks/star.EPS?v=2) names a print-only image (EPS), which no page can draw: what ' +
        "this rule puts in prints nothing (and an element the theme hides for it, such as a callout number's <img>, " +
        'is missing); point it at a PNG or SVG, or remove the rule',
    ]);
  });
});
