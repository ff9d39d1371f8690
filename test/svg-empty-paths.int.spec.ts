import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'svg-empty-paths');

// Dive into Deep Learning's Gaussian-process figures, saved by Matplotlib: epubcheck rejected each (RSC-005).
describe('A Matplotlib SVG whose space glyph is a path without d, in an EPUB', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/plotted', 'octavo-svg-empty-paths-');

  it('is shipped with an empty d on that path, its use kept, and epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const svgName = [...zip.keys()].find((name) => name.endsWith('plot.svg'))!;
    const svg = zip.get(svgName)!.toString('utf8');
    expect(svg).toContain('<path d="" id="DejaVuSans-20" transform="scale(0.015625)"/>');
    expect(svg).toContain('<use xlink:href="#DejaVuSans-20" x="59.179688"/>');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
