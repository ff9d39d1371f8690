import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderMobi } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import type { PlatformConfig, RenderRequest } from '../renderers/types';
import { tool } from './support/render-tools';

const BOOK = { 'ch01.adoc': '== One\n\nText.\n' };
const COMMITTED = new Date('2021-06-15T12:30:00Z');

/**
 * A Kindle knows a book by its ASIN: two builds of one book must be the same book to it (its reading position and
 * notes kept), as the EPUB's identifier is. Read back with libmobi's mobitool from what Calibre wrote.
 */
describe('MOBI: the Kindle identity and date', () => {
  let dir: string;
  const render = (
    renderer: (req: RenderRequest) => Promise<unknown>,
    file: string,
    config: Partial<PlatformConfig> = {},
  ) => {
    const outFile = join(dir, file);
    return renderer({
      source: memorySource(BOOK),
      config: { files: ['ch01.adoc'], title: 'Identity', lang: 'en', formats: {}, ...config },
      workDir: join(dir, `work-${file}`),
      outFile,
      bookName: 'ann/identity',
      sourceDate: COMMITTED,
    }).then(() => outFile);
  };
  const metadata = async (file: string) => {
    const { stdout } = await tool('mobitool', ['-m', file]);
    return {
      asin: /^ASIN: (.*)$/m.exec(stdout)?.[1],
      published: /^Publishing date: (.*)$/m.exec(stdout)?.[1],
    };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-kindle-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has the EPUB’s UUID as its ASIN in every build, and the commit’s date when the book names none', async () => {
    const epub = await readZip(await render(renderEpub, 'book.epub'));
    const uuid = /urn:uuid:([0-9a-f-]{36})/.exec(epub.get('OEBPS/content.opf')!.toString('utf8'))?.[1];
    expect(uuid).toBeDefined();
    const first = await metadata(await render(renderMobi, 'one.mobi'));
    const second = await metadata(await render(renderMobi, 'two.mobi'));
    expect(first).toEqual({ asin: uuid, published: '2021-06-15T12:30:00+00:00' });
    expect(second).toEqual(first);
  });

  it('shows the reading system’s landmarks to nobody: the text Calibre reads back has the book, no "Guide" list', async () => {
    const mobi = await render(renderMobi, 'landmarks.mobi');
    const txt = join(dir, 'landmarks.txt');
    expect((await tool('ebook-convert', [mobi, txt])).code).toBe(0);
    const text = await readFile(txt, 'utf8');
    expect(text).toContain('Text.');
    expect(text).not.toMatch(/^\s*Guide\s*$/m);
  });

  it('carries no font rules for fonts it does not hold: the Kindle prints in its own', async () => {
    const mobi = await render(renderMobi, 'fonts.mobi');
    const out = join(dir, 'fonts-dump');
    await tool('mkdir', ['-p', out]);
    expect((await tool('mobitool', ['-s', '-o', out, mobi])).code).toBe(0);
    const markup = join(out, 'fonts_markup');
    const files = (await tool('ls', [markup])).stdout.split('\n').filter(Boolean);
    const css = await Promise.all(
      files.filter((f) => f.endsWith('.css')).map((f) => readFile(join(markup, f), 'utf8')),
    );
    expect(css.join('\n')).toContain('font-family');
    // Calibre dropped the EPUB's WOFF2 fonts and kept every @font-face rule, each pointing at nothing.
    expect(css.join('\n')).not.toContain('@font-face');
    expect(files.filter((f) => /\.(?:ttf|otf|woff2?)$/.test(f))).toEqual([]);
  });

  it('gives a year alone its first day, not today’s month and day', async () => {
    expect(await metadata(await render(renderMobi, 'year.mobi', { date: '2013' }))).toEqual({
      asin: expect.stringMatching(/^[0-9a-f-]{36}$/),
      published: '2013-01-01T00:00:00+00:00',
    });
  });
});
