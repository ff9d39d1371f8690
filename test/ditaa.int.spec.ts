import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { declaredImageSize } from '../renderers/limits/image-safety';
import { ditaaVersion, drawDitaa } from '../renderers/diagrams/ditaa';
import { renderEpub, renderHtml, renderMobi, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, listFiles, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const BOX = ['+-----+', '| box |', '+-----+'].join('\n');
const ARROW = ['+---+    +---+', '| a |--->| b |', '+---+    +---+'].join('\n');

/** A PNG's size in pixels (its header). */
function pixels(png: Buffer): { width: number; height: number } {
  return declaredImageSize(png, 'image/png')!;
}

/** ditaa's drawings on the machine's ditaa (Debian's jar, run with Java), as asciidoctor-diagram draws them. */
describe('ditaa drawings', () => {
  it('draws each diagram, the ones with the same options in one run, at twice the size they are shown at', async () => {
    expect(await ditaaVersion()).toMatch(/^ditaa \(/);
    const drawn = await drawDitaa([
      { text: BOX, attributes: {} },
      { text: ARROW, attributes: { separation: 'false' } },
      { text: ARROW, attributes: {} },
      // HTML mode reads a diagram as the page's text: one that closes its <pre> is drawn alone.
      { text: `${BOX}\n  </pre> & <b>`, attributes: {} },
    ]);
    expect(drawn.map((d) => d.ok)).toEqual([true, true, true, true]);
    for (const d of drawn) {
      if (!d.ok || !('png' in d)) throw new Error('expected a PNG');
      expect(d.png.subarray(1, 4).toString()).toBe('PNG');
      expect(d.width).toBe(Math.round(pixels(d.png).width / 2));
    }
    const [box, arrowApart, arrow] = drawn as Array<{ png: Buffer; width: number }>;
    expect(arrow!.width).toBeGreaterThan(box!.width);
    // The same text drawn with other options is a drawing of its own.
    expect(arrowApart!.png.equals(arrow!.png)).toBe(false);
  }, 60_000);

  it('a scale asked for is the size shown; a jar that is not there says what is missing', async () => {
    const [once, twice] = await drawDitaa([
      { text: BOX, attributes: {} },
      { text: BOX, attributes: { scale: '2' } },
    ]);
    expect(once!.ok && twice!.ok).toBe(true);
    if (!once!.ok || !twice!.ok || !('png' in once!) || !('png' in twice!)) return;
    expect(Math.abs(twice.width - 2 * once.width)).toBeLessThanOrEqual(2);

    process.env.OCTAVO_DITAA_JAR = '/nonexistent/ditaa.jar';
    try {
      expect(await drawDitaa([{ text: BOX, attributes: {} }])).toEqual([
        { ok: false, reason: 'ditaa (/nonexistent/ditaa.jar, run with Java) is not installed' },
      ]);
    } finally {
      delete process.env.OCTAVO_DITAA_JAR;
    }
  }, 60_000);
});

/**
 * An AsciiDoc book's ditaa diagrams (asciidoctor-diagram's `[ditaa]` blocks: The BEAM Book has 39) drawn in every
 * format, as the book's own toolchain draws them: they were printed as their source.
 */
describe('ditaa diagrams in every format', () => {
  const source = directorySource(join(__dirname, 'fixtures', 'books', 'ditaa'));
  const book = fixtureSuite(source, 'ann/ditaa', 'octavo-ditaa-');

  it('pdf: three pictures, the titled one numbered and cited, none of the diagrams printed as text', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const { stdout } = await tool('pdftotext', ['-layout', outFile, '-']);
    expect(stdout).toContain('Figure 1-1. A stack frame');
    expect(stdout).toContain('as Figure 1-1 shows');
    expect(stdout).not.toContain('+------+');
    expect(stdout).not.toContain('Mailbox');
    const listed = (await tool('pdfimages', ['-list', outFile])).stdout.trim().split('\n').slice(2);
    expect(listed).toHaveLength(3);
  });

  it('epub: PNG pictures epubcheck accepts, with their text alternatives', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapter =
      [...zip.entries()].find(([name]) => /ch01.*\.xhtml$/.test(name))?.[1].toString('utf8') ?? '';
    const images = [...chapter.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('alt="A stack frame"');
    expect(images[1]).toContain('alt="Diagram"');
    expect(images[2]).toContain('alt="A question and its answer"');
    for (const image of images) expect(image.startsWith('<img src="data:image/png;base64,')).toBe(true);
    expect(chapter).not.toContain('Mailbox');
    const check = await epubcheck(outFile);
    expect(check.stdout).toContain('No errors or warnings detected');
  });

  it('html: the site shows the pictures at half their pixels', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const pngs = [...page.matchAll(/<img src="data:image\/png;base64,([^"]+)"[^>]*width="(\d+)"/g)];
    expect(pngs).toHaveLength(3);
    for (const [, data, width] of pngs)
      expect(Number(width)).toBe(Math.round(pixels(Buffer.from(data!, 'base64')).width / 2));
  });

  it('mobi: Calibre keeps the three pictures', async () => {
    const { outFile, warnings } = await book.render(renderMobi, 'book.mobi');
    expect(warnings).toEqual([]);
    const out = join(book.dir(), 'mobi-split');
    await mkdir(out);
    expect((await tool('mobitool', ['-s', '-o', out, outFile])).code).toBe(0);
    const files = await listFiles(out);
    expect(files.filter((file) => /resource\d+\.(?:jpg|gif|png)$/.test(file))).toHaveLength(3);
  });
});
