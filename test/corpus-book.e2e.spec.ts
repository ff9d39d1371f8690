import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ace, countsByImpact } from './support/ace';
import { ApiClient } from './support/api-client';
import { asciidoctorReference, BookStats, octavoBodyStats } from './support/book-compare';
import { OctavoServer, ROOT } from './support/octavo-server';
import { epubcheck, listFiles, tool } from './support/render-tools';
import { expectOk, SshUser } from './support/ssh-client';
import {
  divisionOpenings,
  foreignFonts,
  fullness,
  inkCoverage,
  overfullLines,
  pagesToPng,
  textLines,
  underfilledPages,
} from './support/pdf-checks';
import { readZip } from './support/zip';

const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);
const FORMATS = ['pdf', 'epub', 'mobi', 'html', 'platform'];
const CHAPTERS = [
  'Chapter 1. What Is Ethereum?',
  'Chapter 2. Ethereum Basics',
  'Chapter 6. Транзакции',
  'Chapter 13. The Ethereum Virtual Machine',
  'Chapter 14. Консенсус',
];
const APPENDICES = [
  'Appendix A. Ethereum Fork History',
  'Appendix B. Ethereum Standards',
  'Appendix C. Ethereum EVM Opcodes and Gas Consumption',
  'Appendix D. Development Tools, Frameworks, and Libraries',
  'Appendix E. web3.js Tutorial',
  'Appendix F. Short Links Reference',
];

interface FormatStatus {
  format: string;
  status: string;
  message?: string;
  download_url?: string;
}

/**
 * The corpus book — a real O'Reilly Atlas repository (AsciiDoc, HTMLBook front matter, atlas.json as Atlas
 * wrote it) — pushed over SSH unchanged into a project created empty and built in all five formats through
 * the API, then checked with the real tools and against what the book's own toolchain (Asciidoctor) makes
 * of the same files.
 */
describe('the corpus book, pushed unchanged and built in every format', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let ann: SshUser;
  let dir: string;
  let book: string;
  let statuses: FormatStatus[] = [];
  let buildId = 0;
  const artifacts = new Map<string, string>();

  beforeAll(async () => {
    expect(existsSync(CORPUS_BUNDLE)).toBe(true);
    dir = await mkdtemp(join(tmpdir(), 'octavo-corpus-'));
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    const created = await api.post('/api/projects', { name: 'ethereum', starter: false });
    expect(created.status).toBe(201);
    book = ann.workdir('mastering-ethereum');
    expectOk(await ann.git(['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, book]), 'clone');
    expectOk(await ann.git(['push', '--quiet', created.json.clone_url, 'master'], book), 'push');

    const posted = await api.post('/api/builds', { project: 'ann/ethereum', formats: FORMATS.join(',') });
    expect(posted.status).toBe(201);
    buildId = posted.json.id;
    const done = await api.waitForBuild(buildId, 900_000);
    statuses = done.status;
    for (const status of statuses) {
      if (status.status !== 'completed' || !status.download_url) continue;
      const file = join(
        dir,
        `book.${status.format === 'html' || status.format === 'platform' ? `${status.format}.zip` : status.format}`,
      );
      await writeFile(file, Buffer.from(await (await fetch(status.download_url)).arrayBuffer()));
      artifacts.set(status.format, file);
    }
  }, 1_000_000);

  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('completes every format, each message short', () => {
    // A format that did not complete shows its message in the failure (a time limit, a converter's error).
    const outcome = (s: FormatStatus) =>
      s.status === 'completed' ? s.status : `${s.status}: ${s.message ?? ''}`;
    expect(statuses.map((s) => [s.format, outcome(s)])).toEqual(FORMATS.map((f) => [f, 'completed']));
    for (const status of statuses) expect((status.message ?? '').split('\n').length).toBeLessThanOrEqual(20);
  });

  it('platform: the source package is the repository tree at the built commit', async () => {
    const zip = await readZip(await readFile(artifacts.get('platform')!));
    const tracked = execFileSync('git', ['ls-files'], { cwd: book, encoding: 'utf8' }).trim().split('\n');
    const names = [...zip.keys()].filter((name) => !name.endsWith('/'));
    expect(names.sort()).toEqual([...tracked].sort());
  });

  it('html: the same chapters, words (within 1%), images and tables as Asciidoctor makes of the same files; math is MathML', async () => {
    const zip = await readZip(await readFile(artifacts.get('html')!));
    const index = zip.get('index.html')!.toString('utf8');
    const files = JSON.parse(await readFile(join(book, 'atlas.json'), 'utf8')).files as string[];
    const reference: BookStats = await asciidoctorReference(book, files);
    const ours = octavoBodyStats(index);
    expect(ours.images).toBe(reference.images);
    expect(ours.tables).toBe(reference.tables);
    expect(Math.abs(ours.words - reference.words) / reference.words).toBeLessThan(0.01);
    for (const title of [...CHAPTERS, ...APPENDICES]) {
      expect(index.replace(/<[^>]+>/g, '')).toContain(title.replace(/^(?:Chapter|Appendix) \w+\. /, ''));
    }
    expect(index).toMatch(/<math[^>]*>/);
    expect(index).not.toMatch(/latexmath:|\\\(\s*\\mathbb/);
    // Every image the book refers to is shipped.
    for (const src of index.matchAll(/<img[^>]* src="([^"]+)"/g))
      expect(zip.has(decodeURIComponent(src[1]))).toBe(true);
  });

  it('epub: epubcheck finds no errors; nav, metadata, cover and MathML are there', async () => {
    const epub = artifacts.get('epub')!;
    const check = await epubcheck(epub);
    expect(check.stdout + check.stderr).toMatch(/0 fatals \/ 0 errors/);
    const zip = await readZip(await readFile(epub));
    const nav = zip
      .get('OEBPS/nav.xhtml')!
      .toString('utf8')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    for (const title of [...CHAPTERS, ...APPENDICES]) expect(nav).toContain(title);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('urn:isbn:9781491971949');
    expect(opf).toContain('<dc:creator id="creator1">Andreas M. Antonopoulos</dc:creator>');
    expect(opf).toContain('<dc:creator id="creator2">Dr. Gavin Wood</dc:creator>');
    expect(opf).toContain("<dc:publisher>O'Reilly Media, Inc.</dc:publisher>");
    expect(opf).toMatch(/properties="cover-image"/);
    expect(opf).toMatch(/properties="[^"]*mathml/);
    const xhtml = [...zip.entries()]
      .filter(([n]) => n.endsWith('.xhtml'))
      .map(([, d]) => d.toString('utf8'))
      .join('\n');
    expect(xhtml).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
  });

  it('epub: Ace by DAISY finds no violation above minor; its one image without alt text is named at its line, and no conformance is claimed', async () => {
    const epub = artifacts.get('epub')!;
    const log = await api.get(`/api/builds/${buildId}/log?format=epub`);
    expect(log.status).toBe(200);
    expect(log.text).toMatch(/^12dapps\.asciidoc:598: image images\/ens-flow\.png has no alt text/m);
    const opf = (await readZip(await readFile(epub))).get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('1 image has no text alternative');
    expect(opf).not.toContain('dcterms:conformsTo');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">MathML</meta>');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">index</meta>');
    const violations = await ace(epub, join(dir, 'ace'));
    expect(countsByImpact(violations.filter((v) => v.impact !== 'minor'))).toEqual({});
  }, 600_000);

  it('mobi: mobitool opens it and finds the chapters and appendices in its contents', async () => {
    const mobi = artifacts.get('mobi')!;
    const meta = await tool('mobitool', [mobi]);
    expect(meta.code).toBe(0);
    expect(meta.stdout).toContain('Title: Mastering Ethereum');
    const out = join(dir, 'mobi-source');
    await mkdir(out);
    expect((await tool('mobitool', ['-s', '-o', out, mobi])).code).toBe(0);
    const ncxFile = (await listFiles(out)).find((f) => f.endsWith('.ncx'))!;
    const ncx = (await readFile(join(out, ncxFile), 'utf8')).replace(/\s+/g, ' ');
    for (const title of [...CHAPTERS, ...APPENDICES]) expect(ncx).toContain(title);
  });

  it('pdf: fonts embedded, a folio on every body page, no placeholder, contents with the real page of each chapter', async () => {
    const pdf = artifacts.get('pdf')!;
    const fonts = (await tool('pdffonts', [pdf])).stdout.trim().split('\n').slice(2);
    for (const row of fonts) expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);

    const pages = (await tool('pdftotext', ['-layout', pdf, '-'])).stdout.split('\f');
    if (pages[pages.length - 1].trim() === '') pages.pop();
    const lines = (page: string) =>
      page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const folio = (page: string) => {
      const all = lines(page);
      return [all[0], all[all.length - 1]].find((line) => /^(?:\d+|[ivxlc]+)$/.test(line ?? ''));
    };
    const text = pages.join('\n');
    // A placeholder page number, not the thousands of a number in the text ("1,000,000").
    expect(text.split('\n').filter((line) => /(?:\s|\.)000(?:,|\s*$)/.test(line))).toEqual([]);

    // The contents: every chapter and appendix with the page it really starts on.
    const contents = pages.findIndex((page) => /^Contents$/m.test(page.trim().split('\n')[0] ?? ''));
    expect(contents).toBeGreaterThanOrEqual(0);
    const contentsText = pages.slice(contents, contents + 12).join('\n');
    const bodyStart = { index: -1 };
    for (const title of [...CHAPTERS, ...APPENDICES]) {
      const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`${escaped}[ .]*?(\\d+)\\s*$`, 'm').exec(contentsText);
      expect(match).not.toBeNull();
      const pageNumber = match![1];
      const opening = pages.findIndex((page, i) => i > contents && folio(page) === pageNumber);
      expect(opening).toBeGreaterThan(contents);
      const heading = title.replace(/^(?:Chapter|Appendix) \w+\. /, '');
      expect(pages[opening].replace(/\s+/g, ' ')).toContain(heading);
      if (title === CHAPTERS[0]) bodyStart.index = opening;
    }
    // From the first chapter on, every page that has text has its folio.
    const withoutFolio = pages
      .map((page, i) => ({ page, i }))
      .filter(({ page, i }) => i >= bodyStart.index && lines(page).length > 0 && !folio(page))
      .map(({ i }) => i + 1);
    expect(withoutFolio).toEqual([]);

    // The index: O'Reilly's attributes are read, never printed; entries carry page numbers.
    const indexPage = pages.findIndex(
      (page, i) => i > bodyStart.index && /^Index$/m.test(lines(page)[0] ?? ''),
    );
    expect(indexPage).toBeGreaterThan(0);
    const indexText = pages.slice(indexPage).join('\n');
    expect(indexText).not.toMatch(/\b(?:id|startref|see|seealso|range|sortas)=/);
    expect(indexText).toMatch(/ABI \(application binary interface\), \d+/);

    // A cross-reference to a section says its page, as O'Reilly's print books do: the section is on that page.
    const flat = (page: string) => page.replace(/\u00ad/g, '').replace(/\s+/g, ' ');
    const byFolio = new Map<string, number>();
    pages.forEach((page, i) => {
      const number = folio(page);
      if (i >= bodyStart.index && number && !byFolio.has(number)) byFolio.set(number, i);
    });
    const references = [
      ...flat(pages.join('\n')).matchAll(/\u201c([^\u201d]{1,120})\u201d on page (\d+)\b/g),
    ];
    expect(references.length).toBeGreaterThan(40);
    const misplaced = references
      .map(([, title, page]) => ({ title, page, at: byFolio.get(page!) }))
      // A title broken across lines reads "Fur- ther": its first and last words are compared, split at hyphens too.
      .filter(({ title, at }) => {
        const words = title!.split(/[\s-]+/);
        const on = at === undefined ? '' : flat(pages[at]!);
        return !on.includes(words[0]!) || !on.includes(words[words.length - 1]!);
      });
    expect(misplaced).toEqual([]);
  });

  it('pdf, publication grade: shipped fonts only, no overfull line, pages filled, black ink only (color_count 1), tagged', async () => {
    const pdf = artifacts.get('pdf')!;
    // Each tool reads the PDF on its own, one process each: side by side they use both cores.
    const [foreign, boxes, filled, openings, ink, info] = await Promise.all([
      foreignFonts(pdf),
      textLines(pdf),
      fullness(pdf),
      divisionOpenings(pdf),
      inkCoverage(pdf),
      tool('pdfinfo', [pdf]),
    ]);
    expect(foreign).toEqual([]);
    expect(overfullLines(boxes)).toEqual([]);
    const firstChapter =
      boxes.findIndex((page) => page.lines.some((line) => line.text === 'What Is Ethereum?')) + 1;
    const underfilled = underfilledPages(filled, openings, firstChapter);
    // A block kept whole (a table with its caption, a tall figure) that does not fit what is left of a page
    // still leaves that page short; they are rare, and rendered below for a person to look at.
    expect(underfilled.length).toBeLessThanOrEqual(Math.ceil(filled.length / 100));
    for (const [c, m, y] of ink) expect([c, m, y]).toEqual([0, 0, 0]);
    expect(info.stdout).toMatch(/Tagged:\s+yes/);
    await pagesToPng(pdf, 'corpus', [1, 3, 5, 7, firstChapter, firstChapter + 1, ...underfilled.slice(0, 3)]);
  }, 600_000);
});
