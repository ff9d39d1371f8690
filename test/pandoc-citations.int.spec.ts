import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

// A 1x1 PNG, so the figure's image is found.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const BIBTEX = [
  '@book{smith04,',
  '  author = {Smith, Ann}, title = {A History of Kilns}, publisher = {Clay Press}, year = {2004}',
  '}',
  '@article{doe99,',
  '  author = {Doe, Bo and Lee, Cy}, title = {Glazes at Cone 6}, journal = {Ceramics Monthly},',
  '  volume = {4}, pages = {10--20}, year = {1999}, doi = {10.1000/xyz}',
  '}',
  '@misc{unread, title = {No year}',
].join('\n');

async function chapters(book: ReturnType<typeof fixtureSuite>) {
  const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
  const zip = await readZip(outFile);
  const page = (name: string) => zip.get(name)?.toString('utf8') ?? '';
  return {
    page,
    text: (name: string) =>
      plainText(page(name))
        .replace(/\s+/g, ' ')
        .replace(/\s+([,.;)\]])/g, '$1')
        .replace(/([([“])\s+/g, '$1'),
    warnings,
  };
}

describe('a pandoc book citing the works of its bibliography', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['metadata.yaml', 'kilns.md', 'glazes.md'] }),
      'metadata.yaml': [
        'title: Kilns',
        'bibliography: [refs/works.bib]',
        'reference-section-title: Works Cited',
        'link-citations: true',
      ].join('\n'),
      'refs/works.bib': BIBTEX,
      'kiln.png': PNG,
      'kilns.md': [
        '# Firing',
        '',
        'Kilns are old [see @smith04, p. 33; @doe99]. @smith04 [pp. 5-7] says so.',
        'Mail ann@example.com, annotate with @Override, or cite [@smiht04].',
        '',
        '![A kiln, after @doe99](kiln.png)',
        '',
      ].join('\n'),
      'glazes.md': '# Glazes\n\nAgain, as Smith wrote [-@smith04, chap. 2].\n',
    }),
    'ann/pandoc-citations',
    'octavo-pandoc-citations-',
  );

  it('prints each citation in pandoc’s default style (Chicago author-date), linked to its work', async () => {
    const { page, text } = await chapters(book);
    expect(text('ch01.html')).toContain(
      'Kilns are old (see Smith 2004, 33; Doe and Lee 1999). Smith (2004, 5–7) says so.',
    );
    expect(page('ch01.html')).toMatch(
      /<span class="citation" data-cites="smith04 doe99">\(see <a href="[^"]*#ref-smith04">Smith 2004, 33<\/a>; <a href="[^"]*#ref-doe99">Doe and Lee 1999<\/a>\)<\/span>/,
    );
    expect(text('ch02.html')).toContain('Again, as Smith wrote (2004, chap. 2).');
  });

  it('keeps addresses, words after @ and keys of no work as written, and formats a citation in a caption', async () => {
    const { text } = await chapters(book);
    expect(text('ch01.html')).toContain('Mail ann@example.com, annotate with @Override, or cite [@smiht04].');
    expect(text('ch01.html')).toContain('A kiln, after Doe and Lee (1999)');
  });

  it('lists the cited works in a chapter of the title the metadata gives, after the book’s chapters', async () => {
    const { page, text } = await chapters(book);
    expect(page('index.html')).toContain('Works Cited');
    const list = text('bibliography.html');
    expect(list).toContain(
      'Doe, Bo, and Cy Lee. 1999. “Glazes at Cone 6.” Ceramics Monthly 4: 10–20. https://doi.org/10.1000/xyz.',
    );
    expect(list).toContain('Smith, Ann. 2004. A History of Kilns. Clay Press.');
    expect(page('bibliography.html')).toMatch(/<div class="csl-entry" id="ref-smith04" role="listitem">/);
  });

  it('warns of a key of no work with the key it was likely meant for, and of a BibTeX entry it cannot read', async () => {
    const { warnings } = await chapters(book);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^kilns\.md:4: citation key "smiht04" is in no work of the book's bibliography \(refs\/works\.bib\); the citation is printed as written: correct the key \(did you mean @smith04\?\)/,
        ),
        expect.stringMatching(/^refs\/works\.bib:8: this BibTeX entry cannot be read/),
      ]),
    );
    expect(warnings.filter((line) => line.includes('Override'))).toEqual([]);
  });
});

describe('a pandoc book naming its style, with a place for its reference list', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.md', 'end.md'] }),
      'refs.bib': BIBTEX,
      'kilns.md':
        '---\nbibliography: refs.bib\ncsl: ieee\n---\n\n# Kilns\n\nKilns are old [@smith04; @doe99, p. 12].\n',
      'end.md': '# References\n\n::: {#refs}\n:::\n\nWith thanks.\n',
    }),
    'ann/pandoc-citations-style',
    'octavo-pandoc-citations-style-',
  );

  it('numbers the citations as the named style does and lists the works in the ::: {#refs} div', async () => {
    const { page, text, warnings } = await chapters(book);
    expect(text('ch01.html')).toContain('Kilns are old [1], [2, p. 12].');
    expect(text('ch02.html')).toMatch(
      /\[1\] A\. Smith, A History of Kilns\. Clay Press, 2004\. \[2\] B\. Doe and C\. Lee,.*With thanks\./,
    );
    expect(page('ch02.html')).toMatch(/<div id="refs" class="references csl-bib-body" role="list">/);
    expect(warnings.filter((line) => !line.includes('BibTeX entry'))).toEqual([]);
  });
});

describe('a Markdown book that names no bibliography', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.md'] }),
      'kilns.md': '# Kilns\n\nAs [@smith04] and [see @doe99] say. Thanks to @ann for the photos.\n',
    }),
    'ann/pandoc-citations-none',
    'octavo-pandoc-citations-none-',
  );

  it('prints its citations as written, and says once how to name the bibliography', async () => {
    const { text, warnings } = await chapters(book);
    expect(text('ch01.html')).toContain('As [@smith04] and [see @doe99] say. Thanks to @ann for the photos.');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^kilns\.md:3: \[@smith04\] reads as a pandoc citation, but the book names no bibliography, so its 2 bracketed citations are printed as written: add bibliography: references\.bib/,
      ),
    ]);
  });
});

describe('a pandoc book in a note style', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['kilns.md'] }),
      'refs.bib': BIBTEX,
      'kilns.md':
        '---\nbibliography: refs.bib\ncsl: chicago-note-bibliography\n---\n\n# Kilns\n\nKilns are old [@smith04, 33]. So @doe99 says, as [@smith04, 40] agrees.\n',
    }),
    'ann/pandoc-citations-notes',
    'octavo-pandoc-citations-notes-',
  );

  it('makes each citation a footnote, as pandoc does for a note style, a citation after an in-text one too', async () => {
    const { page, text } = await chapters(book);
    const chapter = page('ch01.html');
    expect(chapter).not.toContain('data-octavo-');
    // The note after the full stop, the space before it gone, as pandoc places it (notes-after-punctuation).
    expect(text('ch01.html')).toMatch(/Kilns are old\.\s*1 So Doe and Lee\s*2 says, as\s*3 agrees\./);
    expect(page('ch01.html')).toMatch(/Kilns are old\.<span class="citation"/);
    expect(text('ch01.html')).toMatch(/Smith, A History of Kilns, 40\./);
    expect(text('ch01.html')).toMatch(
      /Notes Smith, A History of Kilns, 33\. Back to text Doe and Lee, “Glazes at Cone 6\.”/,
    );
    expect(chapter).toMatch(/<div id="refs" class="references csl-bib-body hanging-indent"/);
  });
});
