import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { parseHtml, textContent } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'appendix-introduction-file');

describe('A file titled "Appendix" with only an introduction, before files of lettered appendixes', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/boats', 'octavo-appendix-intro-');

  it('opens Appendix A with its text instead of taking the letter A itself', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings.filter((text) => !text.includes("the book's chapters are # headings"))).toEqual([
      'appendix-00.md:1: "Appendix" only introduces the appendixes after it: its text opens "Appendix A: Knots" ' +
        'rather than being printed as an appendix of its own (which would letter the others from B); to print ' +
        'it apart, give it a title of its own',
    ]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const pages = [...zip.keys()].filter((name) => /^app\d+\.html$/.test(name)).sort();
    expect(pages).toEqual(['app01.html', 'app02.html']);
    const text = (name: string) =>
      textContent(parseHtml(zip.get(name)!.toString('utf8')))
        .replace(/\s+/g, ' ')
        .trim();
    expect(text('app01.html')).toMatch(
      /Appendix A Knots What follows is reference material for the boat shed\. A bowline makes a loop/,
    );
    expect(text('app02.html')).toMatch(/Appendix B Tides Two high tides/);
    // The chapter's link to the introduction's file lands on Appendix A.
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(/href="app01\.html(?:#[^"]*)?">appendixes</);
  });
});
