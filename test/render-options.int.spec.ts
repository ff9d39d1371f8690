import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookWarning, renderEpub, renderHtml, renderMobi } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig, RenderRequest } from '../renderers/types';
import { epubcheck, listFiles, tool } from './support/render-tools';

/** An Atlas-style book with its own contents and index placeholders, as real books list them. */
const BOOK = {
  'toc.html': '<nav data-type="toc"/>',
  'ch01.adoc': '== One\n\nText ((("alpha")))here.\n\n=== Part of one\n\nMore.\n',
  'ch02.adoc': '== Two\n\nText ((("beta")))there.\n',
  'ix.html': '<section data-type="index"/>',
};
const FILES = Object.keys(BOOK);

/**
 * `formats.<f>.toc: false` and `index: false`, format by format, checked with the real tools: the book is
 * still valid (epubcheck, mobitool) and holds exactly what was asked for.
 */
describe('toc and index options in each format', () => {
  let dir: string;
  const render = async (
    renderer: (req: RenderRequest) => Promise<{ warnings: BookWarning[] }>,
    formats: PlatformConfig['formats'],
    file: string,
  ) => {
    const outFile = join(dir, file);
    await renderer({
      source: memorySource(BOOK),
      config: { files: FILES, title: 'Options', lang: 'en', formats },
      workDir: join(dir, `work-${file}`),
      outFile,
      bookName: 'ann/options',
    });
    return outFile;
  };
  const epubcheckOutput = async (file: string) => {
    const check = await epubcheck(file);
    return check.stdout + check.stderr;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-options-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('epub with toc: false and index: false is valid and has neither a contents page in the reading order nor an index', async () => {
    const file = await render(renderEpub, { epub: { toc: false, index: false } }, 'no-toc.epub');
    expect(await epubcheckOutput(file)).toMatch(/0 fatals \/ 0 errors/);
    const zip = await readZip(file);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    // The navigation document stays (EPUB requires it), out of the reading order.
    expect(opf).toMatch(/<itemref idref="nav" linear="no"\/>/);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.xhtml') && name !== 'OEBPS/nav.xhtml');
    const text = pages.map((name) => zip.get(name)!.toString('utf8')).join('\n');
    expect(text).not.toContain('epub:type="index"');
    expect(text).not.toMatch(/<nav[^>]*epub:type="toc"/);
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).not.toContain('>Index<');
  });

  it('epub with the defaults has the book’s own contents page and index, and is valid', async () => {
    const file = await render(renderEpub, {}, 'default.epub');
    expect(await epubcheckOutput(file)).toMatch(/0 fatals \/ 0 errors/);
    const zip = await readZip(file);
    const text = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
    expect(text).toContain('epub:type="index"');
    expect(text).toMatch(/alpha/);
  });

  it('html, one page: toc: false drops the contents, index: false the index', async () => {
    const file = await render(
      renderHtml,
      { html: { consolidated: true, toc: false, index: false } },
      'no.zip',
    );
    const page = (await readZip(file)).get('index.html')!.toString('utf8');
    expect(page).not.toMatch(/<nav[^>]*data-type="toc"[^>]*>(?:(?!<\/nav>)[\s\S])*<a href="#/);
    expect(page).not.toContain('data-type="index"');
    const full = (await readZip(await render(renderHtml, { html: { consolidated: true } }, 'yes.zip')))
      .get('index.html')!
      .toString('utf8');
    expect(full).toContain('data-type="index"');
    expect(full).toMatch(/data-type="toc"/);
  });

  it('mobi with toc: false and index: false opens in mobitool, without an index', async () => {
    const file = await render(renderMobi, { mobi: { toc: false, index: false } }, 'no.mobi');
    expect((await tool('mobitool', [file])).code).toBe(0);
    const out = join(dir, 'mobi-out');
    await mkdir(out);
    expect((await tool('mobitool', ['-s', '-o', out, file])).code).toBe(0);
    const html = (await listFiles(out)).filter((f) => /\.x?html?$/.test(f));
    const text = (await Promise.all(html.map((f) => readFile(join(out, f), 'utf8')))).join('\n');
    expect(text).toContain('One');
    expect(text).not.toMatch(/>\s*Index\s*</);
  });
});
