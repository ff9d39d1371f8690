import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { dropTrailingBlankBlocks } from './trailing-blank-blocks';

function printed(html: string): string {
  const root = parseHtml(html)[0] as ElementNode;
  dropTrailingBlankBlocks(root);
  return serializeHtml([root])
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/[ \n]+/g, ' ');
}

describe('dropTrailingBlankBlocks', () => {
  it('drops the blank paragraphs after a chapter’s last section and at that section’s end', () => {
    expect(
      printed(
        '<section data-type="chapter"><h1>Rope</h1><section data-type="sect1"><h1>Knots</h1><p>Tie it.</p>' +
          '<p>&nbsp;</p><p><br></p></section>\n<p>&nbsp;</p>\n<p> </p></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>Rope</h1><section data-type="sect1"><h1>Knots</h1><p>Tie it.</p></section></section>',
    );
  });

  it('keeps blank paragraphs between blocks, and a blank element a link points at', () => {
    expect(
      printed(
        '<section data-type="chapter"><h1>Rope</h1><p>&nbsp;</p><p>Tie it.</p><p id="end">&nbsp;</p></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>Rope</h1><p>&nbsp;</p><p>Tie it.</p><p id="end">&nbsp;</p></section>',
    );
  });

  it('keeps an earlier section’s blank end: only the division’s end can spill onto a page of its own', () => {
    expect(
      printed(
        '<section data-type="chapter"><h1>Rope</h1><section data-type="sect1"><h1>A</h1><p>x</p><p>&nbsp;</p></section>' +
          '<section data-type="sect1"><h1>B</h1><p>y</p></section></section>',
      ),
    ).toContain('<p>x</p><p>&nbsp;</p></section>');
  });

  it('keeps paragraphs that show something: an image, a word', () => {
    expect(
      printed(
        '<section data-type="chapter"><h1>Rope</h1><p><img src="knot.png" alt="A knot"></p><p>End.</p></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>Rope</h1><p><img src="knot.png" alt="A knot"></p><p>End.</p></section>',
    );
  });
});
