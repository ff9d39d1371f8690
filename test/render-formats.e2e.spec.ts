import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLinks } from '../renderers/test-support/check-links';
import { ApiClient } from './support/api-client';
import { putFiles } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { firstLineOf, folioOf, pageTexts } from './support/pdf-book';
import { epubcheck, listFiles, putDirectory, tool } from './support/render-tools';
import { readZip } from './support/zip';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');
/** Formal blocks numbered per chapter, and cross-references that read the same way, in every format. */
const NUMBERED = [
  'Figure 1-1. The build pipeline',
  'Table 2-1. Source formats',
  'Example 2-1. Building from the command line',
  'Example 2-1 builds two formats; Table 2-1 lists the sources it reads.',
  'Figure 3-1. The layers of a book',
  'As Figure 3-1 shows',
  'Figure 4-1. Published site',
  'Example 4-1. Publishing a site',
  'Example 4-1 publishes what Figure 3-1 shows.',
];
const CHAPTERS = [
  'Getting Started',
  'Writing in AsciiDoc',
  'HTMLBook Sources',
  'Publishing',
  'Configuration Reference',
];

interface FormatStatus {
  format: string;
  status: string;
  message?: string;
  download_url?: string;
}

describe('rendering every format through the API, checked with the real tools', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let dir: string;
  const artifacts = new Map<string, string>();
  let statuses: FormatStatus[] = [];
  let buildId = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-render-e2e-'));
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ada'));
    expect((await api.post('/api/projects', { name: 'guide' })).status).toBe(201);
    await putDirectory(api, 'ada/guide', FIXTURE);
    const posted = await api.post('/api/builds', { project: 'ada/guide', formats: 'pdf,epub,mobi,html' });
    expect(posted.status).toBe(201);
    buildId = posted.json.id;
    const done = await api.waitForBuild(buildId, 300_000);
    statuses = done.status;
    for (const status of statuses) {
      if (status.status !== 'completed' || !status.download_url) continue;
      const response = await fetch(status.download_url);
      const file = join(dir, `book.${status.format}`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      artifacts.set(status.format, file);
    }
  }, 400_000);

  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('completes every format with no warnings for a clean book', () => {
    expect(statuses.map((s) => [s.format, s.status, s.message])).toEqual([
      ['pdf', 'completed', undefined],
      ['epub', 'completed', undefined],
      ['mobi', 'completed', undefined],
      ['html', 'completed', undefined],
    ]);
  });

  it('pdf: fonts embedded, contents with page numbers, trim size, outline with the chapters', async () => {
    const pdf = artifacts.get('pdf')!;
    const fonts = await tool('pdffonts', [pdf]);
    const rows = fonts.stdout.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    expect(fonts.stdout).toMatch(/SourceSerif4/);
    expect(fonts.stdout).toMatch(/JetBrainsMono/);

    const text = (await tool('pdftotext', ['-layout', pdf, '-'])).stdout;
    for (const chapter of CHAPTERS) expect(text).toContain(chapter);
    expect(text).toMatch(/Contents/);
    expect(text).toMatch(/Chapter 1\. Getting Started\s+\d+\n/);
    expect(text).toMatch(/Chapter 3\. HTMLBook Sources\s+\d+\n/);
    expect(text).toMatch(/Appendix A\. Configuration Reference\s+\d+\n/);
    // The contents' number is the folio printed on the page where the chapter really starts.
    const pages = await pageTexts(pdf);
    const folio = /Chapter 2\. Writing in AsciiDoc\s+(\d+)\n/.exec(text)![1];
    const chapterPage = pages.findIndex((page) => folioOf(page) === folio);
    expect(chapterPage).toBeGreaterThan(0);
    const pageText = pages[chapterPage];
    expect(pageText).toMatch(/Writing in AsciiDoc/);

    const info = (await tool('pdfinfo', [pdf])).stdout;
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Math.abs(Number(width) - 7 * 72)).toBeLessThan(1);
    expect(Math.abs(Number(height) - 9.1875 * 72)).toBeLessThan(1);
    expect(info).toMatch(/Title:\s+The Octavo Field Guide/);
    expect(info).toMatch(/Author:\s+Ada Lovelace, Charles Babbage/);
    const flat = text.replace(/\s+/g, ' ');
    for (const numbered of NUMBERED) expect(flat).toContain(numbered);
    expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBeGreaterThanOrEqual(24);

    // The running head ("Chapter 2 · Writing in AsciiDoc") is on the chapter's later pages, not its first.
    // Its opening page shows the label above the title instead.
    expect(firstLineOf(pageText)).toBe('CHAPTER 2');
    expect(pageText).toMatch(/CHAPTER 2\s+Writing in AsciiDoc/);
    expect(firstLineOf(pages[chapterPage + 1])).toBe('Chapter 2 · Writing in AsciiDoc');
    // A print edition (`version: print`): no cover; the half-title, its blank back, the title page and the
    // copyright page made from the metadata carry no folio. From the contents on, every page with text has
    // one (roman before chapter 1, then 1, 2 …); a blank left-hand page before a chapter has none.
    expect(pages[0].trim()).toBe('The Octavo Field Guide');
    const contentsPage = pages.findIndex((page) => /^\s*Contents\s*$/m.test(page));
    expect(pages[contentsPage - 1]).toContain('ISBN: 978-1-49200-001-3');
    for (let i = 0; i < contentsPage; i++) expect(folioOf(pages[i])).toBe('');
    const chapterOne = pages.findIndex((page) => folioOf(page) === '1');
    pages.forEach((page, i) => {
      if (i < contentsPage) return;
      if (page.trim() === '') expect((i + 1) % 2).toBe(0);
      else expect(folioOf(page)).toMatch(i < chapterOne ? /^[ivx]+$/ : /^\d+$/);
    });
    const boxes = (await tool('pdfinfo', ['-box', pdf])).stdout;
    // 504 × 661.5 pt: the 7in × 9.1875in trim exactly, measured from the page's top.
    expect(boxes).toMatch(/Page size:\s+504 x 661\.5 pts/);
    expect(boxes).toMatch(/TrimBox:\s+0\.00\s+0\.42\s+504\.00\s+661\.92/);
    expect(boxes).toMatch(/BleedBox:\s+0\.00\s+0\.42\s+504\.00\s+661\.92/);
    expect(text).not.toMatch(/(^|\s)000(,|\s*$)/m);

    const outline = (await tool('pdftohtml', ['-xml', '-i', '-q', '-stdout', pdf])).stdout;
    const items = [...outline.matchAll(/<item page="\d+">([^<]*)<\/item>/g)].map((m) => m[1]);
    for (const chapter of CHAPTERS) expect(items.some((item) => item.includes(chapter))).toBe(true);
  });

  it('epub: epubcheck reports no errors; the nav lists the chapters; the cover is there', async () => {
    const epub = artifacts.get('epub')!;
    const check = await epubcheck(epub, 180_000);
    expect(check.stdout + check.stderr).toMatch(/0 fatals \/ 0 errors/);
    const zip = await readZip(await readFile(epub));
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    expect(nav).toContain('epub:type="toc"');
    for (const chapter of CHAPTERS) expect(nav).toContain(chapter);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toMatch(
      /<item id="cover-image" href="assets\/images\/cover.png" media-type="image\/png" properties="cover-image"\/>/,
    );
    expect(opf).toContain('<dc:identifier id="pub-id">urn:isbn:9781492000013</dc:identifier>');
    expect(opf).toContain('<dc:title id="title">The Octavo Field Guide</dc:title>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(zip.get('OEBPS/assets/images/cover.png')).toEqual(
      await readFile(join(FIXTURE, 'images/cover.png')),
    );
    expect(zip.has('OEBPS/assets/chapters/diagram.png')).toBe(true);
    expect([...zip.keys()].some((name) => name.endsWith('.woff2'))).toBe(true);
    const chapters = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, data]) =>
        data
          .toString('utf8')
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' '),
      )
      .join(' ');
    for (const numbered of NUMBERED) expect(chapters).toContain(numbered);
  });

  it("epub: its page-list is the PDF's pages: the marked heading or paragraph starts on the page of that folio", async () => {
    const zip = await readZip(await readFile(artifacts.get('epub')!));
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const pageList = /<nav epub:type="page-list"[^>]*>([\s\S]*?)<\/nav>/.exec(nav)?.[1] ?? '';
    const entries = [...pageList.matchAll(/<a href="([^"#]+)#([^"]+)">([^<]+)<\/a>/g)].map((m) => ({
      file: m[1],
      id: m[2],
      label: m[3],
    }));
    const pages = await pageTexts(artifacts.get('pdf')!);
    const bodyPages = pages.filter((page) => /^\d+$/.test(folioOf(page))).length;
    const decimal = entries.filter((e) => /^\d+$/.test(e.label)).map((e) => Number(e.label));
    // Most body pages get a marker (a page wholly inside one long block has none), in reading order.
    expect(decimal.length).toBeGreaterThanOrEqual(Math.floor(bodyPages * 0.8));
    expect(decimal).toEqual([...decimal].sort((a, b) => a - b));
    // The physical page of a decimal folio, from any page that prints one (body numbering is continuous).
    const numbered = pages.findIndex((page) => /^\d+$/.test(folioOf(page)));
    const pageOf = (label: string) => numbered + Number(label) - Number(folioOf(pages[numbered]));
    // Hyphenation and line breaks aside, the text as pdftotext reads it.
    const squeeze = (text: string) =>
      text
        .replace(/<[^>]+>/g, '')
        .replace(/[\s\u00ad-]+/g, '')
        .toLowerCase();
    let checked = 0;
    for (const entry of entries.filter((e) => /^\d+$/.test(e.label))) {
      const xhtml = zip.get(`OEBPS/${entry.file}`)!.toString('utf8');
      const marker = xhtml.indexOf(
        `<span id="${entry.id}" aria-label="${entry.label}" epub:type="pagebreak"`,
      );
      expect(marker).toBeGreaterThan(0);
      // What the marker stands before: a heading or a paragraph starts on that printed page.
      const block = /^<span[^>]*><\/span>\s*(?:<section[^>]*>\s*)?<(h\d|p)\b[^>]*>([\s\S]*?)<\/\1>/.exec(
        xhtml.slice(marker),
      );
      if (!block) continue;
      const start = squeeze(block[2].replace(/&[a-z]+;|&#\d+;/g, ' ')).slice(0, 24);
      expect({
        label: entry.label,
        start,
        found: squeeze(pages[pageOf(entry.label)]).includes(start),
      }).toEqual({
        label: entry.label,
        start,
        found: true,
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('<dc:source id="print-source">urn:isbn:9781492000013</dc:source>');

    // The EPUB started only once the same build's PDF was final.
    const events = (await api.get(`/api/builds/${buildId}/events`)).json as {
      type: string;
      data: { format: string; status: string };
    }[];
    const at = (format: string, status: string) =>
      events.findIndex((e) => e.data.format === format && e.data.status === status);
    expect(at('pdf', 'completed')).toBeGreaterThan(-1);
    expect(at('epub', 'working')).toBeGreaterThan(at('pdf', 'completed'));
  });

  it('mobi: mobitool reads it and finds the chapters; Calibre reads title and author', async () => {
    const mobi = artifacts.get('mobi')!;
    const meta = await tool('mobitool', [mobi]);
    expect(meta.code).toBe(0);
    expect(meta.stdout).toContain('Title: The Octavo Field Guide');
    const out = join(dir, 'mobi-source');
    await mkdir(out);
    const dumped = await tool('mobitool', ['-s', '-o', out, mobi]);
    expect(dumped.code).toBe(0);
    const ncxFile = (await listFiles(out)).find((f) => f.endsWith('.ncx'))!;
    const ncx = await readFile(join(out, ncxFile), 'utf8');
    for (const chapter of CHAPTERS) expect(ncx).toContain(chapter);
    const html = (await listFiles(out)).filter((f) => /\.x?html?$/.test(f));
    const mobiText = (await Promise.all(html.map((f) => readFile(join(out, f), 'utf8'))))
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
    for (const numbered of NUMBERED) expect(mobiText).toContain(numbered);
    const calibre = (await tool('ebook-meta', [mobi])).stdout;
    expect(calibre).toMatch(/Title\s+:\s+The Octavo Field Guide/);
    expect(calibre).toMatch(/Author\(s\)\s+:\s+Ada Lovelace & Charles Babbage/);
  });

  it('html: a page per chapter, every internal link resolves; consolidated gives one page', async () => {
    const zip = await readZip(await readFile(artifacts.get('html')!));
    expect([...zip.keys()].filter((n) => n.endsWith('.html')).sort()).toEqual(
      [
        'app01.html',
        'ch01.html',
        'ch02.html',
        'ch03.html',
        'ch04.html',
        'index.html',
        'ix.html',
        'preface.html',
      ].sort(),
    );
    expect(checkLinks(zip)).toEqual([]);
    expect(zip.get('ch02.html')!.toString()).toContain('<a data-type="xref" href="ch01.html">Chapter 1</a>');
    expect(zip.get('ch04.html')!.toString()).toContain(
      '<a data-type="xref" href="ch03.html#fig-layers">Figure 3-1</a>',
    );
    const pagesText = [...zip.entries()]
      .filter(([name]) => name.endsWith('.html'))
      .map(([, data]) =>
        data
          .toString('utf8')
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' '),
      )
      .join(' ');
    for (const numbered of NUMBERED) expect(pagesText).toContain(numbered);

    const config = JSON.parse(await readFile(join(FIXTURE, 'platform.json'), 'utf8'));
    config.formats.html = { consolidated: true };
    await putFiles(api, 'ada/guide', { 'platform.json': JSON.stringify(config) });
    const posted = await api.post('/api/builds', { project: 'ada/guide', formats: 'html' });
    const done = await api.waitForBuild(posted.json.id, 120_000);
    expect(done.status[0].status).toBe('completed');
    const one = await readZip(Buffer.from(await (await fetch(done.status[0].download_url)).arrayBuffer()));
    expect([...one.keys()].filter((n) => n.endsWith('.html'))).toEqual(['index.html']);
    expect(checkLinks(one)).toEqual([]);
    for (const chapter of CHAPTERS) expect(one.get('index.html')!.toString()).toContain(chapter);
  });
});
