import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * An inline SVG's `<title>`, its text alternative, was removed with the HTML page's `<title>`: every drawing then
 * had none, and the EPUB warned "give it a <title> describing it", which the author had done and could not do
 * better. The drawing keeps its title now, and the warning is given only when there is none.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'svg-title');

describe('An inline SVG with a <title>', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/signal-flags', 'octavo-svg-title-');

  it('epub: the title stays inside the drawing, no warning, epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = [...zip.entries()]
      .find(([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('harbour flag'))![1]
      .toString('utf8');
    expect(page).toMatch(/<svg [^>]*><title>A red disc flag<\/title><circle /);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors');
  });

  it('html: the title is there for screen readers', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const page = [...zip.values()]
      .map((data) => data.toString('utf8'))
      .find((html) => html.includes('harbour'))!;
    expect(page).toContain('<title>A red disc flag</title><circle');
  });
});
