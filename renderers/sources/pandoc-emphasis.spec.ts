import { markdownOfKind } from '../test-support/markdown-of-kind';

const html = (text: string, pandoc: boolean) =>
  markdownOfKind(text, { pandoc })
    .replace(/ data-octavo-line="\d+"/g, '')
    .trim();

describe("pandoc's emphasis closing after a space", () => {
  // What pandoc 2.17 prints for each (`pandoc -f markdown -t html`).
  it.each([
    ['**Binaries Versus Source **', '<p><strong>Binaries Versus Source </strong></p>'],
    ['A **bold **word.', '<p>A <strong>bold </strong>word.</p>'],
    ['**a ** b', '<p><strong>a </strong> b</p>'],
    ['*a *b', '<p><em>a </em>b</p>'],
    ['**foo **bar**', '<p><strong>foo </strong>bar**</p>'],
    ['**x** and **y **z', '<p><strong>x</strong> and <strong>y </strong>z</p>'],
    ['** a**', '<p>** a**</p>'],
    ['2 ** 3 ** 4', '<p>2 ** 3 ** 4</p>'],
    ['a ** b **c', '<p>a ** b **c</p>'],
  ])('reads %s as pandoc does', (written, printed) => {
    expect(html(written, true)).toBe(printed);
  });

  it('leaves CommonMark files as CommonMark reads them', () => {
    expect(html('**Binaries Versus Source **', false)).toBe('<p>**Binaries Versus Source **</p>');
  });
});
