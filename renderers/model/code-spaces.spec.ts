import { parseHtml, serializeHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { plainSpacesInCode } from './code-spaces';

function plain(html: string): string {
  const nodes = parseHtml(html);
  plainSpacesInCode(nodes);
  return serializeHtml(nodes);
}

describe('plainSpacesInCode', () => {
  it("drops the spaces that end a listing's lines, no-break ones too, and makes the others plain", () => {
    expect(plain('<pre>tony&nbsp;&nbsp;&nbsp;&nbsp;\nnull \t\n&nbsp;&nbsp; at x()&nbsp;</pre>')).toBe(
      '<pre>tony\nnull\n   at x()</pre>',
    );
  });

  it('keeps spaces inside lines, across the elements a line is made of, and leaves text outside listings alone', () => {
    expect(
      plain('<pre><code><span>a&nbsp;b</span>  <b class="conum">(1)</b>\n</code></pre><p>x&nbsp;</p>'),
    ).toBe('<pre><code><span>a b</span>  <b class="conum">(1)</b>\n</code></pre><p>x\u00A0</p>');
  });
});

// Refactoring JavaScript (HTMLBook) pads lines of output with runs of &nbsp;: the PDF printed them as blank lines and
// warned the line was 148 characters long.
describe('an HTMLBook listing padded with no-break spaces', () => {
  it('is printed without them', async () => {
    const pad = '&nbsp;'.repeat(130);
    const model = await buildBookModel(
      memorySource({
        'ch01.html': `<section data-type="chapter"><h1>One</h1><pre data-type="programlisting">tony${pad}\nnull\n</pre></section>`,
      }),
      { files: ['ch01.html'], formats: {} },
      { bookName: 'x', format: 'pdf' },
    );
    expect(model.divisions[0]!.html).toContain('tony\nnull');
    expect(model.divisions[0]!.html).not.toContain('\u00A0');
  });
});
