import { markdownToHtml } from './markdown';
import { UnreadAttribute } from './markdown-block-attributes';

function render(text: string): { html: string; unread: UnreadAttribute[] } {
  const unread: UnreadAttribute[] = [];
  return { html: markdownToHtml(text, undefined, undefined, unread), unread };
}

describe("Markua's image width ({width: 50%} over an image)", () => {
  it('sizes the image at that share of the column', () => {
    expect(render('{width: 50%}\n![A kettle](kettle.png)\n').html).toContain(
      '<img src="kettle.png" alt="A kettle" width="50%">',
    );
    expect(render('{width: "62.5%", align: right}\n![A kettle](kettle.png)\n').html).toMatch(
      /<p class="align-right"[^>]*><img src="kettle.png" alt="A kettle" width="62.5%">/,
    );
  });

  it('is left unapplied, and reported, over text or beyond the column', () => {
    for (const text of ['{width: 50%}\nA paragraph.\n', '{width: 150%}\n![A kettle](kettle.png)\n']) {
      const { html, unread } = render(text);
      expect(html).not.toContain('width=');
      expect(unread).toHaveLength(1);
    }
  });
});
