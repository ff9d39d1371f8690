import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markua-manuscript');

describe("a Markua manuscript's own syntax ({id: …}, {blurb} … {/blurb}, resources/, kramdown's {::…/})", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/markua-book', 'octavo-markua-');

  it('HTML: directives print as nothing, blurbs and asides are admonitions and sidebars', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const sowing = zip.get('ch01.html')!.toString('utf8');
    expect(plain(sowing)).not.toMatch(/\{[:/]?\s*(?:encoding|id|blurb|aside|icon)/);
    // {id: sowing} names the heading under it, so the other chapter's link reaches it.
    expect(sowing).toMatch(/<section data-type="chapter" id="sowing"><h1>/);
    expect(zip.get('ch02.html')!.toString('utf8')).toMatch(/<a href="ch01\.html(#sowing)?">Sowing<\/a> says/);
    // A blurb opened right under a paragraph's last line still holds all its paragraphs.
    expect(sowing).toMatch(
      /<p>Beans go in once the soil is warm\.<\/p>\s*<div data-type="warning"[^>]*><h2[^>]*>Warning<\/h2>\s*<p>Frost kills seedlings overnight\.<\/p>\s*<p>Cover them if the forecast says below 4 °C\.<\/p>\s*<\/div>/,
    );
    expect(sowing).toMatch(
      /<aside data-type="sidebar" class="leanpub-aside" id="bean-history">\s*<h2[^>]*>Where Beans Come From<\/h2>/,
    );
    expect(sowing).toMatch(/<div data-type="note"[^>]*><h2[^>]*>Note<\/h2>\s*<p>Soak the seeds/);
    expect(sowing).toMatch(
      /<aside data-type="sidebar" class="leanpub-blurb">\s*<p>A bean a hand apart\.<\/p>/,
    );
    // {icon: github} over a B> blurb is the blurb's, not a paragraph of text.
    expect(sowing).toMatch(
      /<aside data-type="sidebar" class="leanpub-blurb icon-github">\s*<p>The planting plan/,
    );
    expect(warnings).toEqual([]);
  });

  it("HTML: images are read from the manuscript's resources folder, as Leanpub reads them", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(
      /<img src="assets\/manuscript\/resources\/seedling\.png" alt="A seedling two days old"/,
    );
    expect(zip.get('ch02.html')!.toString('utf8')).toMatch(
      /<img src="assets\/manuscript\/resources\/images\/trellis\.png" alt="A trellis of canes"/,
    );
    expect(zip.has('assets/manuscript/resources/seedling.png')).toBe(true);
    expect(zip.has('assets/manuscript/resources/images/trellis.png')).toBe(true);
    expect(warnings.filter((message) => /image/.test(message))).toEqual([]);
  });

  it("HTML: a listing's Markua attributes all apply, its title whichever order they are written in", async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const climbing = (await readZip(outFile)).get('ch02.html')!.toString('utf8');
    expect(climbing).toMatch(
      /<div data-type="example">\s*<h2[^>]*><span class="label">Example 2-1\. <\/span>Tying in<\/h2>\s*<pre data-code-language="sh">/,
    );
  });

  it('HTML: `# Part One #` and a heading under {class: part} open parts holding the chapters after them', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    expect(zip.get('part01.html')!.toString('utf8')).toMatch(
      /<div data-type="part"[^>]*>\s*<h1[^>]*>Part One - Planting<\/h1>\s*<\/div>/,
    );
    expect(zip.get('part02.html')!.toString('utf8')).toMatch(
      // The author labels the book's parts ("Part One"): one they left unlabelled gets no number of the book's.
      /<div data-type="part"[^>]*>\s*<h1[^>]*>Tending<\/h1>\s*<p>What to do all summer\.<\/p>\s*<\/div>/,
    );
    const contents = zip.get('index.html')!.toString('utf8');
    expect(plain(contents)).toContain('Part One - Planting 1. Sowing 2. Climbing Tending 3. Watering');
  });

  it("EPUB: a sidebar's title heads no section of the contents", async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = plain(zip.get([...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!)!.toString('utf8'));
    expect(nav).toContain('Sowing');
    expect(nav).toContain('Climbing');
    expect(nav).toMatch(
      /Part One - Planting Chapter 1\. Sowing Chapter 2\. Climbing Tending Chapter 3\. Watering/,
    );
    expect(nav).not.toContain('Where Beans Come From');
    expect(warnings).toEqual([]);
  });
});
