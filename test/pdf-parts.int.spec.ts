import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFString } from 'pdf-lib';
import { destinationId } from '../renderers/pdf/page-numbers';
import { renderPdf } from '../renderers/pdf/render-pdf';
import { ConfigFileName } from '../renderers/types';
import { PART_SIZES } from '../renderers/pdf/print-parts';
import { DiskRenderCache } from '../renderers/cache/disk-render-cache';
import { emptyCacheStats, RenderCache, RenderCacheStats } from '../renderers/cache/render-cache';
import { printPagesOfPdf, printPagesOfPdfCached } from '../renderers/pdf/print-edition-pages';
import { memorySource } from '../renderers/test-support/memory-source';
import { pageLabels } from '../renderers/pdf/print-edition-pages';
import { tool } from './support/render-tools';
import {
  OutlineItem,
  outlineOf,
  pageTexts,
  phasesOf,
  removeRenderedBooks,
  RenderedPdf,
  renderWithLanes,
} from './support/pdf-book';
import { workerChromium } from './support/worker-chromium';

/**
 * A book printed in parts side by side (OCTAVO_PDF_PRINT_LANES=2) against the same book printed as one
 * document (=0): the same pages, folios, links, bookmarks, labels and structure, from real Chromium.
 */

const WORDS = 'ledger block chain account contract token wallet node miner gas proof state hash key'.split(
  ' ',
);
function prose(words: number, seed: number): string {
  return Array.from({ length: words }, (_, i) => WORDS[(i * 5 + seed * 3 + (i % 7)) % WORDS.length]).join(
    ' ',
  );
}

/**
 * Eight chapters of about 9,000 characters each: with the parts' sizes lowered (see PART_SIZES below) the body
 * is cut into two parts, as a 150-page book's is, in a fifth of the time.
 */
function book(): Record<string, string> {
  const files: Record<string, string> = {
    'preface.html': `<section data-type="preface"><h1>Preface</h1><p>${prose(120, 0)}</p></section>`,
    'index.html': '<section data-type="index"><h1>Index</h1></section>',
  };
  for (let c = 1; c <= 8; c++) {
    const paragraphs = Array.from({ length: 12 }, (_, i) => {
      const term = i % 9 === 0 ? `<a data-type="indexterm" data-primary="term ${c}-${i}"></a>` : '';
      const note =
        i === 3 ? `<span data-type="footnote">A note in chapter ${c}: ${prose(12, c)}.</span>` : '';
      // Links across the book: back to the first chapter, forward to the last.
      const link =
        i === 10
          ? ` See <a data-type="xref" href="#ch1-s2">the first chapter</a> and <a data-type="xref" href="#ch8-s2">the last</a>.`
          : '';
      return `<p>${term}${prose(95 + (i % 4) * 10, c * 100 + i)}.${note}${link}</p>`;
    });
    const sections = [
      `<section data-type="sect1" id="ch${c}-s1"><h2>Part one of ${c}</h2>${paragraphs.slice(0, 6).join('')}</section>`,
      `<section data-type="sect1" id="ch${c}-s2"><h2>Part two of ${c}</h2>${paragraphs.slice(6).join('')}</section>`,
    ];
    files[`ch${c}.html`] =
      `<section data-type="chapter" id="ch${c}"><h1>Chapter title ${c}</h1>${sections.join('')}</section>`;
  }
  return files;
}

const config = {
  title: 'Parts and Wholes',
  authors: ['Ada Example'],
  files: ['preface.html', ...Array.from({ length: 8 }, (_, i) => `ch${i + 1}.html`), 'index.html'],
};

/** The book rendered with `lanes`, and the documents Chromium printed for it (renderPdf's timed phases). */
function renderLanes(lanes: string): Promise<RenderedPdf & { prints: string[] }> {
  return renderWithLanes(book(), config, lanes, (phase) => /print$/.test(phase));
}

interface LinkFacts {
  page: number;
  rect: number[];
  target: string;
}

/**
 * Every link a reader can see: its page, its rectangle (rounded) and where it goes (a page number, or
 * its URI). The 1-pixel links of the hidden destination list (see destinationLinks) are left out: each
 * printed document has its own, so a book printed in parts has one on each part's first page.
 */
async function linksOf(file: string): Promise<LinkFacts[]> {
  const doc = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  const pageOf = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i + 1]));
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const links: LinkFacts[] = [];
  doc.getPages().forEach((page, i) => {
    for (const ref of page.node.Annots()?.asArray() ?? []) {
      const annot = doc.context.lookup(ref) as PDFDict;
      const rect = (annot.lookup(PDFName.of('Rect'), PDFArray).asArray() as PDFNumber[]).map((n) =>
        Math.round(n.asNumber()),
      );
      const dest = annot.get(PDFName.of('Dest'));
      let target = 'none';
      if (dest instanceof PDFName) {
        const explicit = dests?.lookupMaybe(dest, PDFArray);
        const pageRef = explicit?.get(0);
        target =
          pageRef instanceof PDFRef ? `page ${pageOf.get(pageRef.toString())}` : `missing ${dest.asString()}`;
      } else {
        const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
        const uri = action?.lookup(PDFName.of('URI'));
        if (uri instanceof PDFString) target = uri.asString();
      }
      if (rect[2]! - rect[0]! >= 2 || rect[3]! - rect[1]! >= 2) links.push({ page: i + 1, rect, target });
    }
  });
  return links;
}

/** Each named destination's page, by the id it stands for. */
async function destinationPages(file: string): Promise<Map<string, number>> {
  const doc = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  const pageOf = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i + 1]));
  const out = new Map<string, number>();
  const dests = doc.catalog.lookup(PDFName.of('Dests'), PDFDict);
  for (const [name, value] of dests.entries()) {
    const first = (value as PDFArray).get(0);
    out.set(destinationId(name.asString()), pageOf.get(first.toString()) ?? 0);
  }
  return out;
}

/** The structure tree as poppler reads it, without the object numbers and ids that differ between files. */
async function structureText(file: string): Promise<string> {
  const out = (await tool('pdfinfo', ['-struct-text', file])).stdout;
  return (
    out
      .split('\n')
      .filter((line) => !/^\s*Object \d+ \d+$/.test(line))
      // An empty run of text carries nothing: Chromium writes one here and there, not always at the same place.
      .filter((line) => line.trim() !== '""')
      .map((line) => line.replace(/node[0-9a-f]{8}/g, 'node'))
      .join('\n')
  );
}

const sizes = { ...PART_SIZES };
beforeAll(() => Object.assign(PART_SIZES, { minPart: 20_000, attachedRun: 4_000 }));
afterAll(async () => {
  Object.assign(PART_SIZES, sizes);
  await removeRenderedBooks();
});

describe('a PDF printed in parts side by side is the PDF printed as one document', () => {
  let whole: RenderedPdf & { prints: string[] };
  let parts: RenderedPdf & { prints: string[] };

  beforeAll(async () => {
    whole = await renderLanes('0');
    parts = await renderLanes('2');
  }, 240_000);

  it('prints the body in two parts beside the contents and the index, and the whole book in two passes', () => {
    const tagged = (name: string) => /^pdf: part \d+: tagged print$/.test(name);
    // Front matter with the contents, two parts of body, and the index once: it cites only what comes before it, so
    // it is printed with the real numbers only. The contents' numbers are written into its first print.
    expect(parts.prints.filter(tagged).length).toBe(4);
    expect(parts.prints).toContain('pdf: part 1: page numbers written into its print');
    // The folio sheet printed once, beside the index, with room for its pages (the book's folios are checked below).
    expect(parts.prints.filter((phase) => phase === 'pdf: folio sheet print')).toHaveLength(1);
    expect(whole.prints.filter(tagged)).toEqual([]);
    expect(whole.prints).toEqual(
      expect.arrayContaining(['pdf: layout pass 1: print', 'pdf: final pass 1: tagged print']),
    );
  });

  it('has the same pages with the same text, folios and page numbers in the contents and index', () => {
    expect(parts.pages.length).toBeGreaterThan(15);
    expect(parts.pages.length).toBe(whole.pages.length);
    parts.pages.forEach((page, i) => expect([i + 1, page]).toEqual([i + 1, whole.pages[i]]));
    expect(parts.warnings).toEqual(whole.warnings);
    // The contents and index really carry page numbers, not the layout stand-ins.
    expect(parts.pages.join('\n')).not.toMatch(/\b000\b/);
  });

  it('keeps every link, and each goes to the same page, across parts too', async () => {
    const [wholeLinks, partLinks] = await Promise.all([linksOf(whole.file), linksOf(parts.file)]);
    expect(partLinks.length).toBeGreaterThan(30);
    expect(partLinks).toEqual(wholeLinks);
    expect(partLinks.filter((link) => !link.target.startsWith('page '))).toEqual([]);
    // The cross-references from every chapter to the first and the last chapter's sections.
    const destinations = await destinationPages(parts.file);
    for (const id of ['ch1-s2', 'ch8-s2']) {
      const page = destinations.get(id)!;
      expect(page).toBe((await destinationPages(whole.file)).get(id));
      expect(partLinks.filter((link) => link.target === `page ${page}`).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('has the same named destinations, bookmarks and page labels', async () => {
    expect(await destinationPages(parts.file)).toEqual(await destinationPages(whole.file));
    const bookmarks = (items: OutlineItem[]): unknown[] =>
      items.map((item) => ({
        title: item.title,
        page: (item as OutlineItem & { destpageposfrom1?: number }).destpageposfrom1,
        kids: bookmarks(item.kids),
      }));
    const partBookmarks = bookmarks(await outlineOf(parts.file));
    expect(partBookmarks.length).toBeGreaterThan(8);
    expect(partBookmarks).toEqual(bookmarks(await outlineOf(whole.file)));
    const labels = async (file: string) =>
      pageLabels(await PDFDocument.load(await readFile(file), { updateMetadata: false }));
    expect(await labels(parts.file)).toEqual(await labels(whole.file));
  });

  it('is one tagged structure: the same tree, every page and link keyed once in the parent tree', async () => {
    expect(await structureText(parts.file)).toBe(await structureText(whole.file));
    const doc = await PDFDocument.load(await readFile(parts.file), { updateMetadata: false });
    const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    const nums = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray);
    const keys = nums
      .asArray()
      .filter((_, i) => i % 2 === 0)
      .map((n) => (n as PDFNumber).asNumber());
    expect(new Set(keys).size).toBe(keys.length);
    const used: number[] = [];
    for (const page of doc.getPages()) {
      const key = page.node.get(PDFName.of('StructParents'));
      if (key instanceof PDFNumber) used.push(key.asNumber());
      for (const ref of page.node.Annots()?.asArray() ?? []) {
        const parent = (doc.context.lookup(ref) as PDFDict).get(PDFName.of('StructParent'));
        if (parent instanceof PDFNumber) used.push(parent.asNumber());
      }
    }
    expect(new Set(used).size).toBe(used.length);
    expect(used.filter((key) => !keys.includes(key))).toEqual([]);
    const next = (root.get(PDFName.of('ParentTreeNextKey')) as PDFNumber).asNumber();
    expect(Math.max(...keys)).toBeLessThan(next);
  });
});

describe('printed parts in the render cache (issue 17, item 4: rendered pages)', () => {
  const printed = (stats: RenderCacheStats) => ({
    reused: stats.printedHits ?? 0,
    printed: stats.printedMisses ?? 0,
  });
  let dir: string;
  const render = async (
    files: Record<string, string>,
    name: string,
    cacheDir?: string,
    extra: { cover?: string; configFile?: ConfigFileName } = {},
  ) => {
    const stats = emptyCacheStats();
    const outFile = join(dir, `${name}.pdf`);
    await renderPdf({
      source: memorySource(files),
      config: { formats: {}, ...config, ...extra },
      workDir: join(dir, `work-${name}`),
      outFile,
      bookName: 'test/book',
      sourceDate: new Date('2024-05-01T10:00:00Z'),
      chromium: workerChromium,
      ...(cacheDir ? { cache: { cache: new DiskRenderCache(cacheDir, 512 * 1024 * 1024), stats } } : {}),
    });
    return { bytes: await readFile(outFile), stats };
  };

  let cacheDir: string;
  let coldBytes: Buffer;
  const cover =
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="919"><rect width="700" height="919" fill="#2a4d69"/>' +
    '<text x="60" y="200" font-size="64" fill="#fff">Ledger</text></svg>';
  const withCover = (): Record<string, string> => ({ ...book(), 'cover.svg': cover });
  const covered = { cover: 'cover.svg' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-pdf-part-cache-'));
    cacheDir = join(dir, 'cache');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reprints only the part whose chapter changed, keeps the cover's and the folio sheet's prints, and gives the bytes a render without the cache gives", async () => {
    const files = withCover();
    const cold = await render(files, 'cold', cacheDir, covered);
    coldBytes = cold.bytes;
    // Four parts (the contents printed once, with stand-in numbers, the real ones written into its print), the index
    // once, the cover and the folio sheet.
    expect(printed(cold.stats)).toEqual({ reused: 0, printed: 6 });
    const warm = await render(files, 'warm', cacheDir, covered);
    // The contents taken once, with the numbers it was printed with last time (kept for the next render).
    expect(printed(warm.stats)).toEqual({ reused: 6, printed: 0 });
    // Every print's finishing (images, soft hyphens, running heads) is kept too, and the same bytes come of it.
    expect(warm.stats.finishedHits).toBe(4);
    expect(warm.bytes.equals(cold.bytes)).toBe(true);
    // The cover is the book's first page (its one word drawn as text), the title page the second.
    const coldFile = join(dir, 'cold.pdf');
    const [coverPage, titlePage] = await pageTexts(coldFile);
    expect(coverPage!.trim()).toBe('Ledger');
    expect(titlePage).toContain('Parts and Wholes');

    // Two letters swapped in a word of the last chapter (its lines and pages stay as they were): its part
    // is printed again; the contents and index, whose numbers did not move, the cover, the other part of the
    // body and the folio sheet (every page numbered as before) come from the cache.
    const changed = { ...files, 'ch8.html': String(files['ch8.html']).replace(' ledger ', ' legder ') };
    expect(changed['ch8.html']).not.toBe(files['ch8.html']);
    const edited = await render(changed, 'edited', cacheDir, covered);
    expect(printed(edited.stats)).toEqual({ reused: 5, printed: 1 });
    expect(edited.stats.finishedHits).toBe(3);
    const plain = await render(changed, 'plain', undefined, covered);
    expect(edited.bytes.equals(plain.bytes)).toBe(true);
    expect(edited.bytes.equals(cold.bytes)).toBe(false);

    // A cross-referenced title changed: every chapter citing it (all eight cite "Part two of 8") is
    // printed again, and so is the contents, which lists it (once: printed with the numbers it had last time,
    // which did not move); the index, the cover and the folio sheet (no page moved), which do not, are not.
    const retitled = {
      ...files,
      'ch8.html': String(files['ch8.html']).replace('Part two of 8', 'Part two of eight'),
    };
    const cited = await render(retitled, 'retitled', cacheDir, covered);
    expect(printed(cited.stats)).toEqual({ reused: 3, printed: 3 });
  }, 300_000);

  it('takes the index as it was numbered last time only when no number in it moved, and gives the bytes a render without the cache gives', async () => {
    // A cache of its own: the tests after it start from the first test's.
    const cacheDir = join(dir, 'index-cache');
    const files = book();
    await render(files, 'index-cold', cacheDir);
    // A word changed in the last chapter: no page moves, so the index printed last time is the one to print.
    const reworded = { ...files, 'ch8.html': String(files['ch8.html']).replace(' wallet ', ' walet ') };
    const same = await phasesOf(() => render(reworded, 'index-same', cacheDir));
    expect(same.phases).toContain('index with page numbers: as numbered last time');
    expect(same.phases).not.toContain('index printed with page numbers');
    expect(same.result.bytes.equals((await render(reworded, 'index-same-plain')).bytes)).toBe(true);
    // Paragraphs added to the first chapter: every later page moves, and so do the index's numbers.
    const lengthened = {
      ...files,
      'ch1.html': String(files['ch1.html']).replace('</section>', `<p>${prose(2_000, 7)}.</p></section>`),
    };
    const moved = await phasesOf(() => render(lengthened, 'index-moved', cacheDir));
    expect(moved.phases).toContain('index printed with page numbers');
    expect(moved.phases).not.toContain('index with page numbers: as numbered last time');
    expect(moved.result.bytes.equals((await render(lengthened, 'index-moved-plain')).bytes)).toBe(true);
  }, 300_000);

  it('prints a changed chapter that cites pages once, with the numbers it had last time, when none of them moved', async () => {
    // An Atlas book: a reference to a section in its generated words is printed with the section's page.
    const atlas = { configFile: 'atlas.json' as const };
    const cacheDir = join(dir, 'cites-cache');
    // One chapter cites a page: Atlas's references read as their targets' titles, so the book's own links, to
    // sections, would make every chapter cite one (a book whose every part cites is printed as one document).
    const citing = (files: Record<string, string>): Record<string, string> => {
      const unlinked = Object.fromEntries(
        Object.entries(files).map(([name, html]) => [
          name,
          html.replace(/ See <a data-type="xref".*?<\/a>\./g, ''),
        ]),
      );
      return {
        ...unlinked,
        'ch3.html': unlinked['ch3.html']!.replace(
          '</section></section>',
          '<p>Read <a data-type="xref" href="#ch7-s2">\u201cPart two of 7\u201d</a> first.</p></section></section>',
        ),
      };
    };
    const files = citing(book());
    // Four parts of body: with two, the citing one would leave one part that does not cite, and the book would be
    // printed as one document.
    const parts = process.env.OCTAVO_PDF_PARTS;
    process.env.OCTAVO_PDF_PARTS = '4';
    try {
      const cold = await render(files, 'cites-cold', cacheDir, atlas);
      expect((await pageTexts(join(dir, 'cites-cold.pdf'))).join('\n')).toMatch(
        /Part two of 7\u201d on page\s\d+/,
      );
      // A word changed in the citing chapter: its part is printed once, the number it cites as it was.
      const reworded: Record<string, string> = {
        ...files,
        'ch3.html': String(files['ch3.html']).replace(' ledger ', ' legder '),
      };
      const once = await phasesOf(() => render(reworded, 'cites-once', cacheDir, atlas));
      // Its one print; the front matter and contents, five other parts of body, the index and the folio sheet kept.
      expect(printed(once.result.stats)).toEqual({ reused: 8, printed: 1 });
      expect(
        once.phases.filter((phase) => /^contents and index printed with page numbers/.test(phase)),
      ).toEqual([]);
      expect(
        once.result.bytes.equals((await render(reworded, 'cites-once-plain', undefined, atlas)).bytes),
      ).toBe(true);
      expect(once.result.bytes.equals(cold.bytes)).toBe(false);
      // A word changed in another chapter: the citing part is taken finished with the numbers last written into its
      // print (neither loaded nor patched), and the bytes are a render's without the cache.
      const elsewhere = {
        ...reworded,
        'ch5.html': String(reworded['ch5.html']).replace(' ledger ', ' legder '),
      };
      const asLast = await phasesOf(() => render(elsewhere, 'cites-as-last', cacheDir, atlas));
      // The contents too: its numbers are written into its print as a citing chapter's are.
      const asNumbered = asLast.phases.filter((phase) => /as numbered last$/.test(phase));
      expect(asNumbered).toHaveLength(2);
      expect(asNumbered).toContain('part 1: finished part from the render cache, as numbered last');
      expect(asLast.phases.some((phase) => /page numbers written into its print$/.test(phase))).toBe(false);
      expect(
        asLast.result.bytes.equals((await render(elsewhere, 'cites-as-last-plain', undefined, atlas)).bytes),
      ).toBe(true);
      // Paragraphs added before the section it cites: the number moved, so the part is printed again with the new one,
      // and the bytes are still a render's without the cache.
      const moved = {
        ...reworded,
        'ch5.html': String(reworded['ch5.html']).replace(
          '</section>',
          `<p>${prose(2_000, 7)}.</p></section>`,
        ),
      };
      const again = await phasesOf(() => render(moved, 'cites-moved', cacheDir, atlas));
      // The contents' moved numbers are written into its print too, not printed again.
      expect(again.phases).toContain('part 1: page numbers written into its print');
      expect(again.phases.some((phase) => /^contents and index printed with page numbers/.test(phase))).toBe(
        false,
      );
      // Taken as numbered last, then its print loaded and the moved numbers written in, as a cold render writes them.
      expect(again.phases.some((phase) => /as numbered last$/.test(phase))).toBe(true);
      expect(
        again.result.bytes.equals((await render(moved, 'cites-moved-plain', undefined, atlas)).bytes),
      ).toBe(true);
    } finally {
      if (parts === undefined) delete process.env.OCTAVO_PDF_PARTS;
      else process.env.OCTAVO_PDF_PARTS = parts;
    }
  }, 300_000);

  it("keeps the PDF's print pages for the EPUB: read from the cache, they are the pages read from the PDF", async () => {
    const disk = new DiskRenderCache(cacheDir, 512 * 1024 * 1024);
    const stored: string[] = [];
    const watched: RenderCache = {
      get: (key) => disk.get(key),
      put: async (key, value) => {
        stored.push(key);
        await disk.put(key, value);
      },
      trim: () => disk.trim(),
    };
    const kept = await printPagesOfPdfCached(coldBytes, { cache: watched, stats: emptyCacheStats() });
    // Found, not read from the PDF and stored now.
    expect(stored).toEqual([]);
    const read = await printPagesOfPdf(coldBytes);
    expect(read.pages.size).toBeGreaterThan(20);
    expect([...kept.pages]).toEqual([...read.pages]);
  });

  it('prints a part again when its entry is damaged', async () => {
    // The entries of the test above, damaged: every print's (a PDF) and finished part's (a table of its objects) by a
    // byte flipped in the middle.
    const damaged = join(dir, 'damaged');
    await cp(cacheDir, damaged, { recursive: true });
    const entries = (await readdir(damaged, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    for (const entry of entries) {
      const file = join(entry.parentPath, entry.name);
      const bytes = await readFile(file);
      if (!bytes.includes(Buffer.from('%PDF-')) && !bytes.includes(Buffer.from('"table":true'))) continue;
      bytes[bytes.length >> 1] ^= 0xff;
      await writeFile(file, bytes);
    }
    const again = await render(withCover(), 'again', damaged, covered);
    // Every part printed once: the contents' numbers written into its print again.
    expect(printed(again.stats)).toEqual({ reused: 0, printed: 6 });
    // Each of the four parts' finished entry and print, the cover's print and the folio sheet's.
    expect(again.stats.corrupt).toBe(10);
    expect(again.bytes.equals(coldBytes)).toBe(true);
  }, 240_000);

  it('takes a finished part without reading its print: with every print gone, no part is printed again', async () => {
    const withoutPrints = join(dir, 'without-prints');
    await cp(cacheDir, withoutPrints, { recursive: true });
    let removed = 0;
    for (const name of await readdir(withoutPrints)) {
      const file = join(withoutPrints, name);
      // An entry is a SHA-256, then a framed value: a 4-byte length and the JSON of its header.
      const bytes = await readFile(file);
      const length = bytes.readUInt32BE(32);
      const header = length < 100_000 ? bytes.subarray(36, 36 + length).toString('utf8') : '';
      if (header.startsWith('{"cuts"')) {
        await rm(file);
        removed++;
      }
    }
    expect(removed).toBeGreaterThanOrEqual(5);
    const again = await render(withCover(), 'without-prints', withoutPrints, covered);
    // The four parts come finished; the cover and the folio sheet, kept only as prints, are printed again.
    expect(printed(again.stats)).toEqual({ reused: 4, printed: 2 });
    expect(again.stats.finishedHits).toBe(4);
    expect(again.bytes.equals(coldBytes)).toBe(true);
  }, 240_000);
});

describe('a print edition printed in parts is the print edition printed as one document', () => {
  const printConfig = { ...config, formats: { pdf: { version: 'print' } } };
  const renderPrint = (lanes: string) =>
    renderWithLanes(book(), printConfig, lanes, (phase) => /print$/.test(phase));
  let whole: RenderedPdf & { prints: string[] };
  let parts: RenderedPdf & { prints: string[] };

  beforeAll(async () => {
    whole = await renderPrint('0');
    parts = await renderPrint('2');
  }, 300_000);

  /** Where each page's text starts across the page, in points: the side its margins were printed for. */
  async function leftEdges(file: string): Promise<number[]> {
    const html = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
    return html
      .split('<page ')
      .slice(1)
      .map((page) => {
        const xs = [...page.matchAll(/xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
        return xs.length ? Math.round(Math.min(...xs)) : -1;
      });
  }

  it('is printed in parts, one for each block that opens on a right-hand page', () => {
    const tagged = (name: string) => /^pdf: part \d+: tagged print$/.test(name);
    expect(parts.prints.filter(tagged).length).toBeGreaterThan(8);
    expect(whole.prints.filter(tagged)).toEqual([]);
  });

  it('has the same pages, blank left-hand pages in the same places, text on the same side of each page', async () => {
    expect(parts.pages.length).toBe(whole.pages.length);
    const blank = (pages: string[]) => pages.flatMap((page, i) => (page.trim() === '' ? [i + 1] : []));
    expect(blank(whole.pages).length).toBeGreaterThan(0);
    expect(blank(parts.pages)).toEqual(blank(whole.pages));
    parts.pages.forEach((page, i) => expect([i + 1, page]).toEqual([i + 1, whole.pages[i]]));
    expect(await leftEdges(parts.file)).toEqual(await leftEdges(whole.file));
    expect(parts.warnings).toEqual(whole.warnings);
  });

  it('has the same page labels, bookmarks, destinations and links', async () => {
    const labels = async (file: string) =>
      pageLabels(await PDFDocument.load(await readFile(file), { updateMetadata: false }));
    expect(await labels(parts.file)).toEqual(await labels(whole.file));
    const bookmarks = (items: OutlineItem[]): unknown[] =>
      items.map((item) => ({
        title: item.title,
        page: (item as OutlineItem & { destpageposfrom1?: number }).destpageposfrom1,
        kids: bookmarks(item.kids),
      }));
    expect(bookmarks(await outlineOf(parts.file))).toEqual(bookmarks(await outlineOf(whole.file)));
    const named = async (file: string) =>
      [...(await destinationPages(file))].filter(([id]) => !id.startsWith('octavo-blank-')).sort();
    expect(await named(parts.file)).toEqual(await named(whole.file));
    expect(await linksOf(parts.file)).toEqual(await linksOf(whole.file));
  });
});
