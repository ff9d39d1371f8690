import { parseHtml } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { memorySource } from '../test-support/memory-source';
import { BookWarning, formatWarning } from '../warnings';
import { imageMissingFrom, warnAboutForeignSyntax } from './foreign-image-syntax';

describe('warnAboutForeignSyntax', () => {
  const warningsFor = async (html: string, file = 'ch01.html', repository?: Record<string, string>) => {
    const warnings: BookWarning[] = [];
    await warnAboutForeignSyntax(
      parseHtml(html, { locate: { file } }),
      file,
      warnings,
      undefined,
      repository && imageMissingFrom(memorySource(repository), file),
    );
    return warnings.map(formatWarning);
  };

  it('names AsciiDoc and Markdown images written into an HTML file, at their own line', async () => {
    expect(
      await warningsFor(
        '<section data-type="chapter">\n<h1>IDLE</h1>\n' +
          '<p>Let’s look at IDLE:<br />\nimage::images/Capture.JPG[]<br />\nIDLE on a Mac.</p>\n' +
          '<p>And the shell: ![The shell](images/shell.png)</p>\n</section>',
      ),
    ).toEqual([
      'ch01.html:4: "image::images/Capture.JPG[]" is AsciiDoc image syntax, printed as text in an HTML file; ' +
        'write <img src="images/Capture.JPG" alt="What it shows"/> instead',
      'ch01.html:6: "![The shell](images/shell.png)" is Markdown image syntax, printed as text in an HTML file; ' +
        'write <img src="images/shell.png" alt="The shell"/> instead',
    ]);
  });

  it('names a Markdown link written into an HTML file, with the element to write', async () => {
    expect(
      await warningsFor(
        '<section data-type="colophon">\n<h1>Colophon</h1>\n' +
          '<p>The cover was drawn by\n[the Kettle Studio](https://example.org/kettles/).</p>\n</section>',
      ),
    ).toEqual([
      'ch01.html:4: "[the Kettle Studio](https://example.org/kettles/)" is Markdown link syntax, printed as text ' +
        'in an HTML file; write <a href="https://example.org/kettles/">the Kettle Studio</a> instead',
    ]);
  });

  it('leaves code alone: a listing may show the syntax itself', async () => {
    expect(
      await warningsFor(
        '<pre data-type="programlisting">image::a.png[]</pre><p><code>![x](a.png) [y](b.html)</code></p>',
      ),
    ).toEqual([]);
  });

  it("leaves math alone: TeX's brackets and parentheses are no Markdown link (zcash's halo2 book)", async () => {
    const page = '# Groups\n\n1. Alice computes\n   $$K = [a]([b]G) \\pmod p,$$\n   and sends $[b](x)$.\n';
    const read = await convertSource(
      'groups.md',
      Buffer.from(page),
      'markdown',
      memorySource({ 'groups.md': page }),
    );
    expect(read.warnings.map(formatWarning)).toEqual([]);
    expect(await warningsFor('<p>Keys \\([a](b)\\) and [c](d).</p>')).toEqual([
      'ch01.html:1: "[c](d)" is Markdown link syntax, printed as text in an HTML file; write <a href="d">c</a> instead',
    ]);
  });

  it('says to add the image when the repository does not hold it either, naming the places looked', async () => {
    const html =
      '<section data-type="chapter">\n<h1>Tools</h1>\n<p>The saw:\nimage::pics/saw.png[A saw]\n' +
      'and the plane: image:pics/plane.png[]\nand the mark: image:https://example.org/mark.png[]</p>\n</section>';
    expect(await warningsFor(html, 'book/ch02.html', { 'pics/plane.png': 'png' })).toEqual([
      'book/ch02.html:4: "image::pics/saw.png[A saw]" is AsciiDoc image syntax, printed as text in an HTML file; ' +
        'write <img src="pics/saw.png" alt="A saw"/> instead, and add the image to the repository: it is not ' +
        'there (looked for book/pics/saw.png and pics/saw.png)',
      'book/ch02.html:5: "image:pics/plane.png[]" is AsciiDoc image syntax, printed as text in an HTML file; ' +
        'write <img src="pics/plane.png" alt="What it shows"/> instead',
      'book/ch02.html:6: "image:https://example.org/mark.png[]" is AsciiDoc image syntax, printed as text in an ' +
        'HTML file; write <img src="https://example.org/mark.png" alt="What it shows"/> instead',
    ]);
  });
});
