import { parseHtml } from '../dom/html-dom';
import { BookWarning, formatWarning } from '../warnings';
import { warnAboutForeignSyntax } from './foreign-image-syntax';

describe('warnAboutForeignSyntax', () => {
  const warningsFor = (html: string) => {
    const warnings: BookWarning[] = [];
    warnAboutForeignSyntax(parseHtml(html, { locate: { file: 'ch01.html' } }), 'ch01.html', warnings);
    return warnings.map(formatWarning);
  };

  it('names AsciiDoc and Markdown images written into an HTML file, at their own line', () => {
    expect(
      warningsFor(
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

  it('names a Markdown link written into an HTML file, with the element to write', () => {
    expect(
      warningsFor(
        '<section data-type="colophon">\n<h1>Colophon</h1>\n' +
          '<p>The cover was drawn by\n[the Kettle Studio](https://example.org/kettles/).</p>\n</section>',
      ),
    ).toEqual([
      'ch01.html:4: "[the Kettle Studio](https://example.org/kettles/)" is Markdown link syntax, printed as text ' +
        'in an HTML file; write <a href="https://example.org/kettles/">the Kettle Studio</a> instead',
    ]);
  });

  it('leaves code alone: a listing may show the syntax itself', () => {
    expect(
      warningsFor(
        '<pre data-type="programlisting">image::a.png[]</pre><p><code>![x](a.png) [y](b.html)</code></p>',
      ),
    ).toEqual([]);
  });
});
