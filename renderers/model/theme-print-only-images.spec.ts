import { formatWarning } from '../warnings';
import { printOnlyImageWarnings } from './theme-print-only-images';

describe('printOnlyImageWarnings', () => {
  it('names the line of each url() to a PDF or EPS image, and leaves drawable ones and fonts alone', () => {
    const css = [
      'a[class="co"] img { display: none; }',
      'pre a.co:nth-of-type(1):before { content: url("../../images/callouts/1.pdf"); }',
      '.logo { background: url(logo.png); }',
      '@font-face { font-family: X; src: url(fonts/x.woff2); }',
      '.mark::after { content: url(marks/star.EPS?v=2); }',
    ].join('\n');
    expect(printOnlyImageWarnings(css, 'theme/pdf/pdf.css').map(formatWarning)).toEqual([
      expect.stringMatching(
        /^theme\/pdf\/pdf\.css:2: url\(\.\.\/\.\.\/images\/callouts\/1\.pdf\) names a print-only image \(PDF\)/,
      ),
      expect.stringMatching(
        /^theme\/pdf\/pdf\.css:5: url\(marks\/star\.EPS\?v=2\) names a print-only image \(EPS\)/,
      ),
    ]);
  });
});
