import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'svg-flowed-text');

describe("An Inkscape SVG holding SVG 1.2's flowed text (flowRoot) in an EPUB", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/handshake', 'octavo-svg-flowed-text-');

  it('is shipped without the flowRoot no reader draws, the rest as made, and epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const svgName = [...zip.keys()].find((name) => name.endsWith('handshake.svg'))!;
    const svg = zip.get(svgName)!.toString('utf8');
    expect(svg).not.toMatch(/flowRoot|flowPara|draft label/);
    expect(svg).toContain('<text x="60" y="44">SYN</text>');
    expect(svg).toContain('<rect x="116" y="4" width="40" height="72" fill="none" stroke="black"/>');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
