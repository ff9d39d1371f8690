import { markdownToHtml } from './markdown';

describe("Leanpub's C> lines", () => {
  it('centre their text, in no box, as {align: center} centres a paragraph', () => {
    const html = markdownToHtml(
      'Before.\n\nC> "ALL KETTLES ON. THIS IS NOT A DRILL"\n\nAfter.\n\nC> One line,\nC> and *its* second.\n',
    );
    expect(html).toContain(
      '<p class="align-center" data-octavo-line="3">“ALL KETTLES ON. THIS IS NOT A DRILL”</p>',
    );
    expect(html).toContain(
      '<p class="align-center" data-octavo-line="7">One line,\nand <em>its</em> second.</p>',
    );
    expect(html).not.toContain('C&gt;');
    expect(html).not.toContain('<aside');
  });

  it('leave "C>" inside a sentence as text', () => {
    expect(markdownToHtml('C>B is a comparison.\n')).toContain(
      '<p data-octavo-line="1">C&gt;B is a comparison.</p>',
    );
  });
});

// Understanding ECMAScript 6 writes its asides' markers without the space: `A>When using…`, `A>```js`.
describe('Leanpub asides whose markers have no space after them', () => {
  it('go on to every line that carries the marker, code and all', () => {
    const html = markdownToHtml(
      [
        'Before.',
        '',
        "A> #### Don't Forget the Initializer",
        'A>',
        'A>When using destructuring, you must supply an initializer:',
        'A>',
        'A>```js',
        'A>// syntax error!',
        'A>var { type, name };',
        'A>```',
        'A>',
        'A>While `const` always requires one.',
        '',
        'After.',
      ].join('\n'),
    );
    expect(html.match(/<aside/g)).toHaveLength(1);
    expect(html).toMatch(
      /<aside data-type="sidebar" class="leanpub-aside"[^>]*>\s*<h4[^>]*>Don’t Forget the Initializer<\/h4>\s*<p[^>]*>When using destructuring, you must supply an initializer:<\/p>\s*<pre><code[^>]*class="language-js"[^>]*>\/\/ syntax error!\nvar \{ type, name \};\n<\/code><\/pre>\s*<p[^>]*>While <code>const<\/code> always requires one\.<\/p>\s*<\/aside>/,
    );
    expect(html).not.toContain('A&gt;');
  });

  it('open one at a block start before a word', () => {
    const html = markdownToHtml(
      'Text.\n\nA>Destructured parameters have all of the capabilities.\n\nAfter.\n',
    );
    expect(html).toMatch(
      /<aside data-type="sidebar" class="leanpub-aside"[^>]*>\s*<p[^>]*>Destructured parameters have all of the capabilities\.<\/p>\s*<\/aside>/,
    );
  });

  it('leave a comparison, and a marker inside a paragraph, as text', () => {
    expect(markdownToHtml('A>B holds here.\n')).toContain('<p data-octavo-line="1">A&gt;B holds here.</p>');
    expect(markdownToHtml('X>5 is true.\n')).not.toContain('<aside');
    expect(markdownToHtml('A line of text\nA>continues it.\n')).not.toContain('<aside');
  });
});
