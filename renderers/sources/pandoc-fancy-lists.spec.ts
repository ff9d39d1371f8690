import { markdownToHtml } from './markdown';

const pandoc = (text: string) =>
  markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { pandoc: true })
    .replace(/ data-octavo-line="\d+"/g, '')
    .replace(/\n/g, '');

describe('pandocFancyLists', () => {
  // As rubenfcasal/bookdown_intro's table of Markdown (10-rmarkdown.Rmd), which pandoc prints as a nested list.
  it('reads a lettered sublist under an item as pandoc does', () => {
    expect(pandoc('1.  Uno\n2.  Dos\n    a. A\n    b. B\n3.  Tres\n')).toBe(
      '<ol><li>Uno</li><li>Dos<ol type="a"><li>A</li><li>B</li></ol></li><li>Tres</li></ol>',
    );
  });

  it('reads one in a grid table cell, beside a link whose address breaks over lines', () => {
    const table = [
      '+--------------------------+--------------------------+',
      '| [Enlace](http://rmark    | 1.  Uno                  |',
      '| down.rstudio.com)        | 2.  Dos                  |',
      '|                          |     a. A                 |',
      '+--------------------------+--------------------------+',
      '',
    ].join('\n');
    const html = pandoc(table);
    expect(html).toContain('<a href="http://rmark%20down.rstudio.com">Enlace</a>');
    expect(html).toContain('<ol><li>Uno</li><li>Dos<ol type="a"><li>A</li></ol></li></ol>');
  });

  it('numbers letters, roman numerals and parenthesized markers from their first item', () => {
    expect(pandoc('c. start c\nd. d\n')).toBe('<ol start="3" type="a"><li>start c</li><li>d</li></ol>');
    expect(pandoc('i. r\nii. s\n')).toBe('<ol type="i"><li>r</li><li>s</li></ol>');
    expect(pandoc('(iv) four\n(v) five\n')).toBe('<ol start="4" type="i"><li>four</li><li>five</li></ol>');
    expect(pandoc('(1) p\n(2) q\n')).toBe('<ol><li>p</li><li>q</li></ol>');
    expect(pandoc('A.  Alpha\nB.  Beta\n')).toBe('<ol type="A"><li>Alpha</li><li>Beta</li></ol>');
    expect(pandoc('h. ocho\ni. nueve\n')).toBe('<ol start="8" type="a"><li>ocho</li><li>nueve</li></ol>');
  });

  it('leaves an initial, a paragraph line, plain Markdown and code as they were', () => {
    expect(pandoc('B. Smith wrote it.\n')).toBe('<p>B. Smith wrote it.</p>');
    expect(pandoc('text\na. b\n')).toBe('<p>texta. b</p>');
    expect(pandoc('```\na. b\n```\n')).toMatch(/<pre><code[^>]*>a. b<\/code><\/pre>/);
    expect(markdownToHtml('a. b\n')).toContain('<p');
  });
});
