import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'svg-editor-markup');

describe("SVG images carrying a drawing program's own markup (Visio, Inkscape) in an EPUB", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/drawings', 'octavo-svg-editor-');

  it('are shipped without that markup, drawing and metadata unchanged, and epubcheck finds nothing', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const svg = (name: string) =>
      zip.get([...zip.keys()].find((path) => path.endsWith(name))!)!.toString('utf8');
    const server = svg('server.svg');
    expect(server).not.toMatch(/v:|visio/);
    expect(server).toContain('<rect x="4" y="4" width="136" height="64" class="box"/>');
    expect(server).toContain('<g id="shape1">');
    expect(server).toContain('<text x="40" y="40">Server</text>');
    expect(server).not.toContain('foreignObject');
    expect(server).toMatch(/<switch>\s*<circle cx="12" cy="12" r="6" fill="#000000"\/>\s*<\/switch>/);
    expect(server).toContain('<![CDATA[ .box {fill:#c8d6e6;stroke:#000000} ]]>');
    const line = svg('line.svg');
    expect(line).not.toMatch(/inkscape|sodipodi/);
    expect(line).toContain('<rdf:Description rdf:about=""><dc:title>A red line</dc:title></rdf:Description>');
    expect(line).toContain('<g id="layer1">');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
