import { markdownToHtml } from './markdown';

// As MkDocs books write them (Hello Algo's chapter openings: "!!! abstract" over an indented paragraph).
describe("Python-Markdown's admonitions (MkDocs)", () => {
  it('are the HTMLBook admonition of their kind, their indented text inside, its Markdown read', () => {
    const html = markdownToHtml(
      [
        '!!! note',
        '',
        '    Kilns are *hot*.',
        '',
        '    - Wear gloves.',
        '',
        'After the note.',
        '',
        '!!! warning "Hot kiln"',
        '    Do not touch.',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<p[^>]*>Kilns are <em>hot<\/em>\.<\/p>\s*<ul[^>]*>\s*<li[^>]*>Wear gloves\.<\/li>\s*<\/ul>\s*<\/div>\s*<p[^>]*>After the note\.<\/p>/,
    );
    expect(html).toMatch(
      /<div data-type="warning">\s*<h6 data-octavo-own-title="">Hot kiln<\/h6>\s*<p[^>]*>Do not touch\.<\/p>\s*<\/div>/,
    );
    expect(html).not.toMatch(/!!!|<pre/);
  });

  it("heads MkDocs Material's other types with their word, folded ones (??? and ???+) too, and an empty title asks for none", () => {
    const html = markdownToHtml(
      [
        '!!! abstract',
        '    A dancer.',
        '',
        '??? question "Why?"',
        '    Because.',
        '',
        '???+ tip ""',
        '    Fold it.',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6 data-octavo-own-title="">Abstract<\/h6>\s*<p[^>]*>A dancer\.<\/p>/,
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6 data-octavo-own-title="">Why\?<\/h6>\s*<p[^>]*>Because\.<\/p>/,
    );
    expect(html).toMatch(/<div data-type="tip">\s*<p[^>]*>Fold it\.<\/p>/);
  });

  // Competitive-programming books title their example boxes with the problem's link, and name their own types.
  it('read the title as Markdown and print it alone, as MkDocs Material does; a type of their own is its title', () => {
    const html = markdownToHtml(
      [
        '!!! example "[GCJ 2019, Round 2 - New Elements: Part 2](https://example.com/gcj) with $a_k$"',
        '    Given pairs.',
        '',
        '!!! lemma',
        '    Every fraction converges.',
        '',
        '??? info "Proof"',
        '    By induction.',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6 data-octavo-own-title=""><a href="https:\/\/example\.com\/gcj">GCJ 2019, Round 2 - New Elements: Part 2<\/a> with /,
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6 data-octavo-own-title="">Lemma<\/h6>\s*<p[^>]*>Every fraction/,
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6 data-octavo-own-title="">Proof<\/h6>\s*<p[^>]*>By induction/,
    );
    expect(html).not.toContain('](');
  });

  // Hello Algo's code in every language it is written in, one tab each.
  it('print content tabs (=== "Label") as their label over their text, in place', () => {
    const html = markdownToHtml(
      [
        '=== "Python"',
        '',
        '    ```python title="array.py"',
        '    arr = [0] * 5',
        '    ```',
        '',
        "===! 'C++'",
        '',
        '    ```cpp',
        '    int arr[5] = {0};',
        '    ```',
        '',
        'After the tabs.',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div class="directive directive-tab-item">\s*<p class="directive-title"><strong>Python<\/strong><\/p>\s*<div class="listingblock"[^>]*>\s*<div class="title">array\.py<\/div>\s*<pre><code[^>]*class="language-python"[^>]*>arr = \[0\] \* 5\n<\/code><\/pre>\s*<\/div>\s*<\/div>/,
    );
    expect(html).toMatch(/<strong>C\+\+<\/strong><\/p>\s*<pre><code[^>]*class="language-cpp"/);
    expect(html).toMatch(/<\/div>\s*<p[^>]*>After the tabs\.<\/p>/);
    expect(html).not.toContain('===');
  });

  it('leaves prose that opens with marks alone', () => {
    expect(markdownToHtml('!!! what a kiln !!!\n')).toContain('!!! what a kiln !!!');
  });
});
