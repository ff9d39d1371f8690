import { markdownToHtml } from './markdown';

describe('markdownDashes', () => {
  it('sets --- as an em dash and -- between numbers or spaces as an en dash, as pandoc and kramdown do', () => {
    const html = markdownToHtml('Use Windows---see below; pages 3--7; wait -- no.\n');
    expect(html).toContain('Use Windows\u2014see below; pages 3\u20137; wait \u2013 no.');
  });

  // Dive into Deep Learning's "matrix--vector product", as pandoc's smart extension sets it.
  it('sets -- between letters as an en dash', () => {
    expect(markdownToHtml('The matrix--vector product (Cauchy--Schwarz), with --force.\n')).toContain(
      'The matrix\u2013vector product (Cauchy\u2013Schwarz), with --force.',
    );
  });

  it('leaves code, command-line options, rules and longer runs of hyphens as written', () => {
    const html = markdownToHtml(
      'Run `a---b` with --force or -- alone---\n\n---\n\nA ---- run, <http://x.org/a---b>.\n',
    );
    expect(html).toContain('<code>a---b</code> with --force or \u2013 alone\u2014');
    expect(html).toContain('<hr');
    expect(html).toContain('A ---- run');
    expect(html).toContain('>http://x.org/a---b</a>');
  });

  // BookFun's chapters/01-linear-regression.md:48, as pandoc's smart extension sets it.
  it('sets -- opening or ending a line of a paragraph as an en dash, as it does mid-line', () => {
    expect(
      markdownToHtml(
        'It is a function of two variables\n-- the slope and the intercept -- and more --\nall.\n',
      ),
    ).toContain('variables\n\u2013 the slope and the intercept \u2013 and more \u2013\nall.');
    expect(markdownToHtml('Run\n--force now.\n')).toContain('Run\n--force now.');
  });
});
