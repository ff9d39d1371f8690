import { markdownToHtml } from './markdown';

const leanpub = (text: string) => markdownToHtml(text, undefined, undefined, undefined, true);

describe('Markua images written inline with a title (their alt text)', () => {
  it('stand apart as paragraphs of their own in a Leanpub manuscript, the text around them kept', () => {
    expect(leanpub('Warm the pot. ![A warmed pot](pot.png) Then pour.\n')).toBe(
      '<p data-octavo-line="1">Warm the pot.</p>\n' +
        '<p data-octavo-line="1"><img src="pot.png" alt="A warmed pot"></p>\n' +
        '<p data-octavo-line="1">Then pour.</p>\n',
    );
    expect(leanpub('![Step one](a.png)\n![Step two](b.png)\n')).toBe(
      '<p data-octavo-line="1"><img src="a.png" alt="Step one"></p>\n' +
        // The second image keeps its own line for warnings about it (its paragraph began on the first).
        '<p data-octavo-line="1"><img src="b.png" alt="Step two" data-octavo-line="2"></p>\n',
    );
  });

  it('in a tight list, the image gets a paragraph beside the item’s bare text', () => {
    expect(leanpub('1. Open the tin. ![An open tin](tin.png)\n2. Smell it.\n')).toContain(
      '<li data-octavo-line="1">Open the tin.\n<p data-octavo-line="1"><img src="tin.png" alt="An open tin"></p>\n</li>',
    );
  });

  it('stay inline without a title, and in other Markdown', () => {
    expect(leanpub('A leaf ![](leaf.png) icon.\n')).toContain('A leaf <img src="leaf.png" alt=""');
    expect(markdownToHtml('Warm the pot. ![A warmed pot](pot.png) Then pour.\n')).toContain(
      'Warm the pot. <img src="pot.png" alt="A warmed pot"> Then pour.',
    );
  });
});
