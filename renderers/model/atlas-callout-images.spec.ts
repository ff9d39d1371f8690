import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { encodePng, varyingSamples } from '../test-support/png-encoder';

const PNG = encodePng({ width: 4, height: 4, colorType: 2, samples: varyingSamples(4, 4, 3) });

// asciidoctor-htmlbook writes a callout as an image of its number, which Atlas's theme supplied.
const chapter = [
  '<section data-type="chapter" id="ch_one"><h1>First</h1>',
  '<pre data-type="programlisting" data-code-language="python">x = 1  <a class="co" id="co_a" href="#callout_a"><img src="callouts/1.png" alt="1"/></a></pre>',
  '<dl class="calloutlist"><dt><a class="co" id="callout_a" href="#co_a"><img src="callouts/1.png" alt="1"/></a></dt><dd><p>Sets x.</p></dd></dl>',
  '</section>',
].join('\n');

async function build(files: Record<string, string | Buffer>, syntaxHighlighting = true) {
  return buildBookModel(
    memorySource({ 'ch01.html': chapter, ...files }),
    { files: ['ch01.html'], formats: {} },
    { bookName: 'ann/book', format: 'html', syntaxHighlighting },
  );
}

describe("Atlas's callout images", () => {
  it('the book does not hold are drawn as the callout mark, in the listing and its list, with no warning', async () => {
    for (const highlighting of [true, false]) {
      const model = await build({}, highlighting);
      expect(model.warnings.map(formatWarning)).toEqual([]);
      const html = model.divisions.map((d) => d.html).join('\n');
      expect(html).not.toContain('image-unavailable');
      expect(html).not.toContain('[1]');
      // Highlighted as before: the mark is set in the code, not code itself.
      const code = highlighting ? 'x = <span class="hljs-number">1</span>' : 'x = 1';
      expect(html).toContain(
        `${code}  <a class="co" id="co_a" href="#callout_a"><b class="conum">1</b></a></pre>`,
      );
      expect(html).toContain('<dt><a class="co" id="callout_a" href="#co_a"><b class="conum">1</b></a></dt>');
    }
  });

  it('the book holds are shown as the images they are', async () => {
    const model = await build({ 'callouts/1.png': PNG });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).not.toContain('conum');
    expect(html.match(/<a class="co" [^>]*><img [^>]*alt="1"[^>]*><\/a>/g)).toHaveLength(2);
  });
});
