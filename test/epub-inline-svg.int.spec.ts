import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-inline-svg');

describe('Inline SVG icons written in a Markdown chapter (with and without their xmlns)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/icons', 'octavo-epub-inline-svg-');

  it('EPUB: each drawing is in SVG’s namespace, its chapter is declared as holding SVG, and epubcheck passes', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const chapters = [...zip.keys()].filter((name) => /ch0\d\.xhtml$/.test(name));
    expect(chapters).toHaveLength(2);
    for (const chapter of chapters) {
      expect(zip.get(chapter)!.toString('utf8')).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    const opf = [...zip.entries()].find(([name]) => name.endsWith('.opf'))![1].toString('utf8');
    expect(opf.match(/<item [^>]*href="ch0\d\.xhtml"[^>]*properties="svg"/g)).toHaveLength(2);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
