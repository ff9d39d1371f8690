import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'docc-catalog');

describe('A DocC catalog (Swift-DocC Markdown) reads as DocC renders it', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kettle', 'octavo-docc-');

  it('<doc:Article> and <doc:Article#Section> link to that chapter and section, titled by the book', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const brewing = zip.get('ch01.html')!.toString('utf8');
    const grammar = zip.get('ch02.html')!.toString('utf8');
    expect(brewing).not.toContain('doc:');
    expect(grammar).not.toContain('doc:');
    expect(brewing).toMatch(/<a[^>]*href="#steeping-times"[^>]*>Steeping Times<\/a>/);
    expect(brewing).toMatch(/<a[^>]*href="ch02.html(?:#[^"]*)?"[^>]*>Chapter 2<\/a>/);
    expect(grammar).toMatch(/<a[^>]*href="ch01.html#steeping-times"[^>]*>Steeping Times<\/a>/);
    expect(brewing).toContain('See also <a>Missing</a>.');
    expect(warnings).toContain(
      'Guide.docc/Basics/Brewing.md:14: DocC link <doc:Missing> names no article of the book (looked for ' +
        'Missing.md among the listed files); link removed, its name kept: list that article in platform.json, ' +
        'or correct the name',
    );
  });

  it("an image named without folder or extension is the catalog's asset of that name, its light variant", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const brewing = zip.get('ch01.html')!.toString('utf8');
    expect(brewing).toMatch(/<img[^>]*src="[^"]*Guide.docc\/Assets\/kettleDiagram(?:@|%40)2x.png"/);
    expect([...zip.keys()].some((name) => name.includes('~dark'))).toBe(false);
    expect(warnings.filter((w) => w.includes('kettleDiagram') && !w.includes('no alt text'))).toEqual([]);
  });

  it('asides (> Note:, > Experiment:, > Grammar of a brew:) are admonitions titled as DocC titles them', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const brewing = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(brewing).toMatch(
      /<div data-type="note"[^>]*><h\d[^>]*>Note<\/h\d>\s*<p>Water boils at a lower temperature\s+on a mountain.<\/p>/,
    );
    expect(brewing).toMatch(/<div data-type="note"[^>]*><h\d[^>]*>Experiment<\/h\d>\s*<p>Steep a pot/);
    expect(brewing).toMatch(
      /<div data-type="note"[^>]*><h\d[^>]*>Grammar of a brew<\/h\d>\s*<p><em>brew<\/em>/,
    );
    expect(brewing).toMatch(/<blockquote[^>]*>\s*<p>Someone once said: tea is patience.<\/p>/);
    expect(brewing).not.toContain('Note:');
  });
});
