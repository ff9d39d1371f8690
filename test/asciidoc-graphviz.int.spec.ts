import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderEpub, renderHtml, renderMobi, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, listFiles, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * An AsciiDoc book's Graphviz diagrams (asciidoctor-diagram's `[graphviz]` block and `graphviz::` macro) drawn in
 * every format, as the book's own toolchain draws them: they were printed as their DOT source.
 */
const source = directorySource(join(__dirname, 'fixtures', 'books', 'graphviz'));
const LABELS = ['editor', 'compiler', 'shelf', 'push', 'publish', 'queued', 'rendering', 'packaged', 'retry'];

describe('Graphviz diagrams in every format', () => {
  const book = fixtureSuite(source, 'ann/graphviz', 'octavo-graphviz-');

  it('pdf: the diagrams are drawn with their labels, the titled one numbered and cited', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const { stdout } = await tool('pdftotext', ['-layout', outFile, '-']);
    for (const label of LABELS) expect(stdout).toContain(label);
    expect(stdout).toContain('Figure 1-1. The route of a build');
    expect(stdout).toContain('as Figure 1-1 shows');
    expect(stdout).not.toContain('digraph');
  });

  it('epub: the diagrams are images epubcheck accepts, their text alternatives kept', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapter =
      [...zip.entries()].find(([name]) => /ch01.*\.xhtml$/.test(name))?.[1].toString('utf8') ?? '';
    const images = [...chapter.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('alt="The route of a build"');
    expect(images[1]).toContain('alt="Stages waiting on each other"');
    expect(chapter).not.toContain('digraph');
    const check = await epubcheck(outFile);
    expect(check.stdout).toContain('No errors or warnings detected');
  });

  it('html: the site shows the drawings', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const svgs = [...page.matchAll(/src="data:image\/svg\+xml;base64,([^"]+)"/g)].map((m) =>
      Buffer.from(m[1]!, 'base64').toString('utf8'),
    );
    expect(svgs).toHaveLength(2);
    expect(svgs.join('')).toContain('>compiler</text>');
  });

  it('mobi: Calibre keeps both drawings, as pictures for old Kindles and as drawings for new ones', async () => {
    const { outFile, warnings } = await book.render(renderMobi, 'book.mobi');
    expect(warnings).toEqual([]);
    const out = join(book.dir(), 'mobi-split');
    await mkdir(out);
    expect((await tool('mobitool', ['-s', '-o', out, outFile])).code).toBe(0);
    const files = await listFiles(out);
    expect(files.filter((file) => /resource\d+\.(?:jpg|gif|png)$/.test(file))).toHaveLength(2);
    const drawings = await Promise.all(
      files.filter((f) => f.endsWith('.svg')).map((f) => readFile(join(out, f), 'utf8')),
    );
    expect(drawings.join('')).toContain('compiler');
    expect(drawings.join('')).toContain('packaged');
  });
});
