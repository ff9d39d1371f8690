import MarkdownIt from 'markdown-it';
import { latexIndexTermHtml, latexIndexTerms } from './latex-index-terms';

describe('latexIndexTermHtml', () => {
  it.each([
    ['vectors', '<a data-type="indexterm" data-primary="vectors"></a>'],
    [
      'missing values!in C',
      '<a data-type="indexterm" data-primary="missing values" data-secondary="in C"></a>',
    ],
    [
      'options!warn@\\texttt{warn}',
      '<a data-type="indexterm" data-primary="options" data-secondary="warn"></a>',
    ],
    ['bugs|see {debugging}', '<a data-type="indexterm" data-primary="bugs" data-see="debugging"></a>'],
    ['S3|seealso{classes}', '<a data-type="indexterm" data-primary="S3" data-seealso="classes"></a>'],
    // Geocomputation with R's `\index{simple feature columns|see {sf!sfc}}`: the subentry sfc under sf.
    [
      'simple feature columns|see {sf!sfc}',
      '<a data-type="indexterm" data-primary="simple feature columns" data-see="sf, sfc"></a>',
    ],
    ['loops|(', '<a data-type="indexterm" data-primary="loops"></a>'],
    ['a"!b', '<a data-type="indexterm" data-primary="a!b"></a>'],
    ['\\_\\_init\\_\\_', '<a data-type="indexterm" data-primary="__init__"></a>'],
  ])('reads \\index{%s}', (entry, html) => {
    expect(latexIndexTermHtml(entry)).toBe(html);
  });

  it('makes nothing of the end of a range', () => {
    expect(latexIndexTermHtml('loops|)')).toBeUndefined();
  });
});

describe('latexIndexTerms in Markdown', () => {
  const md = new MarkdownIt().use(latexIndexTerms);

  it('marks terms in text, its own macros (\\indexc) too, and leaves code alone', () => {
    expect(md.render('Loops\\index{loops!for@\\texttt{for}} and \\indexc{lapply()}, not `\\index{x}`.')).toBe(
      '<p>Loops<a data-type="indexterm" data-primary="loops" data-secondary="for"></a> and ' +
        '<a data-type="indexterm" data-primary="lapply()"></a>, not <code>\\index{x}</code>.</p>\n',
    );
  });

  it('prints an unclosed \\index as written', () => {
    expect(md.render('\\index{open')).toBe('<p>\\index{open</p>\n');
  });
});
