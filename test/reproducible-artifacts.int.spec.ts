import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookWarning, renderEpub, renderHtml, renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { RenderRequest } from '../renderers/types';
import { tool } from './support/render-tools';

const BOOK = {
  'toc.html': '<nav data-type="toc"/>',
  'ch01.adoc':
    '== One\n\nText ((("alpha")))here, see <<two>>.[footnote:[A note.]]\n\n' +
    '[source,js]\n----\nconst a = 1;\n----\n\n=== Part of one\n\nMore.\n',
  'ch02.adoc': '[[two]]\n== Two\n\nText ((("beta")))there.\n',
  'ix.html': '<section data-type="index"/>',
};
const COMMIT_DATE = new Date('2021-03-04T05:06:07Z');

type Renderer = (req: RenderRequest) => Promise<{ warnings: BookWarning[] }>;

/**
 * Issue 17, reproducible artifacts: the same sources and the same date give byte-identical PDF, EPUB and HTML
 * zip from the real renderers (Chromium for the PDF), and the date written into them is the commit's.
 */
describe('reproducible artifacts', () => {
  let dir: string;
  const render = async (renderer: Renderer, file: string, sourceDate = COMMIT_DATE) => {
    const outFile = join(dir, file);
    await renderer({
      source: memorySource(BOOK),
      config: { files: Object.keys(BOOK), title: 'Same', lang: 'en', authors: ['Ann'], formats: {} },
      workDir: join(dir, `work-${file}`),
      outFile,
      bookName: 'ann/same',
      sourceDate,
    });
    return readFile(outFile);
  };
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-reproducible-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('renders the same PDF twice, dated by the commit, with an id of its own', async () => {
    const first = await render(renderPdf, 'a.pdf');
    const second = await render(renderPdf, 'b.pdf');
    expect(sha(second)).toBe(sha(first));
    const info = await tool('pdfinfo', ['-isodates', join(dir, 'a.pdf')]);
    expect(info.stdout).toMatch(/CreationDate:\s+2021-03-04T05:06:07/);
    expect(info.stdout).toMatch(/ModDate:\s+2021-03-04T05:06:07/);
    const trailerId = /\/ID\s*\[\s*<([0-9A-F]+)>\s*<([0-9A-F]+)>\s*\]/.exec(first.toString('latin1'));
    expect(trailerId?.[1]).toMatch(/^[0-9A-F]{32}$/);
    expect(trailerId?.[1]).not.toBe('F'.repeat(32));
    expect((await tool('qpdf', ['--check', join(dir, 'a.pdf')])).code).toBe(0);

    const otherDay = await render(renderPdf, 'c.pdf', new Date('2022-01-01T00:00:00Z'));
    expect(sha(otherDay)).not.toBe(sha(first));
  }, 120_000);

  it('renders the same EPUB twice, modified at the commit date, every entry dated by it', async () => {
    const first = await render(renderEpub, 'a.epub');
    const second = await render(renderEpub, 'b.epub');
    expect(sha(second)).toBe(sha(first));
    const opf = (await readZip(join(dir, 'a.epub'))).get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('<meta property="dcterms:modified">2021-03-04T05:06:07Z</meta>');
    const listing = await tool('zipinfo', ['-T', join(dir, 'a.epub')]);
    const dates = listing.stdout
      .split('\n')
      .filter((line) => /^[-d]r/.test(line))
      .map((line) => line.split(/\s+/)[6]);
    expect(dates.length).toBeGreaterThan(3);
    expect(new Set(dates.map((d) => d.slice(0, 8)))).toEqual(new Set(['20210304']));
  }, 60_000);

  it('renders the same HTML zip twice, entries sorted by name', async () => {
    const first = await render(renderHtml, 'a.zip');
    const second = await render(renderHtml, 'b.zip');
    expect(sha(second)).toBe(sha(first));
    const names = [...(await readZip(join(dir, 'a.zip'))).keys()];
    expect(names).toEqual([...names].sort());
  }, 60_000);
});
