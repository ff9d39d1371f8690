import { cp, mkdir, mkdtemp, readdir, readFile, rm, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderMobi } from '../renderers';
import {
  describeCacheStats,
  emptyCacheStats,
  RenderCache,
  RenderCacheUse,
} from '../renderers/cache/render-cache';
import { DiskRenderCache } from '../renderers/cache/disk-render-cache';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { RenderRequest } from '../renderers/types';
import { loadSharp } from '../renderers/images/sharp';
import { tool } from './support/render-tools';

/**
 * Issue 17 asks every format of a 350-page book in 3 s after a one-chapter change; Calibre converted the whole book
 * to MOBI every time (10-13 s on the corpus book). Octavo's own MOBI 6 writer (OCTAVO_MOBI_WRITER=native) is read
 * back here by libmobi's mobitool and by Calibre, on a book with images, tables, listings, footnotes and
 * cross-references in three source formats.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');
const COMMITTED = new Date('2021-06-15T12:30:00Z');
const CHAPTERS = [
  'Preface',
  'Chapter 1. Getting Started',
  'Chapter 2. Writing in AsciiDoc',
  'Chapter 3. HTMLBook Sources',
  'Chapter 4. Publishing',
  'Appendix A. Configuration Reference',
];

describe('MOBI written by Octavo (OCTAVO_MOBI_WRITER=native)', () => {
  let dir: string;
  let bookDir: string;
  const writer = process.env.OCTAVO_MOBI_WRITER;

  beforeAll(async () => {
    process.env.OCTAVO_MOBI_WRITER = 'native';
    dir = await mkdtemp(join(tmpdir(), 'octavo-mobi-native-'));
    bookDir = join(dir, 'book');
    await cp(FIXTURE, bookDir, { recursive: true });
  });
  afterAll(async () => {
    if (writer === undefined) delete process.env.OCTAVO_MOBI_WRITER;
    else process.env.OCTAVO_MOBI_WRITER = writer;
    await rm(dir, { recursive: true, force: true });
  });

  const render = async (
    renderer: (req: RenderRequest) => Promise<unknown>,
    file: string,
    cache?: RenderCacheUse,
  ): Promise<string> => {
    const source = directorySource(bookDir);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const outFile = join(dir, file);
    await renderer({
      source,
      config: loaded.config,
      workDir: join(dir, `work-${file}`),
      outFile,
      bookName: 'ann/handbook',
      sourceDate: COMMITTED,
      ...(cache ? { cache } : {}),
    });
    return outFile;
  };
  /** mobitool's dump of the file: the text as the file holds it, and the files it makes of the book. */
  const dump = async (mobi: string) => {
    const out = join(dir, `${mobi.replace(/\W/g, '_')}-dump`);
    await mkdir(out, { recursive: true });
    expect((await tool('mobitool', ['-d', '-o', out, mobi])).code).toBe(0);
    expect((await tool('mobitool', ['-s', '-o', out, mobi])).code).toBe(0);
    const rawml = (await readdir(out)).find((f) => f.endsWith('.rawml'))!;
    const markupDir = (await readdir(out)).find((f) => f.endsWith('_markup'))!;
    const files = await readdir(join(out, markupDir));
    const ncx = files.find((f) => f.endsWith('.ncx'));
    return {
      text: await readFile(join(out, rawml), 'utf8'),
      images: files.filter((f) => /\.(png|jpe?g|gif)$/.test(f)),
      ncx: ncx ? await readFile(join(out, markupDir, ncx), 'utf8') : '',
    };
  };

  it('opens in mobitool with every word of the EPUB’s chapters, its images and the chapters in its NCX', async () => {
    const mobi = await render(renderMobi, 'book.mobi');
    const { text, images, ncx } = await dump(mobi);
    const epub = await readZip(await render(renderEpub, 'book.epub'));
    const chapters = [...epub.keys()].filter(
      (name) => name.endsWith('.xhtml') && !/\/(nav|titlepage|cover)\.xhtml$/.test(name),
    );
    const epubWords = words(chapters.map((name) => bodyOf(epub.get(name)!.toString('utf8'))).join(' '));
    const mobiWords = words(text.replace(/<[^>]*>/g, ' '));
    expect(epubWords.size).toBeGreaterThan(300);
    const missing = [...epubWords].filter(([word, count]) => (mobiWords.get(word) ?? 0) < count);
    expect(missing).toEqual([]);
    // The cover, the pipeline, the diagram beside chapter 1, the layers figure of chapter 3 and the cover's thumbnail.
    expect(images).toHaveLength(5);
    for (const chapter of CHAPTERS) expect(ncx).toContain(`<text>${chapter}</text>`);
    expect(ncx).toContain('<text>Installing the Tools</text>');
  }, 120_000);

  it('opens in Calibre: its metadata, and its contents once converted to EPUB', async () => {
    const mobi = await render(renderMobi, 'calibre.mobi');
    const meta = await tool('ebook-meta', [mobi]);
    expect(meta.stdout).toMatch(/^Title\s+: The Octavo Field Guide$/m);
    expect(meta.stdout).toMatch(/^Author\(s\)\s+: Ada Lovelace & Charles Babbage$/m);
    expect(meta.stdout).toMatch(/^Languages\s+: eng$/m);
    expect(meta.stdout).toMatch(/isbn:9781492000013/);
    const converted = join(dir, 'converted.epub');
    const run = await tool('ebook-convert', [mobi, converted]);
    expect(run.code).toBe(0);
    const ncx = (await readZip(converted)).get('toc.ncx')!.toString('utf8');
    const labels = [...ncx.matchAll(/<text>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const title of [
      'Preface',
      'Getting Started',
      'Writing in AsciiDoc',
      'HTMLBook Sources',
      'Publishing',
    ])
      expect(labels.some((label) => label?.endsWith(title))).toBe(true);
  }, 180_000);

  it('names in each text record the contents entries it holds (TBS indexing) and its cover and thumbnail, which Calibre reads back', async () => {
    const mobi = await render(renderMobi, 'tbs.mobi');
    const out = join(dir, 'inspect');
    await mkdir(out, { recursive: true });
    const run = await tool('sh', ['-c', 'cd "$0" && calibre-debug --inspect-mobi "$1"', out, mobi]);
    expect(run.code).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/Traceback|Error/);
    const inspected = join(out, 'decompiled_tbs');
    expect(await readFile(join(inspected, 'header.txt'), 'utf8')).toContain(
      'Extra data flags: 0b11 (has multibyte: True) (has indexing: True)',
    );
    // The cover as Kindles show it, from EXTH 201, and a thumbnail of its own for their library (EXTH 202).
    const header = await readFile(join(inspected, 'header.txt'), 'utf8');
    expect(header).toContain('CoverOffset (201): 0');
    // Where reading starts, which Kindles take from EXTH 116 rather than the guide once TBS indexing is there.
    expect(header).toMatch(/StartOffset \(116\): [1-9]\d*/);
    const thumbOffset = Number(/ThumbOffset \(202\): (\d+)/.exec(header)![1]);
    expect(thumbOffset).toBeGreaterThan(0);
    const imageFiles = (await readdir(join(inspected, 'images'))).sort();
    const thumbnail = await readFile(join(inspected, 'images', imageFiles[thumbOffset]!));
    const cover = await readFile(join(inspected, 'images', imageFiles[0]!));
    expect(await loadSharp()(thumbnail).metadata()).toMatchObject({ format: 'jpeg', height: 240 });
    expect(thumbnail.length).toBeLessThan(cover.length);
    // No cover page in the text: the cover is no image the text shows.
    expect(await readFile(join(inspected, 'text.html'), 'utf8')).not.toContain('recindex="00001"');
    const records = (await readFile(join(inspected, 'tbs_indexing.txt'), 'utf8'))
      .split(/\n(?=Record #)/)
      .slice(1);
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) {
      const contains = Number(/Contains: (\d+) index entries/.exec(record)![1]);
      const type = /^TBS: (\d)/m.exec(record)?.[1];
      // Every record names what it holds: one entry starting or ending (2), an entry spanning it (3), or the
      // first of several and how many (6), as Calibre's own MOBI 6 of the book does.
      if (type === '6') expect(record).toContain(`b'0100': ${contains}}`);
      else if (type === '2') expect(contains).toBe(1);
      else expect([type, contains]).toEqual(['3', 0]);
    }
  }, 120_000);

  it('is the same file byte for byte from the same sources, with the render cache or without', async () => {
    const cache: RenderCacheUse = {
      cache: new DiskRenderCache(join(dir, 'cache-same'), 64 * 1024 * 1024),
      stats: emptyCacheStats(),
    };
    const first = await readFile(await render(renderMobi, 'same-1.mobi'));
    const second = await readFile(await render(renderMobi, 'same-2.mobi', cache));
    const third = await readFile(await render(renderMobi, 'same-3.mobi', cache));
    expect(second.equals(first)).toBe(true);
    expect(third.equals(first)).toBe(true);
  }, 120_000);

  it('after a one-chapter change writes that chapter again: the others are the same bytes apart from offsets', async () => {
    const counted = countingCache(new DiskRenderCache(join(dir, 'cache-change'), 64 * 1024 * 1024));
    const cache = { cache: counted, stats: emptyCacheStats() };
    const before = await dump(await render(renderMobi, 'before.mobi', cache));
    const stored = counted.parts;
    expect(stored).toBeGreaterThan(5);
    await appendFile(join(bookDir, 'chapters', 'ch04.md'), '\nOne more sentence, appended by the test.\n');
    const afterCache = { cache: counted, stats: emptyCacheStats() };
    const after = await dump(await render(renderMobi, 'after.mobi', afterCache));
    // One division's markup made anew (chapter 4's); every other one from the cache, as the build log says.
    expect(counted.parts - stored).toBe(1);
    expect([cache.stats.markupHits ?? 0, cache.stats.markupMisses]).toEqual([0, stored]);
    expect(afterCache.stats).toMatchObject({ markupHits: stored - 1, markupMisses: 1 });
    expect(describeCacheStats(afterCache.stats)).toContain(
      `; ${stored - 1} of ${stored} divisions’ MOBI markup reused`,
    );
    const parts = (text: string) => text.replace(/filepos=\d{10}/g, 'filepos=…').split('<mbp:pagebreak/>');
    const [was, now] = [parts(before.text), parts(after.text)];
    expect(now).toHaveLength(was.length);
    const changed = now.flatMap((part, i) => (part === was[i] ? [] : [part]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('<h1><font size="2"><b>Chapter 4</b></font><br/> Publishing</h1>');
    expect(changed[0]).toContain('One more sentence, appended by the test.');
  }, 120_000);
});

/** A cache that counts the division markups stored in it. */
function countingCache(cache: RenderCache): RenderCache & { parts: number } {
  const counting = {
    parts: 0,
    get: (key: string) => cache.get(key),
    put: (key: string, value: Buffer) => {
      if (value.subarray(0, 11).toString('latin1') === '{"markup":"') counting.parts++;
      return cache.put(key, value);
    },
    trim: () => cache.trim(),
  };
  return counting;
}

function bodyOf(xhtml: string): string {
  return (/<body[^>]*>([\s\S]*)<\/body>/.exec(xhtml)?.[1] ?? '').replace(/<[^>]*>/g, ' ');
}

/** Each word (letters and digits) and how often it occurs, entities read as their characters. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const decoded = text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
  for (const [word] of decoded.matchAll(/[\p{L}\p{N}]+/gu)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}
