import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlatformConfig } from '../renderers';
import { renderEpub } from '../renderers/epub/render-epub';
import { buildBookModel } from '../renderers/model/build-book-model';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { printPagesFor } from './support/print-pages';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');

/**
 * The EPUB side of "page numbers from the print edition": given a page for each anchor (as the PDF build
 * will give it), the EPUB gets a page-break marker where each page starts and a page-list that
 * epubcheck accepts; without a map it has neither.
 */
describe('EPUB page-list from a print page map (fixture book, epubcheck)', () => {
  const source = directorySource(FIXTURE);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-page-list-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one marker per page, in reading order, a page-list pointing at them and the print source', async () => {
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const config = loaded.config;
    const model = await buildBookModel(source, config, { bookName: 'ada/handbook', format: 'epub' });
    const printPages = printPagesFor(model, 2);
    const pageCount = new Set(printPages.pages.values()).size;
    expect(pageCount).toBeGreaterThan(20);

    const outFile = join(dir, 'paged.epub');
    const { accessibility } = await renderEpub(
      { source, config, workDir: join(dir, 'work'), outFile, bookName: 'ada/handbook' },
      { printPages },
    );
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
    expect(check.code).toBe(0);

    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const pageList = /<nav epub:type="page-list" role="doc-pagelist"[^>]*>([\s\S]*?)<\/nav>/.exec(nav)![1];
    const entries = [...pageList.matchAll(/<a href="([^"#]+)#([^"]+)">([^<]+)<\/a>/g)].map((m) => ({
      file: m[1],
      id: m[2],
      label: m[3],
    }));
    expect(entries.map((e) => e.label)).toEqual(Array.from({ length: pageCount }, (_, i) => String(i + 1)));
    for (const entry of entries) {
      const xhtml = zip.get(`OEBPS/${entry.file}`)!.toString('utf8');
      expect(xhtml).toContain(
        `<span id="${entry.id}" aria-label="${entry.label}" epub:type="pagebreak" role="doc-pagebreak"></span>`,
      );
    }
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('<dc:source id="print-source">urn:isbn:9781492000013</dc:source>');
    expect(accessibility.features).toEqual(expect.arrayContaining(['pageBreakMarkers', 'pageNavigation']));

    const plain = join(dir, 'plain.epub');
    await renderEpub({
      source,
      config,
      workDir: join(dir, 'work2'),
      outFile: plain,
      bookName: 'ada/handbook',
    });
    const plainZip = await readZip(plain);
    const all = [...plainZip.entries()].map(([, data]) => data.toString('latin1')).join('\n');
    expect(all).not.toContain('pagebreak');
    expect(all).not.toContain('page-list');
    expect(all).not.toContain('dc:source');
  }, 120_000);
});
