import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { renderEpub, renderMobi } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { photograph, screenshot } from '../renderers/test-support/synthetic-pictures';
import { readZip } from '../renderers/test-support/read-zip';
import { BookSource, PlatformConfig } from '../renderers/types';
import { formatWarning } from '../renderers/warnings';
import { renderFixture } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const picture = (data: Buffer, width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(data, { raw: { width, height, channels } });

const CHAPTER = [
  '# Field notes',
  '',
  'A photograph from the field, as the camera took it.',
  '',
  '![A ridge above the valley at dawn](images/ridge.jpg)',
  '',
  'A wide chart, scanned for print.',
  '',
  '![Rainfall by month](images/rainfall.png)',
  '',
  'A small sketch that an e-reader shows as it is.',
  '',
  '![A sketch of the camp](images/camp.png)',
  '',
  'The harbour, a photograph saved as PNG, then the same picture again.',
  '',
  '![The harbour at noon](images/harbour.png)',
  '',
  '<p><img src="images/harbour.png" alt="The harbour again"/></p>',
  '',
].join('\n');

const atlas = (formats: object) => JSON.stringify({ files: ['notes.md'], formats, lang: 'en' }, null, 2);

/**
 * Atlas's `downsample_images` for EPUB and MOBI: a book with camera photographs and print scans asks for images no
 * larger than an e-reader shows. The EPUB ships JPEG and PNG images over 2,048 px a side (or 4 million pixels)
 * scaled down in their own type, passes epubcheck, is the same bytes built twice, and keeps every image of a book
 * that does not ask.
 */
describe('downsample_images: images an e-reader does not need at full size are made smaller', () => {
  let dir: string;
  let files: Record<string, Buffer>;
  const book = async (formats: object): Promise<{ source: BookSource; config: PlatformConfig }> => {
    const source = memorySource({ ...files, 'atlas.json': atlas(formats) });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    return { source, config: loaded.config };
  };
  const imagesOf = async (epub: string) => {
    const zip = await readZip(epub);
    const sizes: Record<string, [string | undefined, number | undefined, number | undefined, number]> = {};
    for (const [name, bytes] of zip) {
      if (!/\.(?:png|jpg)$/.test(name) || !name.includes('images/')) continue;
      const meta = await sharp(bytes).metadata();
      sizes[name.replace(/^.*images\//, '')] = [meta.format, meta.width, meta.height, bytes.length];
    }
    return { zip, sizes };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-downsample-int-'));
    files = {
      'notes.md': Buffer.from(CHAPTER),
      'images/ridge.jpg': await picture(photograph(2400, 900), 2400, 900).jpeg({ quality: 95 }).toBuffer(),
      // Transparent on its right half: it stays PNG.
      'images/rainfall.png': await picture(photograph(2200, 600, 4), 2200, 600, 4)
        .png()
        .toBuffer(),
      'images/camp.png': await picture(screenshot(600, 400), 600, 400).png().toBuffer(),
      'images/harbour.png': await picture(photograph(900, 600), 900, 600).png().toBuffer(),
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('EPUB: large photographs and scans are scaled down in their own type, small ones kept, and epubcheck passes', async () => {
    const { source, config } = await book({ epub: { downsample_images: true } });
    const render = { source, config, dir, bookName: 'ann/field-notes' };
    const first = await renderFixture(render, renderEpub, 'first.epub');
    expect(first.warnings.map(formatWarning).filter((w) => w.includes('downsample'))).toEqual([]);
    // The build log says what was done: one JPEG and one PNG scaled down, one PNG photograph shipped as JPEG.
    expect(first.notes).toEqual([
      expect.stringMatching(
        /^downsample_images: 2 images scaled down to fit 2,048 px and 4 million pixels, 1 photograph saved as PNG shipped as JPEG; these images [\d.]+ MB → [\d.]+ MB$/,
      ),
    ]);
    const { sizes } = await imagesOf(first.outFile);
    expect(sizes['ridge.jpg']!.slice(0, 3)).toEqual(['jpeg', 2048, 768]);
    expect(sizes['rainfall.png']!.slice(0, 3)).toEqual(['png', 2048, 558]);
    expect(sizes['ridge.jpg']![3]).toBeLessThan(files['images/ridge.jpg']!.length / 2);
    const { zip } = await imagesOf(first.outFile);
    const camp = [...zip.entries()].find(([name]) => name.endsWith('images/camp.png'))![1];
    expect(camp.equals(files['images/camp.png']!)).toBe(true);
    // The photograph saved as PNG ships as JPEG under a new name, which the page's two images and the manifest use.
    expect(sizes['harbour.png']).toBeUndefined();
    expect(sizes['harbour.jpg']!.slice(0, 3)).toEqual(['jpeg', 900, 600]);
    expect(sizes['harbour.jpg']![3]).toBeLessThan(files['images/harbour.png']!.length / 4);
    const text = (name: string) => [...zip.entries()].find(([entry]) => entry.endsWith(name))![1].toString();
    const opf = text('content.opf');
    expect(opf).toMatch(/href="[^"]*images\/harbour\.jpg" media-type="image\/jpeg"/);
    expect(opf).not.toContain('harbour.png');
    const page = [...zip.entries()].find(
      ([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('harbour'),
    )!;
    expect(page[1].toString().match(/images\/harbour\.[a-z]+/g)).toEqual([
      'images/harbour.jpg',
      'images/harbour.jpg',
    ]);
    expect(await epubcheckErrors(first.outFile)).toEqual({ code: 0, errors: [] });

    const again = await renderFixture(render, renderEpub, 'again.epub');
    expect((await readFile(again.outFile)).equals(await readFile(first.outFile))).toBe(true);
  });

  it('EPUB of a book that does not ask: every image is the file in the repository', async () => {
    const { source, config } = await book({ epub: {} });
    const { outFile, notes } = await renderFixture(
      { source, config, dir, bookName: 'ann/field-notes' },
      renderEpub,
      'as-is.epub',
    );
    expect(notes).toEqual([]);
    const zip = await readZip(outFile);
    for (const name of ['images/ridge.jpg', 'images/rainfall.png', 'images/camp.png', 'images/harbour.png']) {
      const shipped = [...zip.entries()].find(([entry]) => entry.endsWith(name))![1];
      expect(shipped.equals(files[name]!)).toBe(true);
    }
  });

  it('MOBI: Calibre is given the scaled-down images; a PDF asking for it is told only e-books downsample', async () => {
    const { source, config } = await book({
      mobi: { downsample_images: true },
      pdf: { downsample_images: true },
    });
    const { warnings } = await renderFixture(
      { source, config, dir, bookName: 'ann/field-notes' },
      renderMobi,
      'book.mobi',
    );
    // The EPUB Calibre converted is kept in the render's work folder.
    const { sizes } = await imagesOf(join(dir, 'work-book.mobi', 'book.epub'));
    expect(sizes['ridge.jpg']!.slice(0, 3)).toEqual(['jpeg', 2048, 768]);
    expect(warnings.map(formatWarning).filter((w) => w.includes('downsample'))).toEqual([]);
    const loaded = await loadPlatformConfig(source);
    expect(loaded.ok && loaded.warnings.map(formatWarning).filter((w) => w.includes('downsample'))).toEqual([
      expect.stringMatching(
        /^atlas\.json:\d+: "formats\.pdf\.downsample_images": true is honoured only for EPUB and MOBI/,
      ),
    ]);
  });
});
