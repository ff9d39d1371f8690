import { buildBookModel } from './build-book-model';
import { loadPlatformConfig } from '../config/load-platform-config';
import { renderHtml } from '../html/render-html';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memorySource } from '../test-support/memory-source';
import { ONE_PIXEL_PNG } from '../test-support/png-encoder';
import { readZip } from '../test-support/read-zip';
import { formatWarning } from '../warnings';

/**
 * Books that declare a language in their book.toml (Marisada/kphis-book: `language = "th"`; rust-tieng-viet: "vi";
 * PythonMalayalamBook: "ml") printed "Chapter 1", "Figure 1-1.", "Contents", "Search this book" and "Previous"
 * with nothing said. Thai, Vietnamese and Indonesian have their words now; a language Octavo has none in is told of
 * once, with what the author can do about it.
 */
async function built(files: Record<string, string | Buffer>) {
  const source = memorySource(files);
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(loaded.message);
  const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
  return {
    lang: model.lang,
    html: model.divisions.map((division) => division.html).join('\n'),
    contents: model.labels.contents,
    warnings: model.warnings.map(formatWarning),
  };
}

const mdBook = (language: string, chapter: string) => ({
  'platform.json': JSON.stringify({ files: ['src/chapter_1.md'] }),
  'book.toml': `[book]\ntitle = "Book"\nlanguage = "${language}"\n`,
  'src/chapter_1.md': chapter,
  'src/screen.png': ONE_PIXEL_PNG,
});

const THAI = '# การเข้าสู่ระบบ\n\n![หน้าจอ](screen.png "หน้าจอเข้าสู่ระบบ")\n\nเปิดโปรแกรมแล้วใส่ชื่อผู้ใช้\n';
const MALAYALAM = '# പൈത്തൺ ആമുഖം\n\n![സ്ക്രീൻ](screen.png "പൈത്തൺ")\n\nപൈത്തൺ ഒരു പ്രോഗ്രാമിങ് ഭാഷയാണ്.\n';

describe('the words a book in a declared language is labelled with', () => {
  it('Thai, Vietnamese and Indonesian books get their own chapter, figure and contents words, and no warning', async () => {
    const thai = await built(mdBook('th', THAI));
    expect(thai.lang).toBe('th');
    expect(thai.contents).toBe('สารบัญ');
    expect(thai.html).toContain('<span class="division-label">บทที่ 1</span>');
    // Thai writes no full stop after a label.
    expect(thai.html).toContain('<span class="label">รูปที่ 1-1 </span>');
    expect(thai.html).not.toMatch(/Chapter 1|Figure 1-1/);
    expect(thai.warnings).toEqual([]);
    const vietnamese = await built(
      mdBook('vi', '# Mở đầu\n\n![Hình](screen.png "Màn hình")\n\nRust là ngôn ngữ.\n'),
    );
    expect(vietnamese.html).toContain('<span class="division-label">Chương 1</span>');
    expect(vietnamese.html).toContain('<span class="label">Hình 1-1. </span>');
    expect(vietnamese.contents).toBe('Mục lục');
    expect(vietnamese.warnings).toEqual([]);
    const indonesian = await built(mdBook('id', '# Pengantar\n\nBuku ini tentang Go.\n'));
    expect(indonesian.html).toContain('<span class="division-label">Bab 1</span>');
    expect(indonesian.contents).toBe('Daftar Isi');
    expect(indonesian.warnings).toEqual([]);
  });

  // As venkatarun95/rust-book-hindi (language = "hi"): "Chapter 1", "Figure 1-1.", "Contents" stayed English.
  it('a Hindi book gets its own chapter, figure and contents words, its site’s search and page links too', async () => {
    const chapter = '# शुरुआत\n\n![लोगो](screen.png "रस्ट लोगो")\n\nरस्ट एक प्रोग्रामिंग भाषा है।\n';
    const hindi = await built(mdBook('hi', chapter));
    expect(hindi.contents).toBe('विषय-सूची');
    expect(hindi.html).toContain('<span class="division-label">अध्याय 1</span>');
    expect(hindi.html).toContain('<span class="label">चित्र 1-1. </span>');
    expect(hindi.html).not.toMatch(/Chapter 1|Figure 1-1/);
    expect(hindi.warnings).toEqual([]);
    const dir = await mkdtemp(join(tmpdir(), 'octavo-language-words-'));
    try {
      const source = memorySource({
        ...mdBook('hi', chapter),
        'platform.json': JSON.stringify({ files: ['src/chapter_1.md', 'src/chapter_2.md'] }),
        'src/chapter_2.md': '# चर\n\nचर बदले जा सकते हैं।\n',
      });
      const loaded = await loadPlatformConfig(source);
      if (!loaded.ok) throw new Error(loaded.message);
      const outFile = join(dir, 'book.zip');
      await renderHtml({ source, config: loaded.config, workDir: dir, outFile, bookName: 'x' });
      const page = (await readZip(outFile)).get('ch02.html')!.toString('utf8');
      expect(page).toContain('<label class="visually-hidden" for="site-search-input">इस पुस्तक में खोजें</label>');
      expect(page).toContain('पिछला');
      expect(page).not.toMatch(/Search this book|Previous/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a Thai site’s search field and page links are in Thai', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-language-words-'));
    try {
      const source = memorySource({
        ...mdBook('th', THAI),
        'platform.json': JSON.stringify({ files: ['src/chapter_1.md', 'src/chapter_2.md'] }),
        'src/chapter_2.md': '# ใบสั่งยา\n\nรายการยา\n',
      });
      const loaded = await loadPlatformConfig(source);
      if (!loaded.ok) throw new Error(loaded.message);
      const outFile = join(dir, 'book.zip');
      await renderHtml({ source, config: loaded.config, workDir: dir, outFile, bookName: 'x' });
      const page = (await readZip(outFile)).get('ch02.html')!.toString('utf8');
      expect(page).toContain(
        '<label class="visually-hidden" for="site-search-input">ค้นหาในหนังสือเล่มนี้</label>',
      );
      expect(page).toContain('ก่อนหน้า');
      expect(page).not.toMatch(/Search this book|Previous/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a book in a language Octavo has no words in is told so once, where it declares it, with what it can do', async () => {
    const { lang, html, warnings } = await built(mdBook('ml', MALAYALAM));
    expect(lang).toBe('ml');
    expect(html).toContain('<span class="division-label">Chapter 1</span>');
    expect(warnings).toEqual([
      'book.toml: the book is in Malayalam ("ml"), its generated words in English (Octavo has none in ' +
        'Malayalam): "Chapter 1", "Figure 1-1.", "Contents", and the site\'s "Search this book" and "Previous"; ' +
        'only an AsciiDoc book can name its own (:chapter-signifier:, :appendix-caption:, :part-signifier:, ' +
        ':toc-title:, :figure-caption:, :table-caption:, :example-caption:, :note-caption:, :tip-caption:, ' +
        ':warning-caption:, :caution-caption:, :important-caption:), so they stay English',
    ]);
  });

  it('names the language of a regional tag, and says nothing of a tag for no one language', async () => {
    const regional = await built(mdBook('ml-IN', MALAYALAM));
    expect(regional.warnings[0]).toMatch(
      /^book\.toml: the book is in Malayalam \("ml-IN"\), .*none in Malayalam\)/,
    );
    expect((await built(mdBook('zxx', MALAYALAM))).warnings).toEqual([]);
  });

  it('an AsciiDoc book declaring :lang: is sent to its attributes, and one that names its words is not warned', async () => {
    const asciidoc = (attributes: string) => ({
      'platform.json': JSON.stringify({ files: ['book.adoc'] }),
      'book.adoc': `= Pustaka\n${attributes}\n\n== Bab satu\n\nTeks.\n`,
    });
    const unnamed = await built(asciidoc(':lang: ml'));
    expect(unnamed.warnings).toEqual([
      expect.stringMatching(
        /^book\.adoc: the book is in Malayalam \("ml"\), .*; name the book's own in its AsciiDoc document's attributes \(:chapter-signifier:, .*\), the site's stay English$/,
      ),
    ]);
    const named = await built(asciidoc(':lang: ml\n:chapter-signifier: അധ്യായം\n:toc-title: ഉള്ളടക്കം'));
    expect(named.html).toContain('അധ്യായം 1');
    expect(named.warnings).toEqual([]);
  });
});
