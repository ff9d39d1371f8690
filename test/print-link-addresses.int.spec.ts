import { renderBookPdf } from './support/pdf-book';

/**
 * The print edition's reader cannot click: a web link's address is printed after its words, unless Atlas's
 * orm:hideurl class hides it. The print edition printed the words alone, and the address was lost on paper.
 */
const FILES = {
  'platform.json': '{}',
  'kilns.adoc': [
    '== Kilns',
    '',
    'Read the https://kilns.example/glazes[glaze notes] first.',
    '',
    'Ask pass:[<a class="orm:hideurl" href="https://press.example">the press</a>] about ash.',
    '',
  ].join('\n'),
};
const CONFIG = { title: 'Kilns', files: ['kilns.adoc'] };

describe('Link addresses in the PDF', () => {
  it('prints a link’s address after its words in the print edition, unless the link hides it', async () => {
    const pdf = await renderBookPdf(FILES, { ...CONFIG, formats: { pdf: { version: 'print' } } });
    const text = pdf.pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('glaze notes (https://kilns.example/glazes) first');
    expect(text).toContain('Ask the press about ash');
  }, 120_000);

  it('leaves the web edition’s links, which can be clicked, as their words', async () => {
    const pdf = await renderBookPdf(FILES, CONFIG);
    const text = pdf.pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Read the glaze notes first');
  }, 120_000);
});
