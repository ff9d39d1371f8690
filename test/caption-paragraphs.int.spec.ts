import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * HTMLBook lets a caption hold paragraphs, and Atlas's editor wrote them so (`<figcaption><p>…</p></figcaption>`):
 * a figure's caption set in a paragraph, beside one written as plain text.
 */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Kettles', files: ['ch01.html'] }),
  'ch01.html': [
    '<section data-type="chapter"><h1>Kettles</h1>',
    '<figure><img src="kettle.png" alt="A kettle"/><figcaption><p>A kettle on the hob</p></figcaption></figure>',
    '<figure><img src="kettle.png" alt="A kettle"/><figcaption>A kettle off the hob</figcaption></figure>',
    '<table><caption><p>Boiling times</p></caption><tr><td>one cup</td><td>90 s</td></tr></table>',
    '</section>',
  ].join('\n'),
  'kettle.png': PNG,
});

/** How each caption's text is aligned, by its words. */
function captionLooks(): Record<string, string> {
  const captions = Array.from(document.querySelectorAll('figcaption, caption'));
  return Object.fromEntries(
    captions.map((caption) => {
      const text = caption.querySelector('p') ?? caption;
      return [text.textContent!.replace(/^\S+ [\d.-]+\.\s*/, '').trim(), getComputedStyle(text).textAlign];
    }),
  );
}

describe('a caption written as a paragraph is set as every other caption is', () => {
  const book = fixtureSuite(BOOK, 'ann/kettles', 'octavo-caption-paragraphs-');

  it('EPUB (the paged formats’ stylesheet): centred, not justified to the left as body text', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', captionLooks);
    expect(warnings).toEqual([]);
    expect(looks).toEqual({
      'A kettle on the hob': 'center',
      'A kettle off the hob': 'center',
      'Boiling times': 'center',
    });
  }, 60_000);

  it("HTML site: as the site sets its captions (a table's stays at the left, where its scrolling starts)", async () => {
    const { looks, warnings } = await pageLooks(book, 'html', captionLooks);
    expect(warnings).toEqual([]);
    expect(looks).toEqual({
      'A kettle on the hob': 'center',
      'A kettle off the hob': 'center',
      'Boiling times': 'left',
    });
  }, 60_000);
});
