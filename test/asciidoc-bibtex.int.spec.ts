import { memorySource } from '../renderers/test-support/memory-source';
import { fixtureSuite, sitePage } from './support/render-fixture';

const BIBTEX = [
  '@book{smith04, author = {Smith, Ann}, title = {A History of Kilns}, publisher = {Clay Press}, year = {2004}}',
  '@article{doe99, author = {Doe, Bo and Lee, Cy}, title = {Glazes at Cone 6}, journal = {Ceramics Monthly},',
  '  volume = {4}, pages = {10--20}, year = {1999}}',
].join('\n');

describe('an AsciiDoc book citing with asciidoctor-bibtex’s macros', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['book/kilns.adoc'] }),
      'book/works.bib': BIBTEX,
      'book/kilns.adoc': [
        '= Kilns',
        ':bibtex-style: apa',
        '',
        '== Firing',
        '',
        'Kilns are old cite:[smith04(33), doe99]. As citenp:[doe99] says, cite:[nobody] too.',
        '',
        '[bibliography]',
        '== References',
        '',
        'bibliography::[]',
      ].join('\n'),
    }),
    'ann/asciidoc-bibtex',
    'octavo-asciidoc-bibtex-',
  );

  it('formats the citations in the document’s style, from the .bib file in its folder, linked to the works it lists', async () => {
    const { html, text } = await sitePage(book);
    // Each work linked to its entry, as asciidoctor-bibtex links them (the page's text has a space for each tag).
    expect(text).toContain(
      'Kilns are old ( Doe &amp; Lee, 1999; Smith, 2004, p. 33). As Doe &amp; Lee, 1999 says, cite:[nobody] too.',
    );
    expect(text).toContain(
      'References Doe, B., &amp; Lee, C. (1999). Glazes at Cone 6. Ceramics Monthly, 4, 10–20. Smith, A. (2004). A History of Kilns. Clay Press.',
    );
    expect(html).not.toContain('data-octavo-');
  });

  it('warns of the key in no work, and of no macro as unknown', async () => {
    const { warnings } = await sitePage(book);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^book\/kilns\.adoc:6: citation key "nobody" is in no work of the book's bibliography \(book\/works\.bib\)/,
      ),
    ]);
  });
});

describe('an AsciiDoc book citing with no .bib file', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.adoc'] }),
      'kilns.adoc': '= Kilns\n\n== Firing\n\nKilns are old cite:[smith04].\n\nbibliography::[]\n',
    }),
    'ann/asciidoc-bibtex-none',
    'octavo-asciidoc-bibtex-none-',
  );

  it('prints the citation as written and says how to name the file', async () => {
    const { text, warnings } = await sitePage(book);
    expect(text).toContain('Kilns are old cite:[smith04].');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^kilns\.adoc:5: cite:\[smith04\] is an asciidoctor-bibtex citation, but the document names no \.bib file and none is in its folder, so it is printed as written: set :bibtex-file: references\.bib/,
      ),
    ]);
  });
});
