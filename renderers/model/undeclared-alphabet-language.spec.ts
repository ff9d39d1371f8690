import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBookModel } from './build-book-model';
import { loadPlatformConfig } from '../config/load-platform-config';
import { renderEpub } from '../epub/render-epub';
import { renderHtml } from '../html/render-html';
import { memorySource } from '../test-support/memory-source';
import { readZip } from '../test-support/read-zip';
import { PlatformConfig } from '../types';
import { formatWarning } from '../warnings';

const build = async (text: string, config: Pick<PlatformConfig, 'lang' | 'configFile'> = {}) => {
  const model = await buildBookModel(
    memorySource({ 'ch.asc': text }),
    { files: ['ch.asc'], formats: {}, ...config },
    { bookName: 'x' },
  );
  return {
    lang: model.lang,
    undeclared: model.languageUndeclared,
    html: model.divisions[0]!.html,
    contents: model.labels.contents,
    warnings: model.warnings.map(formatWarning),
  };
};

/** Pro Git's Arabic translation opens its first chapter so (platform.json: {"files":["ch.asc"]}). */
const ARABIC = [
  '== الاستعداد للبدء',
  '',
  'الفصل سيكون حول البدء مع جيت. سوف نبدأ بشرح بعض الخلفيات حول ادوات التحكم بالنسخ.',
].join('\n');

describe('a book that declares no language', () => {
  it('written in Arabic is Arabic, with Arabic labels, and the author is told to declare it', async () => {
    const { lang, undeclared, contents, warnings } = await build(ARABIC);
    expect(lang).toBe('ar');
    expect(undeclared).toBe('read');
    expect(contents).not.toBe('Contents');
    expect(warnings).toEqual([
      'platform.json: the book declares no language and is written in Arabic script: it is built as Arabic ("ar"), ' +
        'right to left, its generated words in Arabic; set "lang": "ar" in platform.json to declare it, or the ' +
        'language it is in if another (Persian "fa", Urdu "ur")',
    ]);
  });

  it('written in Persian is Persian; in Hebrew, Hebrew; the warning names the config file the book has', async () => {
    const persian = await build(
      '== شروع\n\nاین کتاب دربارهٔ گیت است. ما با توضیح پیشینهٔ ابزارهای کنترل نسخه شروع می‌کنیم و سپس چگونگی نصب گیت را می‌گوییم.\n',
      { configFile: 'atlas.json' },
    );
    expect(persian.lang).toBe('fa');
    expect(persian.warnings[0]).toMatch(
      /^atlas\.json: .* built as Persian \("fa"\), right to left, .* in atlas\.json/,
    );
    const hebrew = await build(
      '== התחלה\n\nפרק זה יעסוק בתחילת העבודה עם גיט. נתחיל בהסבר על רקע של כלי ניהול גרסאות.\n',
    );
    expect(hebrew.lang).toBe('he');
  });

  it('written in Ukrainian is Ukrainian; the warning says its generated words stay English', async () => {
    const { lang, warnings } = await build(
      '== Вступ\n\nЦей розділ розповість про те, як почати роботу з `git`. Спочатку ми пояснимо, що таке системи контролю версій.\n',
    );
    expect(lang).toBe('uk');
    expect(warnings[0]).toContain(
      'built as Ukrainian ("uk"), its generated words in English (Octavo has none in Ukrainian)',
    );
  });

  it('declaring its language, or quoting Arabic in English prose, gets no such warning', async () => {
    expect(await build(ARABIC, { lang: 'ar' })).toMatchObject({ lang: 'ar', warnings: [] });
    expect((await build(ARABIC, { lang: 'ar' })).undeclared).toBeUndefined();
    const english = await build('== Words\n\nThe Arabic word كتاب means a book, and the sign reads مكتبة.\n');
    expect(english).toMatchObject({ lang: 'en', undeclared: 'guessed', warnings: [] });
  });

  it('written in Arabic, its HTML pages and EPUB read right to left, the EPUB its pages turned so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-undeclared-arabic-'));
    try {
      const request = (outFile: string) => ({
        source: memorySource({ 'ch.asc': ARABIC }),
        config: { files: ['ch.asc'], formats: {} },
        workDir: dir,
        outFile: join(dir, outFile),
        bookName: 'ann/book',
      });
      await renderHtml(request('book.zip'));
      const site = await readZip(join(dir, 'book.zip'));
      const pages = [...site.keys()].filter((name) => name.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages)
        expect(site.get(page)!.toString('utf8')).toContain('<html lang="ar" dir="rtl">');
      await renderEpub(request('book.epub'));
      const epub = await readZip(join(dir, 'book.epub'));
      expect(epub.get('OEBPS/ch01.xhtml')!.toString('utf8')).toMatch(/<html [^>]*lang="ar" dir="rtl">/);
      const opf = epub.get('OEBPS/content.opf')!.toString('utf8');
      expect(opf).toContain('<dc:language>ar</dc:language>');
      expect(opf).toContain('page-progression-direction="rtl"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("an mdBook book's text-direction", () => {
  const mdBook = (book: string) => ({
    'platform.json': JSON.stringify({ files: ['src/a.md'] }),
    'book.toml': `[book]\ntitle = "ت"\n${book}`,
    'src/SUMMARY.md': '# Summary\n\n- [فصل](./a.md)\n',
    'src/a.md': '# فصل\n\nمتن فارسی.\n',
  });

  it('with no language, a short Persian book is Persian, right to left', async () => {
    const source = memorySource(mdBook('text-direction = "rtl"\n'));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
    expect(model).toMatchObject({ lang: 'fa', direction: 'rtl' });
  });

  it('sets the pages of every format right to left whatever the language says, as mdBook does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-text-direction-'));
    try {
      const source = memorySource(mdBook('language = "en"\ntext-direction = "rtl"\n'));
      const loaded = await loadPlatformConfig(source);
      if (!loaded.ok) throw new Error(loaded.message);
      const request = (outFile: string) => ({
        source,
        config: loaded.config,
        workDir: dir,
        outFile: join(dir, outFile),
        bookName: 'ann/book',
      });
      await renderHtml(request('book.zip'));
      const site = await readZip(join(dir, 'book.zip'));
      const pages = [...site.keys()].filter((name) => name.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages)
        expect(site.get(page)!.toString('utf8')).toContain('<html lang="en" dir="rtl">');
      expect(site.get('style.css')!.toString('utf8')).toContain('[dir="rtl"] blockquote');
      await renderEpub(request('book.epub'));
      const epub = await readZip(join(dir, 'book.epub'));
      expect(epub.get('OEBPS/ch01.xhtml')!.toString('utf8')).toMatch(/<html [^>]*lang="en" dir="rtl">/);
      expect(epub.get('OEBPS/content.opf')!.toString('utf8')).toContain('page-progression-direction="rtl"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
