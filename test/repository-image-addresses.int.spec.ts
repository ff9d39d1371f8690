import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'repository-image-addresses');

describe("images shown by their Git host's address of the book's own files (raw.githubusercontent.com, …/blob/…?raw=true)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/garden-notes', 'octavo-repo-image-addresses-');

  it('HTML: each image is the repository file its address names; one that is no file of the book is still remote', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    const sources = [...chapter.matchAll(/<img [^>]*src="([^"]*)"/g)].map(([, src]) => src);
    // images/plans/bed plan.png, shipped as bed_plan.png: a name an EPUB may hold.
    expect(sources).toEqual(['assets/images/plans/bed_plan.png', 'assets/images/hose.png']);
    expect(zip.has('assets/images/plans/bed_plan.png')).toBe(true);
    expect(zip.has('assets/images/hose.png')).toBe(true);
    expect(warnings).toEqual([
      'docs/beds.md:13: remote image https://raw.githubusercontent.com/ann/garden-notes/master/images/shed.png is ' +
        'not fetched (rendering never uses the network); printed as a link to its address: put a copy of it in the repository and point at that to print the image',
    ]);
  });

  it('EPUB: the images are in the package under their file names, a space made _; epubcheck says nothing', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const names = [...(await readZip(outFile)).keys()];
    expect(names.filter((name) => /\.png$/.test(name)).sort()).toEqual([
      'OEBPS/assets/images/hose.png',
      'OEBPS/assets/images/plans/bed_plan.png',
    ]);
    const check = await epubcheck(outFile);
    const report = `${check.stdout}\n${check.stderr}`;
    expect(report).toContain('0 fatals / 0 errors');
    // Its advice on a file name with a space (PKG-010) is heeded.
    expect(report.match(/^(?:ERROR|WARNING)\([A-Z]+-\d+\)/gm)).toBeNull();
  });
});
