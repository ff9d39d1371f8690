import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { chromiumPath } from '../renderers/tool-paths';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book in Persian (heroku/12factor's `fa` locale shape): its pages were set left to right, so every line's full
 * stop stood at its left end, bullets on the wrong side, and an EPUB reader turned its pages the wrong way. The
 * pages now say `dir="rtl"`, the EPUB's spine progresses right to left, and code stays left to right.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'right-to-left-book');

describe('A book in a right-to-left language reads right to left', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/chai', 'octavo-right-to-left-');

  it('HTML: every page is right to left, its listings left to right', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(zip.get(page)!.toString('utf8')).toContain('<html lang="fa" dir="rtl">');
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(/<pre dir="ltr"[^>]*><code[^>]*>boil --minutes 4/);
  });

  it('EPUB: pages right to left, and the spine turns them that way', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.xhtml'));
    for (const page of pages)
      expect(zip.get(page)!.toString('utf8')).toMatch(/<html [^>]*lang="fa" dir="rtl">/);
    expect(zip.get('OEBPS/ch01.xhtml')!.toString('utf8')).toMatch(/<pre dir="ltr"/);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain(
      '<spine toc="ncx" page-progression-direction="rtl">',
    );
  });

  // Persian was drawn with the server's DejaVu (and warned of): no font Octavo shipped had Arabic letters.
  it('PDF: Persian in Noto Naskh Arabic (text) and Noto Sans Arabic (headings), Hebrew in Noto Sans Hebrew', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const fonts = (await tool('pdffonts', [outFile])).stdout.trim().split('\n').slice(2);
    const names = fonts.map((row) => row.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
    // Each named as its variable font's default instance is (NotoSansHebrewThin-Regular, like SourceSans3ExtraLight).
    for (const family of [
      /^NotoNaskhArabic-Regular$/,
      /^NotoSansArabic-Bold$/,
      /^NotoSansHebrew\S*-Regular$/,
    ])
      expect(names.filter((name) => family.test(name))).not.toEqual([]);
    // No server font (DejaVu) for anything.
    expect(
      names.filter(
        (name) =>
          !/^(NotoNaskhArabic|NotoSansArabic|NotoSansHebrew|SourceSerif4|SourceSans3|JetBrainsMono)/.test(
            name,
          ),
      ),
    ).toEqual([]);
    // The text is extractable; pdftotext splits Arabic-script words at joins and wraps runs in bidi marks, so spaces
    // and those marks are not compared.
    const bare = (text: string) => text.replace(/[\s\u200c\u202a-\u202e]/g, '');
    const text = bare((await tool('pdftotext', [outFile, '-'])).stdout);
    expect(text).toContain(bare('دم کردن چای'));
    expect(text).toContain('תה');
  });

  it('EPUB and HTML: the Arabic and Hebrew files are shipped once each, in the text families; epubcheck passes', async () => {
    const epub = await readZip(join(book.dir(), 'book.epub'));
    const fonts = [...epub.keys()].filter((name) => /noto-(naskh|sans)-(arabic|hebrew)/.test(name)).sort();
    expect(fonts).toEqual([
      'OEBPS/fonts/noto-naskh-arabic-arabic-400-normal.woff2',
      'OEBPS/fonts/noto-naskh-arabic-arabic-700-normal.woff2',
      'OEBPS/fonts/noto-sans-arabic-arabic-400-normal.woff2',
      'OEBPS/fonts/noto-sans-arabic-arabic-600-normal.woff2',
      'OEBPS/fonts/noto-sans-arabic-arabic-700-normal.woff2',
      'OEBPS/fonts/noto-sans-hebrew-hebrew-400-normal.woff2',
      'OEBPS/fonts/noto-sans-hebrew-hebrew-600-normal.woff2',
      'OEBPS/fonts/noto-sans-hebrew-hebrew-700-normal.woff2',
    ]);
    const css = epub.get('OEBPS/style.css')!.toString('utf8');
    expect(css).toMatch(
      /font-family: "Octavo Serif"; font-weight: 400; font-style: italic; src: url\("fonts\/noto-naskh-arabic-arabic-400-normal\.woff2"\) format\("woff2"\); unicode-range: U\+0600-06FF/,
    );
    expect(css).toMatch(/font-family: "Octavo Sans"; [^}]*noto-sans-hebrew-hebrew-400-normal/);
    const check = await epubcheck(join(book.dir(), 'book.epub'));
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
    const site = await readZip(join(book.dir(), 'book.zip'));
    expect([...site.keys()].filter((name) => /noto-(naskh|sans)-(arabic|hebrew)/.test(name)).sort()).toEqual(
      fonts.map((name) => name.replace(/^OEBPS\//, '')),
    );
  });

  // The landmarks, the site's skip link and navigation were in English in a Persian book.
  it('EPUB landmarks and the site chrome are in Persian', async () => {
    const epub = await readZip(join(book.dir(), 'book.epub'));
    const nav = epub.get('OEBPS/nav.xhtml')!.toString('utf8');
    expect(nav).toMatch(/epub:type="landmarks"[^>]*><h2>راهنما<\/h2>/);
    expect(nav).toContain('<a epub:type="bodymatter" href="ch01.xhtml">آغاز متن</a>');
    const page = (await readZip(join(book.dir(), 'book.zip'))).get('ch01.html')!.toString('utf8');
    expect(page).toContain('class="skip-link" href="#content">پرش به متن<');
    expect(page).toContain('aria-label="فهرست کتاب"');
    expect(page).not.toMatch(/Skip to the text|Book contents|Search this book/);
  });

  /**
   * The themes named sides for left-to-right books: a Persian book's table cells began at their left, the rule of
   * its quotations stood at their left, a nested list was indented from the left, the site's "previous" arrow
   * pointed left from the right-hand side. Each page is laid out by Chromium and asked where things went.
   */
  it('EPUB and HTML: cells, lists, quotations and the site’s arrows are mirrored', async () => {
    const unpack = async (zip: Map<string, Buffer>, into: string) => {
      for (const [name, data] of zip) {
        await mkdir(dirname(join(into, name)), { recursive: true });
        await writeFile(join(into, name), data);
      }
    };
    const epubDir = join(book.dir(), 'epub-files');
    const siteDir = join(book.dir(), 'site-files');
    await unpack(await readZip(join(book.dir(), 'book.epub')), epubDir);
    await unpack(await readZip(join(book.dir(), 'book.zip')), siteDir);
    const browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      const measure = async (file: string) => {
        await page.goto(pathToFileURL(file).href);
        return page.evaluate(() => {
          const style = (selector: string, pseudo?: string) =>
            getComputedStyle(document.querySelector(selector)!, pseudo);
          const nested = document.querySelector('ol ul')!;
          const item = nested.closest('li')!;
          return {
            cell: style('td').textAlign,
            // The nested list's right edge is drawn in from its item's: indented from the right.
            nestedIndent: Math.round(
              item.getBoundingClientRect().right - nested.querySelector('li')!.getBoundingClientRect().right,
            ),
            quoteRule: [style('blockquote').borderRightWidth, style('blockquote').borderLeftWidth],
            prevArrow: document.querySelector('.page-nav .prev')
              ? style('.page-nav .prev .page-nav-direction', '::before').transform
              : undefined,
          };
        });
      };
      const epub = await measure(join(epubDir, 'OEBPS', 'ch02.xhtml'));
      expect(epub.cell).toBe('right');
      expect(epub.nestedIndent).toBeGreaterThan(10);
      const site = await measure(join(siteDir, 'ch02.html'));
      expect(site.cell).toBe('right');
      expect(site.nestedIndent).toBeGreaterThan(10);
      expect(site.quoteRule).toEqual(['3px', '0px']);
      // rotate(-135deg): the arrow of "previous", on the right, points right.
      expect(site.prevArrow).toMatch(/^matrix\(-0\.707\d*, -0\.707\d*, 0\.707\d*, -0\.707\d*, 0, 0\)$/);
    } finally {
      await browser.close();
    }
  });
});
