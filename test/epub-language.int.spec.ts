import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub } from '../renderers/epub/render-epub';
import { buildBookModel } from '../renderers/model/build-book-model';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { PlatformConfig } from '../renderers/types';
import { printPagesFor } from './support/print-pages';
import { epubcheck } from './support/render-tools';

/**
 * The words the EPUB adds around a book (the cover page's title, the landmarks and their heading, the list
 * of print pages) were English whatever the book's language; a reader's "go to" menu in a Chinese book
 * offered "Cover", "Guide", "Start", "Pages". They follow `lang` now.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function epub(lang: string) {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-epub-language-'));
  try {
    const source = memorySource({
      'images/cover.png': PNG,
      'ch01.md': '# 一 {#one}\n\n文字。\n\n## 二 {#two}\n\n更多。\n',
    });
    const config: PlatformConfig = {
      title: 'Book',
      lang,
      cover: 'images/cover.png',
      files: ['ch01.md'],
      formats: {},
    };
    const model = await buildBookModel(source, config, { bookName: 'ann/book', format: 'epub' });
    const outFile = join(dir, 'book.epub');
    await renderEpub(
      { source, config, workDir: join(dir, 'work'), outFile, bookName: 'ann/book' },
      { printPages: printPagesFor(model, 1) },
    );
    const zip = await readZip(outFile);
    const check = lang === 'zh' ? await epubcheck(outFile) : undefined;
    const file = (name: string) => zip.get(`OEBPS/${name}`)!.toString('utf8');
    return Object.assign(file, { epubcheck: check && `${check.stdout}\n${check.stderr}` });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const landmarkTexts = (nav: string) =>
  [...nav.matchAll(/<a epub:type="([^"]+)" href="[^"]+">([^<]+)<\/a>/g)].map((m) => `${m[1]}: ${m[2]}`);

describe('the EPUB’s navigation speaks the book’s language', () => {
  it('zh: 封面, 书名页, 目录, 正文 under 导览; 页码 over the print pages; epubcheck passes', async () => {
    const file = await epub('zh');
    const nav = file('nav.xhtml');
    expect(nav).toContain('<h2>导览</h2>');
    expect(landmarkTexts(nav)).toEqual(['cover: 封面', 'titlepage: 书名页', 'toc: 目录', 'bodymatter: 正文']);
    expect(nav).toContain(
      '<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden=""><h2>页码</h2>',
    );
    expect(file('cover.xhtml')).toContain('<title>封面</title>');
    expect(nav).not.toMatch(/Guide|Cover|Start|Pages|Title Page/);
    // The accessibility summary stays English (composed from the checks' findings), and says so.
    expect(file('content.opf')).toContain('<meta property="schema:accessibilitySummary" xml:lang="en">');
    expect(file.epubcheck).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('de: Cover, Titelseite, Inhalt, Textbeginn under Orientierungspunkte; Seiten', async () => {
    const nav = (await epub('de'))('nav.xhtml');
    expect(nav).toContain('<h2>Orientierungspunkte</h2>');
    expect(landmarkTexts(nav)).toEqual([
      'cover: Cover',
      'titlepage: Titelseite',
      'toc: Inhalt',
      'bodymatter: Textbeginn',
    ]);
    expect(nav).toContain('<h2>Seiten</h2>');
  });

  it('en: as before', async () => {
    const file = await epub('en');
    const nav = file('nav.xhtml');
    expect(nav).toContain('<h2>Guide</h2>');
    expect(landmarkTexts(nav)).toEqual([
      'cover: Cover',
      'titlepage: Title Page',
      'toc: Contents',
      'bodymatter: Start',
    ]);
    expect(nav).toContain('<h2>Pages</h2>');
    expect(file('cover.xhtml')).toContain('<title>Cover</title>');
    expect(file('content.opf')).toContain('<meta property="schema:accessibilitySummary">');
  });
});
