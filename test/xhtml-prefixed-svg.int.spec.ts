import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * Formulas an XML tool drew as SVG under a namespace prefix, as svgmath made them for The Nature of Code's Atlas
 * chapters (nature-of-code/noc-book): `<svg:svg xmlns:svg="…/2000/svg" xmlns="…/MathML"><svg:metadata>
 * <svgmath:metrics …/></svg:metadata><svg:g><svg:text>v</svg:text>…`, and MathML under an `m:` prefix. HTML knows
 * no prefixes: every element was unknown, the drawing went, its letters printed loose in the sentence, with five
 * warnings. They are now the SVG and MathML they name, in SVG's letter case; the tool's metrics are not printed.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'xhtml-prefixed-svg');

describe('SVG and MathML written under a namespace prefix (svg:svg, m:math)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/drawn-sums', 'octavo-prefixed-svg-');

  it('epub: an inline svg and math in their namespaces, SVG names in their case, no metrics; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    // A drawn formula has no text for a reader who cannot see it: said where it was written.
    expect(warnings).toEqual([
      'ch01.html: an inline SVG picture has no text alternative: give it a <title> describing it, or ' +
        'aria-hidden="true" if it is only decoration',
    ]);
    const zip = await readZip(outFile);
    const chapter = [...zip.entries()]
      .find(([name, data]) => name.endsWith('.xhtml') && data.toString('utf8').includes('The total'))![1]
      .toString('utf8');
    expect(chapter).not.toMatch(/<\/?(?:svg|m|tally):/);
    expect(chapter).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 -9 20 12"/);
    expect(chapter).toContain('<linearGradient id="shade">');
    expect(chapter).toMatch(/<text [^>]*>s<\/text>/);
    expect(chapter).not.toContain('metrics');
    expect(chapter).toMatch(/<math[^>]*><mi>z<\/mi><mo>=<\/mo><mn>0<\/mn><\/math>/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors');
  });

  it('html: the drawing and the formula stand in the sentence', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = [...zip.values()]
      .map((data) => data.toString('utf8'))
      .find((html) => html.includes('The total'))!;
    expect(page).toMatch(/The total <svg[^>]*>[\s\S]*<\/svg> grows/);
    // The formula is held with the comma after it (math-words.ts).
    expect(page).toMatch(/Its start is <span class="math-word"><math[^>]*>[\s\S]*<\/math>,<\/span> always/);
  });
});
