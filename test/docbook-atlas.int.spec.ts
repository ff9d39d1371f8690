import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';
import { epubcheck, tool } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'docbook-atlas');

/**
 * An Atlas book of Atlas's DocBook days: atlas.json lists DocBook 4.5 files (and one DocBook 5), a part XIncludes
 * its chapter, a chapter declares its own entity. Such a book was skipped file by file ("convert it once with
 * pandoc"), so it did not build at all; it is read as docbook2htmlbook reads it.
 */
describe('An Atlas book written in DocBook XML', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kites-docbook', 'octavo-docbook-atlas-');

  it('HTML: its divisions, the part with its included chapter, tables, figures, xrefs, glossary and bibliography', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    expect([...site.keys()].filter((name) => /^[a-z0-9]+\.html$/.test(name)).sort()).toEqual([
      'app01.html',
      'bibliography.html',
      'ch01.html',
      'ch02.html',
      'glossary.html',
      'index.html',
      'ix.html',
      'part01.html',
      'preface.html',
    ]);
    const part = site.get('part01.html')!.toString();
    expect(part).toMatch(
      /<div id="part_building" data-type="part"><h1><span class="division-label">Part I<\/span> Building<\/h1>/,
    );
    expect(plainText(part)).toContain('The first part builds a kite.');
    const ch01 = site.get('ch01.html')!.toString();
    expect(ch01).toMatch(
      /<h1><span class="division-label">Chapter 1<\/span> Frames and <code>spars<\/code><\/h1>/,
    );
    // The chapter's own entity, DocBook's character entities, its footnote and index term.
    expect(plainText(ch01)).toContain('The Kite Club of the Downs ties them with a bowline');
    expect(ch01).toContain('data-primary="spars" data-secondary="tying"');
    expect(plainText(ch01)).toContain('A knot that never slips.');
    expect(ch01).toContain('<a data-type="xref" href="#table_sizes">Table 1-1</a>');
    expect(ch01).toContain('<a data-type="xref" href="#fig_gauge">Figure 1-1</a>');
    expect(ch01).toContain('<a data-type="xref" href="#ex_launch">Example 1-1</a>');
    expect(ch01).toContain('<td colspan="2">Large, either frame</td>');
    expect(ch01).toContain(
      '<colgroup><col style="width: 50%"><col style="width: 25%"><col style="width: 25%"></colgroup>',
    );
    expect(ch01).toMatch(
      /<img src="assets\/images\/gauge\.png" alt="A dial reading wind speed" style="width: 2in"/,
    );
    expect(ch01).toMatch(/kite\.launch\(height=<span class="hljs-number">30<\/span>\)/);
    const ch02 = site.get('ch02.html')!.toString();
    expect(ch02).toContain('<a href="https://example.com/wind">the wind report</a>');
    // The equation's TeX alternative typeset as MathML, and numbered for its xref.
    expect(ch02).toMatch(
      /<div id="eq_lift" data-type="equation"[^>]*>[\s\S]*<math[^>]*display="block"[\s\S]*<mfrac>/,
    );
    expect(ch02).toMatch(/<a data-type="xref" href="#eq_lift">Equation 2-1<\/a>/);
    expect(ch02).toContain('<ol class="procedure"><li><p>Face away from the wind.</p></li>');
    const glossary = site.get('glossary.html')!.toString();
    expect(glossary).toContain('<dt data-type="glossterm" id="gloss_harness"><dfn>Harness</dfn></dt>');
    expect(glossary).toContain('<p data-type="glosssee">See <a href="#gloss_bridle">Bridle</a>.</p>');
    expect(plainText(site.get('bibliography.html')!.toString())).toContain(
      'David Pelham. The Penguin Book of Kites . Penguin, 1976.',
    );
    const index = plainText(site.get('ix.html')!.toString());
    expect(index).toMatch(/spars\s+tying/);
    // The range's entry, opened before the chapter's first words and closed after its last.
    expect(index).toMatch(/frames/);
  }, 60_000);

  it('EPUB: epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 120_000);

  it('PDF: the chapters in order, the index with its page', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const { stdout } = await tool('pdftotext', ['-layout', outFile, '-']);
    // Each division's first words, in the order atlas.json lists them (the part's chapter inside the part).
    const order = [
      'This book is about kites',
      'The first part builds a kite',
      'A frame is two spars',
      'first.',
      'Three knots hold every kite together',
      'The lines that hold the kite at its angle',
      'The Penguin Book of Kites',
    ];
    const text = stdout.replace(/\s+/g, ' ');
    const at = order.map((words) => text.indexOf(words));
    expect(at.filter((position) => position < 0)).toEqual([]);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(stdout).toMatch(/tying, \d+/);
  }, 120_000);
});
