import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'diagrams-net-svg');

describe('An SVG diagram exported by diagrams.net (draw.io) in an EPUB', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/search', 'octavo-diagrams-net-svg-');

  it('is shipped without its embedded source and HTML labels, each label drawn as its SVG text, no notice that text cannot be shown; epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const svgName = [...zip.keys()].find((name) => name.endsWith('tree.svg'))!;
    const svg = zip.get(svgName)!.toString('utf8');
    expect(svg).not.toContain('content=');
    expect(svg).not.toContain('<foreignObject');
    expect(svg).toContain(
      '<switch><text x="60" y="19" fill="rgb(0, 0, 0)" font-family="Helvetica" font-size="12px" text-anchor="middle">root</text></switch>',
    );
    expect(svg).toContain('<path d="M 50 28 L 28 52 M 70 28 L 92 52"');
    // The notice for viewers without HTML labels is untrue once every label is SVG text.
    expect(svg).not.toContain('Text is not SVG');
    expect(svg).toMatch(/<\/g><\/svg>\s*$/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
