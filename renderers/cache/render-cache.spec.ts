import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadPlatformConfig } from '../config/load-platform-config';
import { renderEpub } from '../epub/render-epub';
import { renderHtml } from '../html/render-html';
import { directorySource } from '../test-support/directory-source';
import { memorySource } from '../test-support/memory-source';
import { readZip } from '../test-support/read-zip';
import { canonical, documentsOf, loadShippedIndex, referenceIndex } from '../test-support/search-index-check';
import { BookSource, PlatformConfig, RenderRequest, RenderResult } from '../types';
import { buildBookModel } from '../model/build-book-model';
import { DiskRenderCache } from './disk-render-cache';
import { describeCacheStats, emptyCacheStats, RenderCacheStats } from './render-cache';

const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(__dirname, '..', '..', '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);

type Render = (req: RenderRequest) => Promise<RenderResult>;

let work: string;
let outputs = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'octavo-render-cache-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Renders into a new file; with a cache, also what the render took from it. */
async function render(
  renderer: Render,
  source: BookSource,
  config: PlatformConfig,
  cache?: DiskRenderCache,
): Promise<{ bytes: Buffer; stats: RenderCacheStats; file: string }> {
  const stats = emptyCacheStats();
  const outFile = join(work, `out-${++outputs}`);
  await renderer({
    source,
    config,
    workDir: join(work, `work-${outputs}`),
    outFile,
    bookName: 'test/book',
    sourceDate: new Date('2024-05-01T10:00:00Z'),
    ...(cache ? { cache: { cache, stats } } : {}),
  });
  return { bytes: await readFile(outFile), stats, file: outFile };
}

async function shippedIndex(zip: string) {
  return loadShippedIndex((await readZip(zip)).get('site/search-index.js')!.toString('utf8'));
}

/** One bit of the value flipped, as a bad disk or a torn copy would. */
async function damage(file: string): Promise<void> {
  const bytes = await readFile(file);
  bytes[bytes.length - 3] ^= 0x20;
  await writeFile(file, bytes);
}

/** The same folder opened anew, as a render process started later opens it: it keeps nothing in memory yet. */
function reopened(cache: DiskRenderCache): DiskRenderCache {
  return new DiskRenderCache(cache.dir, cache.maxBytes);
}

async function entriesOf(cache: DiskRenderCache): Promise<string[]> {
  return (await readdir(cache.dir)).filter((name) => /^[0-9a-f]{64}$/.test(name)).sort();
}

async function sizeOf(cache: DiskRenderCache): Promise<number> {
  let total = 0;
  for (const name of await entriesOf(cache)) total += (await stat(join(cache.dir, name))).size;
  return total;
}

describe('describeCacheStats', () => {
  it('counts the divisions whose MOBI markup was reused beside the source files, as the PDF its prints', () => {
    expect(describeCacheStats({ hits: 7, misses: 0, corrupt: 0, markupHits: 8, markupMisses: 1 })).toBe(
      '7 of 7 source files reused; 8 of 9 divisions’ MOBI markup reused',
    );
    expect(describeCacheStats({ hits: 1, misses: 0, corrupt: 0, markupMisses: 1 })).toBe(
      '1 of 1 source file reused; 0 of 1 division’s MOBI markup reused',
    );
  });
});

describe('the render cache with the corpus book (Mastering Ethereum)', () => {
  let book: string;
  let config: PlatformConfig;
  let cache: DiskRenderCache;
  /**
   * The HTML rendered without a cache, before the last test changes the book: the first test compares the cached
   * renders with it byte for byte, the second reads its search index (a whole render of the corpus book, once).
   */
  let plain: ReturnType<typeof render> | undefined;
  const plainHtml = () => (plain ??= render(renderHtml, directorySource(book), config));

  beforeAll(async () => {
    expect(existsSync(CORPUS_BUNDLE)).toBe(true);
    book = join(work, 'corpus');
    execFileSync('git', ['clone', '-q', CORPUS_BUNDLE, book]);
    const loaded = await loadPlatformConfig(directorySource(book));
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
    cache = new DiskRenderCache(join(work, 'corpus-cache'), 512 * 1024 * 1024);
  });

  it('gives byte-identical EPUB and HTML zips cold, warm and without a cache', async () => {
    const source = directorySource(book);
    const uncachedHtml = await plainHtml();
    const coldHtml = await render(renderHtml, source, config, cache);
    const warmHtml = await render(renderHtml, source, config, cache);
    expect(coldHtml.stats).toEqual({ hits: 0, misses: 30, corrupt: 0 });
    expect(warmHtml.stats).toEqual({ hits: 30, misses: 0, corrupt: 0 });
    expect(coldHtml.bytes.equals(uncachedHtml.bytes)).toBe(true);
    expect(warmHtml.bytes.equals(uncachedHtml.bytes)).toBe(true);

    const plainEpub = await render(renderEpub, source, config);
    const warmEpub = await render(renderEpub, source, config, cache);
    // The corpus asks downsample_images for its EPUB: each of its 59 PNG and JPEG images is tried once.
    expect(warmEpub.stats).toEqual({ hits: 30, misses: 0, corrupt: 0, imageMisses: 59 });
    expect(warmEpub.bytes.equals(plainEpub.bytes)).toBe(true);
    // One entry a source file, one a division's search terms, one an image's downsampling decision.
    const documents = documentsOf(await shippedIndex(warmHtml.file));
    const divisions = documents.filter((d, i) => i === 0 || documents[i - 1].division !== d.division);
    expect(await entriesOf(cache)).toHaveLength(30 + divisions.length + 59);
  });

  it("ships the corpus book's search index as MiniSearch itself builds it", async () => {
    // The cached renders ship the same bytes (the test above).
    const shipped = await shippedIndex((await plainHtml()).file);
    const documents = documentsOf(shipped);
    expect(documents.length).toBeGreaterThan(300);
    expect(canonical(shipped)).toEqual(canonical(referenceIndex(documents)));
  });

  it('converts again exactly the chapter that changed, or whose include changed', async () => {
    const source = directorySource(book);
    await appendFile(join(book, '05wallets.asciidoc'), '\nA sentence appended by the render cache spec.\n');
    const changed = await render(renderHtml, source, config, cache);
    expect(changed.stats).toEqual({ hits: 29, misses: 1, corrupt: 0 });
    expect(changed.bytes.equals((await render(renderHtml, source, config)).bytes)).toBe(true);
    expect((await readZip(join(work, `out-${outputs}`))).get('index.html')!.toString()).toContain(
      'A sentence appended by the render cache spec.',
    );

    // 06transactions.asciidoc includes this listing: only that chapter is converted again.
    await appendFile(join(book, 'code/web3js/raw_tx/raw_tx_demo.js'), '\n// appended by the spec\n');
    const epub = await render(renderEpub, source, config, cache);
    expect(epub.stats).toEqual({ hits: 29, misses: 1, corrupt: 0, imageHits: 59 });
    expect(epub.bytes.equals((await render(renderEpub, source, config)).bytes)).toBe(true);
    const again = await render(renderEpub, source, config, cache);
    expect(again.stats).toEqual({ hits: 30, misses: 0, corrupt: 0, imageHits: 59 });
  });
});

const CONFIG: PlatformConfig = { files: ['ch1.adoc', 'ch2.adoc', 'ch3.md'], formats: {} };

function smallBook(pigeonsTitle = 'Pigeons', listing = 'const answer = 42;\n'): Record<string, string> {
  return {
    'ch1.adoc': `[[birds]]\n== Birds\n\nBirds fly.\n\n[[pigeons]]\n=== ${pigeonsTitle}\n\nPigeons coo.\n`,
    'ch2.adoc':
      '[[cities]]\n== Cities\n\nCities have birds: see <<pigeons>>.\n\n[source,js]\n----\ninclude::code/answer.js[]\n----\n',
    'ch3.md': '# Trees {#trees}\n\nTrees shelter the birds of [](#birds).\n',
    'code/answer.js': listing,
  };
}

describe('the render cache with a small book', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(work, 'small-'));
  });

  it("changes a citing chapter's output when the title it cites changes, as a render without cache would", async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    await render(renderHtml, memorySource(smallBook()), CONFIG, cache);
    const renamed = memorySource(smallBook('Rock Doves'));
    const warm = await render(renderHtml, renamed, CONFIG, cache);
    // ch2's conversion is reused: the cross-reference's text is the book's, resolved on every render.
    expect(warm.stats).toEqual({ hits: 2, misses: 1, corrupt: 0 });
    expect(warm.bytes.equals((await render(renderHtml, renamed, CONFIG)).bytes)).toBe(true);
    const pages = await readZip(join(work, `out-${outputs}`));
    const citing = [...pages].find(([name, page]) => name.endsWith('.html') && page.includes('Cities have'));
    expect(citing?.[1].toString()).toMatch(/see <a [^>]*href="[^"]*#pigeons"[^>]*>Rock Doves<\/a>/);
  });

  it('reads no entry file again in the process that read or wrote it, and still converts a changed include', async () => {
    class CountedReads extends DiskRenderCache {
      reads = 0;
      override async get(key: string) {
        this.reads++;
        return super.get(key);
      }
    }
    const cache = new CountedReads(join(dir, 'cache'), 1024 * 1024);
    const first = await render(renderHtml, memorySource(smallBook()), CONFIG, cache);
    expect(first.stats).toEqual({ hits: 0, misses: 3, corrupt: 0 });
    cache.reads = 0;
    const anHourAgo = Date.now() / 1000 - 3600;
    for (const entry of await entriesOf(cache)) await utimes(join(cache.dir, entry), anHourAgo, anHourAgo);
    const again = await render(renderHtml, memorySource(smallBook()), CONFIG, cache);
    expect(again.stats).toEqual({ hits: 3, misses: 0, corrupt: 0 });
    expect(cache.reads).toBe(0);
    // Each entry used from memory is still marked used on disk, so trimming keeps it as it keeps one read.
    await cache.trim();
    for (const entry of await entriesOf(cache))
      expect((await stat(join(cache.dir, entry))).mtimeMs / 1000).toBeGreaterThan(anHourAgo + 60);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const changed = memorySource(smallBook('Pigeons', 'const answer = 43;\n'));
    const third = await render(renderHtml, changed, CONFIG, cache);
    expect(third.stats).toEqual({ hits: 2, misses: 1, corrupt: 0 });
    expect(third.bytes.equals((await render(renderHtml, changed, CONFIG)).bytes)).toBe(true);
    // Another process reading the same folder gets the same bytes from the files.
    const elsewhere = await render(renderHtml, changed, CONFIG, reopened(cache));
    expect(elsewhere.stats).toEqual({ hits: 3, misses: 0, corrupt: 0 });
    expect(elsewhere.bytes.equals(third.bytes)).toBe(true);
  });

  it('converts again the chapter whose include changed, and only it', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    await render(renderEpub, memorySource(smallBook()), CONFIG, cache);
    const changed = memorySource(smallBook('Pigeons', 'const answer = 43;\n'));
    const warm = await render(renderEpub, changed, CONFIG, cache);
    expect(warm.stats).toEqual({ hits: 2, misses: 1, corrupt: 0 });
    expect(warm.bytes.equals((await render(renderEpub, changed, CONFIG)).bytes)).toBe(true);
  });

  it('shares a conversion between formats, but not one of a file that asks for its backend (ifdef::backend-pdf[] in an include)', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const files = {
      ...smallBook(),
      'ch2.adoc': '== Cities\n\ninclude::print.adoc[]\n',
      'print.adoc':
        'ifdef::backend-pdf[]\nOnly in print.\nendif::[]\nifndef::backend-pdf[]\nOn screens.\nendif::[]\n',
    };
    const model = async (format: 'html' | 'pdf' | 'epub' | 'mobi') => {
      const stats = emptyCacheStats();
      const built = await buildBookModel(memorySource(files), CONFIG, {
        bookName: 'test/book',
        format,
        cache: { cache, stats },
      });
      const cities = built.divisions.find((d) => d.title === 'Cities')!.html;
      return { stats, text: /Only in print|On screens/.exec(cities)?.[0] };
    };
    expect(await model('html')).toEqual({ stats: { hits: 0, misses: 3, corrupt: 0 }, text: 'On screens' });
    // ch1 and ch3 convert alike for every backend; ch2 is converted for each backend once.
    expect(await model('pdf')).toEqual({ stats: { hits: 2, misses: 1, corrupt: 0 }, text: 'Only in print' });
    expect(await model('epub')).toEqual({ stats: { hits: 2, misses: 1, corrupt: 0 }, text: 'On screens' });
    expect(await model('mobi')).toEqual({ stats: { hits: 3, misses: 0, corrupt: 0 }, text: 'On screens' });
    expect(await model('pdf')).toEqual({ stats: { hits: 3, misses: 0, corrupt: 0 }, text: 'Only in print' });
    expect(await model('html')).toEqual({ stats: { hits: 3, misses: 0, corrupt: 0 }, text: 'On screens' });
  });

  it("prints the commit's date for {docdate} and the like, and converts again for another date only the file that prints it", async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const files = {
      ...smallBook(),
      'ch2.adoc': '== Cities\n\ninclude::stamp.adoc[]\n',
      'stamp.adoc': 'Printed {docdate} at {doctime}, year {localyear}.\n',
    };
    const model = async (sourceDate?: Date, format: 'html' | 'pdf' = 'html') => {
      const stats = emptyCacheStats();
      const built = await buildBookModel(memorySource(files), CONFIG, {
        bookName: 'test/book',
        format,
        cache: { cache, stats },
        ...(sourceDate ? { sourceDate } : {}),
      });
      const cities = built.divisions.find((d) => d.title === 'Cities')!.html;
      return { stats, text: /Printed [^<]*/.exec(cities)?.[0] };
    };
    const march = new Date('2021-03-04T05:06:07Z');
    expect(await model(march)).toEqual({
      stats: { hits: 0, misses: 3, corrupt: 0 },
      text: 'Printed 2021-03-04 at 05:06:07 +0000, year 2021.',
    });
    expect(await model(march, 'pdf')).toEqual({
      stats: { hits: 3, misses: 0, corrupt: 0 },
      text: 'Printed 2021-03-04 at 05:06:07 +0000, year 2021.',
    });
    // Another commit's date: only the file that prints it converts again.
    expect(await model(new Date('2022-12-31T23:59:59Z'))).toEqual({
      stats: { hits: 2, misses: 1, corrupt: 0 },
      text: 'Printed 2022-12-31 at 23:59:59 +0000, year 2022.',
    });
    expect(await model(march)).toEqual({
      stats: { hits: 3, misses: 0, corrupt: 0 },
      text: 'Printed 2021-03-04 at 05:06:07 +0000, year 2021.',
    });
    // Without a commit date, Octavo's fixed one: never the day of the build.
    expect((await model()).text).toBe('Printed 2000-01-01 at 00:00:00 +0000, year 2000.');
  });

  it('draws again a Graphviz diagram printed as written while Graphviz was missing, once it is installed', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const files = {
      ...smallBook(),
      'ch2.adoc': '== Cities\n\n[graphviz]\n----\ndigraph { nest -> roof }\n----\n',
    };
    const model = async () => {
      const stats = emptyCacheStats();
      const built = await buildBookModel(memorySource(files), CONFIG, {
        bookName: 'test/book',
        format: 'html',
        cache: { cache, stats },
      });
      const cities = built.divisions.find((d) => d.title === 'Cities')!.html;
      return { stats, drawn: cities.includes('data:image/svg+xml'), warned: built.warnings.length > 0 };
    };
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await model()).toEqual({
        stats: { hits: 0, misses: 3, corrupt: 0 },
        drawn: false,
        warned: true,
      });
      expect(await model()).toEqual({
        stats: { hits: 3, misses: 0, corrupt: 0 },
        drawn: false,
        warned: true,
      });
    } finally {
      process.env.PATH = path;
    }
    // Graphviz is there now: only the file with the diagram is converted again, and it is drawn.
    expect(await model()).toEqual({ stats: { hits: 2, misses: 1, corrupt: 0 }, drawn: true, warned: false });
    expect(await model()).toEqual({ stats: { hits: 3, misses: 0, corrupt: 0 }, drawn: true, warned: false });
  });

  it('converts a master-shaped file again when the listing makes it a part of the book, not the book', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const files = {
      'part1.adoc': '= Foundations\n\ninclude::ch01.adoc[]\n',
      'ch01.adoc': '== Basics\n\nA.\n',
      'ch02.adoc': '== Later\n\nB.\n',
    };
    const kinds = async (listed: string[]) => {
      const stats = emptyCacheStats();
      const built = await buildBookModel(
        memorySource(files),
        { files: listed, formats: {} },
        { bookName: 'test/book', cache: { cache, stats } },
      );
      return { stats, kinds: built.divisions.map((d) => d.kind) };
    };
    expect(await kinds(['part1.adoc'])).toEqual({
      stats: { hits: 0, misses: 1, corrupt: 0 },
      kinds: ['titlepage', 'chapter'],
    });
    expect(await kinds(['part1.adoc', 'ch02.adoc'])).toEqual({
      stats: { hits: 0, misses: 2, corrupt: 0 },
      kinds: ['part', 'chapter', 'chapter'],
    });
  });

  it('detects a damaged entry by its digest and converts the source again instead of using it', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const source = memorySource(smallBook());
    const plain = await render(renderEpub, source, CONFIG);
    await render(renderEpub, source, CONFIG, cache);
    const [victim] = await entriesOf(cache);
    await damage(join(cache.dir, victim));

    // Read by a render process started since (the one that wrote the entries keeps them in memory as well).
    const damaged = await render(renderEpub, source, CONFIG, reopened(cache));
    expect(damaged.stats).toEqual({ hits: 2, misses: 1, corrupt: 1 });
    expect(damaged.bytes.equals(plain.bytes)).toBe(true);
    // The entry was written anew.
    const repaired = await render(renderEpub, source, CONFIG, reopened(cache));
    expect(repaired.stats).toEqual({ hits: 3, misses: 0, corrupt: 0 });
  });

  it('never uses a damaged entry of any kind (the HTML search terms too)', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 1024 * 1024);
    const source = memorySource(smallBook());
    const plain = await render(renderHtml, source, CONFIG);
    await render(renderHtml, source, CONFIG, cache);
    const entries = await entriesOf(cache);
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) await damage(join(cache.dir, entry));
    const damaged = await render(renderHtml, source, CONFIG, reopened(cache));
    expect(damaged.stats).toEqual({ hits: 0, misses: 3, corrupt: 3 });
    expect(damaged.bytes.equals(plain.bytes)).toBe(true);
  });

  it('keeps within its bound, dropping the least recently used entries first', async () => {
    const cache = new DiskRenderCache(join(dir, 'cache'), 2500);
    const value = (fill: string) => Buffer.alloc(1000, fill);
    const keys = ['a', 'b', 'c'].map((k) => k.repeat(64));
    for (const [i, key] of keys.entries()) await cache.put(key, value(String(i)));
    const now = Date.now() / 1000;
    for (const [i, key] of keys.entries()) await utimes(join(cache.dir, key), now - 30 + i, now - 30 + i);
    expect(await cache.get(keys[0])).toEqual({ value: value('0') });
    await cache.trim();
    expect(await entriesOf(cache)).toEqual([keys[0], keys[2]]);
    expect(await sizeOf(cache)).toBeLessThanOrEqual(2500);
  });

  it('stays under its bound after renders, and what is left still gives the same bytes', async () => {
    const source = memorySource(smallBook());
    const roomy = new DiskRenderCache(join(dir, 'roomy'), 1024 * 1024);
    const plain = await render(renderEpub, source, CONFIG, roomy);
    const full = await sizeOf(roomy);
    const bound = Math.floor(full * 0.7);
    const tight = new DiskRenderCache(join(dir, 'tight'), bound);
    await render(renderEpub, source, CONFIG, tight);
    await tight.trim();
    expect(await sizeOf(tight)).toBeLessThanOrEqual(bound);
    expect((await entriesOf(tight)).length).toBeLessThan(3);
    const again = await render(renderEpub, source, CONFIG, reopened(tight));
    expect(again.stats.hits).toBeGreaterThan(0);
    expect(again.stats.misses).toBeGreaterThan(0);
    expect(again.bytes.equals(plain.bytes)).toBe(true);
  });
});
