import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { placeholderJpeg } from '../renderers/pdf/placeholder-jpeg';
import { makePdfImage, PlaceholderLost } from '../renderers/pdf/pdf-image';
import { makePdfImagesAhead } from '../renderers/pdf/pdf-images-ahead';
import { PngFile, readPngFile } from '../renderers/pdf/png-file';
import { encodePng, pngChunk, varyingSamples } from '../renderers/test-support/png-encoder';
import { DiskRenderCache } from '../renderers/cache/disk-render-cache';
import { emptyCacheStats, RenderCacheStats } from '../renderers/cache/render-cache';
import { renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { PART_SIZES } from '../renderers/pdf/print-parts';
import { removeRenderedBooks, renderBookPdf, renderWithLanes } from './support/pdf-book';
import { tool } from './support/render-tools';
import { workerChromium } from './support/worker-chromium';

/**
 * Issue 17, item 1: PNGs printed through placeholders (Chromium writes a JPEG's bytes as they are; the PNG's data
 * is put in its place afterwards) look exactly as Chromium's own encoding of them, in colour and in a gray
 * book, transparency included; what Chromium has to crop or cannot take as it is still comes out right.
 */
const W = 120;
const H = 80;
const srgb: [string, Buffer] = ['sRGB', Buffer.from([0])];
/** RGBA (or gray and alpha) with alpha running smoothly from clear to opaque, as in a real picture's edges. */
function fading(channels: 2 | 4): Buffer {
  const samples = varyingSamples(W, H, channels, channels);
  for (let p = 0; p < W * H; p++)
    samples[p * channels + channels - 1] = Math.round(((p % W) * 255) / (W - 1));
  return samples;
}
const opaque: Record<string, Buffer> = {
  'images/rgb.png': encodePng({
    width: W,
    height: H,
    colorType: 2,
    samples: varyingSamples(W, H, 3, 1),
    filters: [0, 1, 2, 3, 4],
  }),
  'images/palette.png': encodePng({
    width: W,
    height: H,
    colorType: 3,
    samples: Buffer.from(varyingSamples(W, H, 1, 3).map((v) => v % 4)),
    palette: Buffer.from([200, 30, 30, 30, 160, 30, 30, 30, 200, 240, 240, 60]),
  }),
  'images/gray.png': encodePng({
    width: W,
    height: H,
    colorType: 0,
    samples: varyingSamples(W, H, 1, 4),
    filters: [3],
  }),
  'images/deep.png': encodePng({
    width: 30,
    height: 20,
    colorType: 2,
    bitDepth: 16,
    samples: varyingSamples(30, 20, 6, 6),
  }),
  'images/interlaced.png': encodePng({
    width: W,
    height: H,
    colorType: 2,
    samples: Buffer.alloc(W * H * 3, 90),
    interlaced: true,
  }),
  'images/photo.jpg': placeholderJpeg(64, 48, Buffer.from('a JPEG of the book')),
};
const transparent: Record<string, Buffer> = {
  'images/rgba.png': encodePng({
    width: W,
    height: H,
    colorType: 6,
    samples: fading(4),
    filters: [4],
    chunks: [srgb],
  }),
  'images/gray-alpha.png': encodePng({ width: W, height: H, colorType: 4, samples: fading(2) }),
  'images/palette-alpha.png': encodePng({
    width: W,
    height: H,
    colorType: 3,
    samples: Buffer.from(varyingSamples(W, H, 1, 3).map((v) => v % 4)),
    palette: Buffer.from([200, 30, 30, 30, 160, 30, 30, 30, 200, 240, 240, 60]),
    transparency: Buffer.from([255, 128, 0]),
  }),
};
const images = { ...opaque, ...transparent };
const figure = (src: string, style = '') =>
  `<figure><img src="${src}" alt="${src}" style="width:${W * 2}px;${style}"/><figcaption>${src}</figcaption></figure>`;
const chapter = (body: string) =>
  `<section data-type="chapter"><h1>Pictures</h1><div style="background:#3a6">${body}</div></section>`;
const book = (body: string): Record<string, string | Buffer> => ({ 'ch01.html': chapter(body), ...images });
const figures = (set: Record<string, Buffer>) =>
  Object.keys(set)
    .map((src) => figure(src))
    .join('\n');

/** Mean and largest difference of two PPM pages' samples, in levels of 255. */
function difference(a: Buffer, b: Buffer): { mean: number; max: number } {
  const start = (ppm: Buffer) => {
    let newlines = 0;
    let i = 0;
    while (newlines < 3) if (ppm[i++] === 0x0a) newlines++;
    return i;
  };
  const pa = a.subarray(start(a));
  const pb = b.subarray(start(b));
  expect(pa.length).toBe(pb.length);
  let sum = 0;
  let max = 0;
  for (let i = 0; i < pa.length; i++) {
    const d = Math.abs(pa[i]! - pb[i]!);
    sum += d;
    if (d > max) max = d;
  }
  return { mean: sum / pa.length, max };
}

/** Each page at 50 dpi, as the bytes of its PPM. */
async function pagePixels(pdf: string): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-pass-through-'));
  try {
    await tool('pdftoppm', ['-r', '50', pdf, join(dir, 'p')]);
    const files = (await readdir(dir)).sort();
    // Awaited here: a promise returned as it is would let the folder be removed while its pages are read.
    return await Promise.all(files.map((file) => readFile(join(dir, file))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function render(files: Record<string, string | Buffer>, passThrough: boolean, grayscale = false) {
  const before = process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH;
  process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH = passThrough ? 'on' : 'off';
  const phases: string[] = [];
  const observer = new PerformanceObserver((list) => phases.push(...list.getEntries().map((e) => e.name)));
  observer.observe({ entryTypes: ['measure'] });
  try {
    const rendered = await renderBookPdf(files, {
      files: ['ch01.html'],
      formats: grayscale ? { pdf: { color_count: 1 } } : {},
    });
    return { ...rendered, phases };
  } finally {
    observer.disconnect();
    if (before === undefined) delete process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH;
    else process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH = before;
  }
}

/** The image XObjects of a PDF: size, filter, whether they carry PNG predictors and an SMask. */
async function imageObjects(pdf: string) {
  const doc = await PDFDocument.load(await readFile(pdf));
  const out: { width: number; filter: string; predictor: boolean; smask: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      continue;
    const parms = object.dict.lookup(PDFName.of('DecodeParms'));
    out.push({
      width: (object.dict.lookup(PDFName.of('Width')) as PDFNumber).asNumber(),
      filter: String(object.dict.get(PDFName.of('Filter'))),
      predictor: parms instanceof PDFDict && parms.has(PDFName.of('Predictor')),
      smask: object.dict.has(PDFName.of('SMask')),
    });
  }
  return out;
}

afterAll(removeRenderedBooks);

describe('PNGs printed through placeholders', () => {
  it.each([
    ['in colour', false],
    ['in a gray book (color_count: 1)', true],
  ])(
    'look as Chromium encoding them itself, %s: opaque ones exactly, transparent ones but for rounding',
    async (_what, grayscale) => {
      for (const [set, exact] of [
        [opaque, true],
        [transparent, false],
      ] as const) {
        const through = await render(book(figures(set)), true, grayscale);
        const encoded = await render(book(figures(set)), false, grayscale);
        const [a, b] = await Promise.all([pagePixels(through.file), pagePixels(encoded.file)]);
        expect(a.length).toBe(b.length);
        for (let page = 0; page < a.length; page++) {
          if (exact) expect(a[page]!.equals(b[page]!)).toBe(true);
          // Chromium premultiplies alpha in 8 bits and divides it out again, so a nearly clear pixel's colour is
          // rounded to almost nothing (a clear one becomes black); the PNG's own colours are kept here. Where a
          // page is resampled, those colours bleed differently into their neighbours: about a level on average.
          else expect(difference(a[page]!, b[page]!).mean).toBeLessThan(1);
        }
        expect(through.warnings.map((w) => w.text)).toEqual(encoded.warnings.map((w) => w.text));
        const objects = await imageObjects(through.file);
        if (exact && !grayscale)
          expect(objects).toContainEqual({ width: W, filter: '/FlateDecode', predictor: true, smask: false });
        if (exact)
          expect(objects).toContainEqual({ width: 64, filter: '/DCTDecode', predictor: false, smask: false });
        if (!exact) expect(objects.filter((o) => o.width === W && o.smask)).toHaveLength(3);
      }
    },
    300_000,
  );

  it('prints again with the images when Chromium had to crop one (object-fit), the same pages as without', async () => {
    const cropped = book(figure('images/rgb.png', 'height:60px;object-fit:cover'));
    const through = await render(cropped, true);
    expect(through.phases.some((p) => p.includes('printed again with the images'))).toBe(true);
    const encoded = await render(cropped, false);
    const [a, b] = await Promise.all([pagePixels(through.file), pagePixels(encoded.file)]);
    expect(a.length).toBe(b.length);
    for (let page = 0; page < a.length; page++) expect(a[page]!.equals(b[page]!)).toBe(true);
  }, 180_000);

  it('starts again with the images as soon as a layout pass shows a drawn placeholder, not after the last print', async () => {
    // A footnote makes the render lay the book out before its final print.
    const cropped = book(
      `<p>Cropped<span data-type="footnote">A note.</span></p>${figure('images/rgb.png', 'height:60px;object-fit:cover')}`,
    );
    const through = await render(cropped, true);
    const restart = through.phases.findIndex((p) => p.includes('printed again with the images'));
    expect(restart).toBeGreaterThan(0);
    const before = through.phases.slice(0, restart);
    expect(before.some((p) => p.includes('layout pass 1: print'))).toBe(true);
    expect(before.some((p) => p.includes('final pass'))).toBe(false);
    const encoded = await render(cropped, false);
    const [a, b] = await Promise.all([pagePixels(through.file), pagePixels(encoded.file)]);
    expect(a.length).toBe(b.length);
    for (let page = 0; page < a.length; page++) expect(a[page]!.equals(b[page]!)).toBe(true);
  }, 180_000);

  it('in a book printed in parts, prints again only the part whose placeholder Chromium drew, the same pages as without', async () => {
    const sizes = { ...PART_SIZES };
    Object.assign(PART_SIZES, { minPart: 3_000, attachedRun: 1_000 });
    const before = process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH;
    try {
      const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 13}`).join(' ');
      const chapter = (n: number, extra = '') =>
        `<section data-type="chapter" id="c${n}"><h1>Chapter ${n}</h1><p>${words(700)}</p>${extra}</section>`;
      const files: Record<string, string | Buffer> = {
        'c1.html': chapter(1, figure('images/rgb.png', 'height:60px;object-fit:cover')),
        'c2.html': chapter(2, figure('images/gray.png')),
        'c3.html': chapter(3),
        'c4.html': chapter(4),
        ...images,
      };
      const config = { files: ['c1.html', 'c2.html', 'c3.html', 'c4.html'] };
      const isPrint = (phase: string) => /tagged print$|printed again with the images/.test(phase);
      process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH = 'on';
      const through = await renderWithLanes(files, config, '2', isPrint);
      process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH = 'off';
      const encoded = await renderWithLanes(files, config, '2', isPrint);
      expect(through.prints.some((p) => p.includes('printed again with the images'))).toBe(false);
      // The contents (part 1) is printed twice as always; the part holding the cropped image (2) twice, with its
      // images as they are the second time; the other part of the body (3) once.
      const printsOf = (part: string) =>
        through.prints.filter((p) => p === `pdf: ${part}: tagged print`).length;
      expect([printsOf('part 2'), printsOf('part 3')]).toEqual([2, 1]);
      expect(encoded.prints.filter((p) => p === 'pdf: part 2: tagged print')).toHaveLength(1);
      const [a, b] = await Promise.all([pagePixels(through.file), pagePixels(encoded.file)]);
      expect(a.length).toBe(b.length);
      for (let page = 0; page < a.length; page++) expect(a[page]!.equals(b[page]!)).toBe(true);
    } finally {
      Object.assign(PART_SIZES, sizes);
      if (before === undefined) delete process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH;
      else process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH = before;
    }
  }, 180_000);

  it('a PNG whose data does not inflate to its size is printed by Chromium after all, as without placeholders', async () => {
    // Well-formed chunks, CRCs right, but IDAT data that inflates to far less than the image.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(W, 0);
    header.writeUInt32BE(H, 4);
    header.set([8, 6, 0, 0, 0], 8);
    const bad = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(10))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const files = { ...book(figure('images/odd.png')), 'images/odd.png': bad };
    const through = await render(files, true);
    const encoded = await render(files, false);
    const [a, b] = await Promise.all([pagePixels(through.file), pagePixels(encoded.file)]);
    expect(a.length).toBe(b.length);
    for (let page = 0; page < a.length; page++) expect(a[page]!.equals(b[page]!)).toBe(true);
  }, 180_000);
});

describe('decoded images kept in the render cache (issue 17, item 4)', () => {
  /** The transparent images in colour (their pixels decoded, two of them on the sRGB profile), into `cache`. */
  async function renderWith(dir: string, cache?: DiskRenderCache) {
    const stats = emptyCacheStats();
    const outFile = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    await renderPdf({
      source: memorySource(book(figures(transparent))),
      config: { formats: {}, files: ['ch01.html'] },
      workDir: join(dir, 'work'),
      outFile,
      bookName: 'test/book',
      chromium: workerChromium,
      ...(cache ? { cache: { cache, stats } } : {}),
    });
    return { bytes: await readFile(outFile), stats };
  }

  /** How many ICC profile streams a PDF holds. */
  async function iccProfiles(bytes: Buffer): Promise<number> {
    const doc = await PDFDocument.load(bytes);
    return doc.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFRawStream && o.dict.has(PDFName.of('N'))).length;
  }

  it('are taken from it by the next render, which writes the same bytes as a render without a cache', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-kept-images-'));
    try {
      const cache = new DiskRenderCache(join(dir, 'cache'), 64 * 1024 * 1024);
      const first = await renderWith(dir, cache);
      const again = await renderWith(dir, cache);
      const plain = await renderWith(dir);
      const counts = (stats: RenderCacheStats) => [stats.imageHits ?? 0, stats.imageMisses ?? 0];
      expect(counts(first.stats)).toEqual([0, 3]);
      expect(counts(again.stats)).toEqual([3, 0]);
      expect(again.bytes.equals(plain.bytes)).toBe(true);
      expect(first.bytes.equals(plain.bytes)).toBe(true);
      // The sRGB profile two images share is written once, whether the images were made here or kept.
      expect(await iccProfiles(again.bytes)).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('images made ahead in a worker thread (the built worker, dist/)', () => {
  const entry = join(__dirname, '..', 'dist', 'renderers', 'pdf', 'pdf-image-worker.js');
  const pngs = Object.values(images)
    .map((bytes) => readPngFile(bytes))
    // As the pass-through takes them: 8-bit, not interlaced (the others are left to Chromium).
    .filter((png): png is PngFile => png !== null && !png.interlaced && png.bitDepth === 8);

  it.each([false, true])('are the images made in the render thread (gray book: %s)', async (grayscale) => {
    const made = makePdfImagesAhead(pngs, grayscale, entry);
    expect(made).toHaveLength(pngs.length);
    const here = await Promise.all(pngs.map((png) => makePdfImage(png, grayscale)));
    expect(await Promise.all(made!)).toEqual(here);
  });

  it('says a PNG whose data does not inflate to its size is lost, as the render thread does', async () => {
    const png = { ...pngs[0]!, data: deflateSync(Buffer.alloc(10)), colorType: 6 };
    await expect(makePdfImage(png, false)).rejects.toThrow(PlaceholderLost);
    await expect(makePdfImagesAhead([png], false, entry)![0]).rejects.toThrow(PlaceholderLost);
  });

  it('is not started without a built worker: the render makes its images when a part needs them', () => {
    expect(makePdfImagesAhead(pngs, true, join(__dirname, 'no-such-worker.js'))).toBeUndefined();
  });
});
