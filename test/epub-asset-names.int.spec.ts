import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-asset-names');

describe('Images whose file names an address must escape (dot@2x.png, "two dots.png") in an EPUB', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/dots', 'octavo-epub-asset-names-');

  it('are stored under their own names (a space made _), found by their escaped addresses, and epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.has('OEBPS/assets/img/dot@2x.png')).toBe(true);
    expect(zip.has('OEBPS/assets/img/two_dots.png')).toBe(true);
    const opf = zip.get([...zip.keys()].find((name) => name.endsWith('.opf'))!)!.toString('utf8');
    expect(opf).toContain('href="assets/img/dot%402x.png"');
    expect(opf).toContain('href="assets/img/two_dots.png"');
    const check = await epubcheck(outFile);
    // Not even its advice against spaces in file names (PKG-010).
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
    expect(`${check.stdout}\n${check.stderr}`).not.toMatch(/RSC-001|OPF-003/);
  }, 60_000);
});
