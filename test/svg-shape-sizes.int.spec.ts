import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * The EPUB kept `width` and `height` only on `<img>` and `<svg>`: a `<rect>` inside an inline drawing lost both, so
 * it drew nothing and epubcheck failed (RSC-005, rect missing required attributes). Inside a drawing they are SVG's
 * own and stay, in any unit.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'svg-shape-sizes');

describe('Sizes of shapes inside an inline SVG', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/tile-floors', 'octavo-svg-shape-sizes-');

  it('epub: each rect keeps its width and height; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = [...zip.entries()]
      .find(([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('Two tiles'))![1]
      .toString('utf8');
    expect(
      [...page.matchAll(/<rect [^>]*>/g)].map(([rect]) => /height="[^"]+" width="[^"]+"/.exec(rect)?.[0]),
    ).toEqual(['height="14" width="14"', 'height="14" width="14.5"']);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors');
  });
});
