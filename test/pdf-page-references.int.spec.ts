import { pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

const paragraph = (n: number) =>
  `Paragraph ${n} fills the page as a chapter's prose does, so that the sections it leads to fall on later pages ` +
  `of the book: keys, addresses, wallets, and the transactions they sign, one after another.`;

const paragraphs = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => paragraph(from + i)).join('\n\n');

/**
 * O'Reilly's printed books follow a cross-reference to a section or sidebar with the page it is on ("see “Keys and
 * Addresses” on page 61"); Octavo's PDF printed the title alone, so a reader of paper had to look the section up in
 * the contents. An Atlas book's PDF now writes the page, checked against the page the section really starts on.
 */
describe('PDF: a cross-reference to a section says the page it is on, as O’Reilly’s print books do', () => {
  afterAll(removeRenderedBooks);

  it("writes the section's real page after its title; chapters, numbered figures and the author's own words get none", async () => {
    const one = [
      '== Wallets',
      '',
      'Keys are explained in <<keys_addresses>>; wallets in <<ch_two>>, whose <<fig_wallet>> draws one.',
      '',
      'The same section in words of my own: <<keys_addresses,the section on keys>>.',
      '',
      paragraphs(1, 4),
      '',
    ].join('\n');
    const two = [
      '[[ch_two]]',
      '== Transactions',
      '',
      paragraphs(10, 12),
      '',
      '[[keys_addresses]]',
      '=== Keys and Addresses',
      '',
      'The section the first chapter points at.',
      '',
      '[[fig_wallet]]',
      '.A wallet',
      'image::wallet.svg[A wallet]',
      '',
    ].join('\n');
    const wallet =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#888"/></svg>';
    const { pages } = await renderBookPdf(
      { 'ch01.asciidoc': one, 'ch02.asciidoc': two, 'wallet.svg': wallet },
      { title: 'References', files: ['ch01.asciidoc', 'ch02.asciidoc'], configFile: 'atlas.json' },
    );
    const section = pageWith(pages, 'The section the first chapter points at');
    const folio = (pages[section] ?? '').trim().split('\n').pop()!.trim();
    expect(folio).toMatch(/^\d+$/);
    const citing = pages[pageWith(pages, 'Keys are explained in')]!.replace(/\s+/g, ' ');
    expect(citing).toContain(`Keys are explained in \u201cKeys and Addresses\u201d on page ${folio};`);
    expect(citing).toMatch(/wallets in Chapter 2, whose Figure 2-1 draws one\./);
    expect(citing).toContain('The same section in words of my own: the section on keys.');
  });
});
