import { markdownToHtml } from './markdown';
import { fenceAttributes } from './fence-attributes';

describe('fenceAttributes', () => {
  it("reads pandoc's first class as the language, and the id", () => {
    expect(fenceAttributes('{.c}')).toEqual({ language: 'c' });
    expect(fenceAttributes(' {#hello .python startFrom="3"} ')).toEqual({ language: 'python', id: 'hello' });
  });

  it('reads a lang key wherever it stands, and nothing from a list without one', () => {
    expect(fenceAttributes('{lang: html, test: no}')).toEqual({ language: 'html' });
    expect(fenceAttributes('{test: no, lang: html}')).toEqual({ language: 'html' });
    expect(fenceAttributes('{sandbox: "homepage"}')).toEqual({});
    expect(fenceAttributes('python')).toBeUndefined();
  });

  it("reads pandoc's .numberLines (or .number-lines) as numbered lines, never as the language", () => {
    expect(fenceAttributes('{.c .numberLines}')).toEqual({ language: 'c', numbered: true });
    expect(fenceAttributes('{.number-lines .haskell}')).toEqual({ language: 'haskell', numbered: true });
    const html = markdownToHtml('``` {.python .numberLines}\nbrew()\n```\n\n``` {.python}\npour()\n```\n');
    expect([...html.matchAll(/<code[^>]*data-line-numbering="numbered"/g)]).toHaveLength(1);
  });

  it('gives the listing its language class instead of a broken one', () => {
    const html = markdownToHtml('``` {.c}\nint x;\n```\n\n```{lang: html, test: no}\n<p>Hi</p>\n```\n');
    const classes = [...html.matchAll(/<code [^>]*class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes).toEqual(['language-c', 'language-html']);
  });
});

describe('A Sphinx code-block’s options, as pandoc converts them from reStructuredText', () => {
  // `.. code-block:: python` with `:caption: Hello file`, `:linenos:` and `:name: hello`, through `pandoc -f rst -t
  // markdown`.
  it('caption the listing, number its lines and name it', () => {
    const html = markdownToHtml('``` {#hello .python caption="Hello file" linenos=""}\nx = 1\n```\n');
    expect(html).toMatch(
      /<div data-type="example" id="hello"[^>]*>\s*<h5[^>]*>Hello file<\/h5>\s*<pre><code data-line-numbering="numbered"[^>]*class="language-python"/,
    );
  });
});
