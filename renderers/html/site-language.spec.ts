import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHtml } from './render-html';
import { memorySource } from '../test-support/memory-source';
import { readZip } from '../test-support/read-zip';

/**
 * The audit of a Chinese book (build-web-application-with-golang) found the site's own words in English
 * whatever the book's language: the skip link, the contents, the search field, Previous/Next. They follow
 * `lang` now; an English book's site is as it was.
 */
const CHAPTER_ONE = '# 一\n\n文字。[^1]\n\n[^1]: 脚注。\n';
const CHAPTER_TWO = '# 二\n\n更多文字。\n';

async function site(lang: string | undefined, consolidated = false) {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-site-language-'));
  try {
    const outFile = join(dir, 'book.zip');
    await renderHtml({
      source: memorySource({ 'one.md': CHAPTER_ONE, 'two.md': CHAPTER_TWO }),
      config: {
        title: 'Book',
        ...(lang ? { lang } : {}),
        files: ['one.md', 'two.md'],
        formats: { html: { consolidated } },
      },
      workDir: dir,
      outFile,
      bookName: 'ann/book',
    });
    const entries = await readZip(outFile);
    return (name: string) => entries.get(name)!.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const chapterFile = (index: string) => /<a rel="next" href="([^"]+)"/.exec(index)![1]!;

describe('the site speaks the book’s language', () => {
  it('zh: skip link, contents, search field, page navigation and notes in Chinese', async () => {
    const file = await site('zh');
    const index = file('index.html');
    const first = chapterFile(index);
    const page = file(first);
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('<a class="skip-link" href="#content">跳到正文</a>');
    expect(page).toContain('<summary>目录</summary>\n<nav aria-label="本书目录">');
    expect(page).toContain('<label class="visually-hidden" for="site-search-input">搜索本书</label>');
    expect(page).toContain('placeholder="搜索本书"');
    expect(page).toContain('<nav class="page-nav page-nav-top" aria-label="翻页">');
    expect(page).toContain('<nav class="page-nav page-nav-bottom" aria-label="翻页（页末）">');
    expect(page).toContain('<span class="page-nav-direction">上一页</span> 目录</a>');
    expect(page).toContain('<span class="contents"><a href="index.html">目录</a></span>');
    expect(page).toContain('<span class="page-nav-direction">下一页</span> ');
    expect(page).toContain('<h2 id="');
    expect(page).toMatch(/class="footnotes-title">注释<\/h2>/);
    expect(page).toContain('role="doc-backlink">返回正文</a>');
    expect(index).toContain('<span class="page-nav-direction">下一页</span>');
    const chrome = page.replace(/<main id="content">[\s\S]*<\/main>/, '');
    expect(chrome).not.toMatch(/Skip to|Contents|Search this|Previous|Next|"Pages/);
  });

  it('zh: the search script’s messages are in Chinese', async () => {
    const script = (await site('zh'))('site/site.js');
    const escaped = (words: string) =>
      [...words].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    expect(script).toContain(
      `status.textContent = found.length ? found.length + ' ${escaped('个结果')}' : '${escaped('无结果')}';`,
    );
    expect(script).toContain(`paragraph('${escaped('未找到与“')}' + query + '${escaped('”相关的结果。')}')`);
    expect(script).toContain(`paragraph('${escaped('此处无法使用搜索。')}')`);
    expect(script).toContain(`link.textContent = '${escaped('转到注释')}';`);
    expect(script).toContain(`target.setAttribute('aria-label', '${escaped('注释')} ' + (note.parentElement`);
    expect(script).not.toMatch(/' results?'|No results|Nothing found|not available|Go to the note|'Note '/);
    expect(() => new Function(script)).not.toThrow();
  });

  it('de: Zurück, Weiter, Inhalt, In diesem Buch suchen; Traditional Chinese its own characters', async () => {
    const page = (await site('de', true))('index.html');
    expect(page).toContain('<a class="skip-link" href="#content">Zum Text springen</a>');
    expect(page).toContain('<summary>Inhalt</summary>');
    expect(page).toContain('placeholder="In diesem Buch suchen"');
    const de = await site('de');
    const chapter = de(chapterFile(de('index.html')));
    expect(chapter).toContain('<span class="page-nav-direction">Zurück</span> Inhalt</a>');
    expect(chapter).toContain('<span class="page-nav-direction">Weiter</span> ');
    expect(chapter).toContain('class="footnotes-title">Anmerkungen</h2>');
    expect(de('site/site.js')).toContain("found.length + ' Treffer'");
    const hant = await site('zh-TW');
    expect(hant('index.html')).toContain('placeholder="搜尋本書"');
    expect(hant(chapterFile(hant('index.html')))).toContain(
      '<span class="page-nav-direction">上一頁</span> 目錄</a>',
    );
  });

  it('a book written in Chinese that declares no language is a Chinese book: its site speaks Chinese', async () => {
    const page = (await site(undefined))('ch01.html');
    expect(page).toContain('<html lang="zh-Hans">');
    expect(page).toContain('<a class="skip-link" href="#content">跳到正文</a>');
  });

  it('en, and a language Octavo has no words for, keep the English chrome', async () => {
    for (const lang of ['en', 'sv']) {
      const file = await site(lang);
      const page = file(chapterFile(file('index.html')));
      expect(page).toContain('<a class="skip-link" href="#content">Skip to the text</a>');
      expect(page).toContain('<summary>Contents</summary>\n<nav aria-label="Book contents">');
      expect(page).toContain(
        '<label class="visually-hidden" for="site-search-input">Search this book</label>',
      );
      expect(page).toContain('<nav class="page-nav page-nav-top" aria-label="Pages">');
      expect(page).toContain('aria-label="Pages, at the end"');
      expect(page).toContain('<span class="page-nav-direction">Previous</span> Contents</a>');
      expect(page).toContain('<span class="page-nav-direction">Next</span> ');
      expect(page).toContain('class="footnotes-title">Notes</h2>');
      expect(page).toContain('role="doc-backlink">Back to text</a>');
      const script = file('site/site.js');
      expect(script).toContain(
        "status.textContent = found.length ? found.length + (found.length === 1 ? ' result' : ' results') : 'No results';",
      );
      expect(script).toContain("paragraph('Nothing found for \\u201c' + query + '\\u201d.')");
    }
  });
});
