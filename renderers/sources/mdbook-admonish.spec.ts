import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { markdownToHtml } from './markdown';

/** The page's HTML without the lines its blocks carry for warnings. */
const mdBookHtml = (text: string) =>
  markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, {
    mdBook: true,
  }).replace(/<\?octavo-line \d+\?>|\s*data-octavo-[\w-]+="[^"]*"/g, '');

// ackreq/mdlearn writes its notes so (src/markdown/intro.md): each printed as a code listing, set left to right.
describe("mdbook-admonish's blocks", () => {
  it('are the admonition of their kind, titled as written, their text read as Markdown', () => {
    const html = mdBookHtml(
      [
        '```admonish note title="نکته"',
        'این یک *نکته* است.',
        '',
        '- یک',
        '```',
        '',
        'After.',
        '',
        '```admonish warning collapsible=true',
        'Hot.',
        '```',
        '',
        '~~~admonish tip "Sharp tools"',
        'Hone them.',
        '~~~',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<h6>نکته<\/h6>\s*<p[^>]*>این یک <em>نکته<\/em> است\.<\/p>\s*<ul[^>]*>\s*<li[^>]*>یک<\/li>\s*<\/ul>\s*<\/div>\s*<p[^>]*>After\.<\/p>/,
    );
    expect(html).toMatch(/<div data-type="warning">\s*<p[^>]*>Hot\.<\/p>\s*<\/div>/);
    expect(html).toMatch(
      /<div data-type="tip">\s*<h6>Sharp tools<\/h6>\s*<p[^>]*>Hone them\.<\/p>\s*<\/div>/,
    );
    expect(html).not.toMatch(/<pre|<code|admonish/);
  });

  it('read both syntaxes: type= and id=, a bare admonish a note, an unknown directive a note, a longer fence holding a listing', () => {
    const html = mdBookHtml(
      [
        '```admonish',
        'Plain.',
        '```',
        '',
        '```admonish type="danger", title=\'Live wire\', id="wire"',
        'Careful.',
        '```',
        '',
        '````admonish custom-thing',
        '```rust',
        'fn main() {}',
        '```',
        '````',
      ].join('\n'),
    );
    expect(html).toMatch(/<div data-type="note">\s*<p[^>]*>Plain\.<\/p>/);
    expect(html).toMatch(
      /<div data-type="caution" id="wire">\s*<h6>Live wire<\/h6>\s*<p[^>]*>Careful\.<\/p>/,
    );
    expect(html).toMatch(
      /<div data-type="note">\s*<pre[^>]*><code class="language-rust">fn main\(\) \{\}\n<\/code><\/pre>\s*<\/div>/,
    );
  });

  it('stay listings outside an mdBook book', () => {
    const html = markdownToHtml('```admonish note\nText.\n```\n');
    expect(html).toMatch(/<pre/);
    expect(html).not.toMatch(/data-type="note"/);
  });

  it("in a Persian book, print in the book's direction, headed with the kind's word in the book's language when untitled", async () => {
    const model = await buildBookModel(
      memorySource({
        'book.toml':
          '[book]\ntitle = "آزمون"\nlanguage = "fa"\n[preprocessor.admonish]\ncommand = "mdbook-admonish"\n',
        'src/SUMMARY.md': '# Summary\n\n- [مقدمه](./a.md)\n',
        'src/a.md':
          '# مقدمه\n\nمتن.\n\n```admonish warning\nداغ است.\n```\n\n```admonish note title="نکته"\nاین یک نکته است.\n```\n',
      }),
      { files: ['src/a.md'], formats: {}, lang: 'fa' },
      { bookName: 'x' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toMatch(/<div data-type="warning"[^>]*>\s*<h6[^>]*>هشدار<\/h6>\s*<p[^>]*>داغ است\.<\/p>/);
    expect(html).toMatch(
      /<div data-type="note"[^>]*>\s*<h6[^>]*>.*نکته<\/h6>\s*<p[^>]*>این یک نکته است\.<\/p>/,
    );
    expect(html).not.toMatch(/dir="ltr"|<pre/);
  });
});
