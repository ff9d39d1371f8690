import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageLabels, printPagesOfPdf } from '../renderers/pdf/print-edition-pages';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A Persian book printed its folios, chapter, table and note numbers, and its contents' and index's page
 * references in 0–9, where Persian books (and LaTeX's xepersian, Chromium's `persian` counter style) print ۰–۹.
 * Every number Octavo generates is now in the book's digits; the numbers its author typed stay as typed.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'native-digits');

// pdftotext splits Arabic-script words at joins and wraps runs in bidi marks: neither is compared.
const bare = (text: string) => text.replace(/[\s\u200c\u200e\u200f\u202a-\u202e]/g, '');

describe('A Persian book’s generated numbers are written in Persian digits', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bagh', 'octavo-native-digits-');

  it('PDF: folios, labels, notes, contents and index in ۰–۹; the typed 1402 and ۱۴۰۳ as typed', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const raw = (await tool('pdftotext', [outFile, '-'])).stdout;
    const text = bare(raw);
    expect(text).toContain(bare('فصل ۱'));
    expect(text).toContain(bare('فصل ۲'));
    // pdftotext writes a right-to-left line's runs in visual order: "جدول ۲-۱." may come out as "جدول.۱-۲".
    expect(text).toMatch(/جدول\.?(۲-۱|۱-۲)/);
    expect(text).toContain('1402');
    expect(text).toContain('۱۴۰۳');
    // The only 0–9 in the whole book are the ones its author typed.
    expect(raw.replace('1402', '')).not.toMatch(/[0-9]/);
    // Each body page's folio: chapter 1 opens on page ۱, so the contents and the index cite ۱ and ۲ or later.
    const pages = raw.split('\f');
    const body = pages.filter((page) => bare(page).includes(bare('کاشتن بذر')) && /[۱-۹]/.test(page));
    expect(body.length).toBeGreaterThan(0);
    expect(raw).toMatch(/[۰-۹]/);
    const contents = pages.find((page) => bare(page).includes(bare('فهرست مطالب')))!;
    expect(contents).toMatch(/۱/);
    const index = pages.filter((page) => page.trim()).at(-1)!;
    expect(bare(index)).toMatch(/بذر[،,]?۱/);
    // The page labels a viewer shows and "go to page" reads (and the EPUB's page list is made from) are the folios.
    const bytes = await readFile(outFile);
    const labels = pageLabels(await PDFDocument.load(bytes, { updateMetadata: false }));
    const folios = labels.filter((label) => /[۰-۹]/.test(label));
    expect(folios.length).toBeGreaterThan(1);
    expect(folios.slice(0, 2)).toEqual(['۱', '۲']);
    expect(labels.join(' ')).not.toMatch(/[0-9]/);
    const printPages = await printPagesOfPdf(bytes);
    expect([...printPages.pages.values()].every((label) => !/[0-9]/.test(String(label)))).toBe(true);
  });

  it('EPUB: chapter and table labels and note numbers in ۰–۹, lists numbered in Persian', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const files = [...zip.keys()];
    const chapter2 = zip
      .get(files.find((f) => /abyari|ch02/.test(f) && f.endsWith('.xhtml'))!)!
      .toString('utf8');
    expect(chapter2).toContain('جدول ۲-۱');
    expect(chapter2).toMatch(/class="footnote-ref"[^>]*>۱</);
    const chapter1 = zip
      .get(files.find((f) => /kashtan|ch01/.test(f) && f.endsWith('.xhtml'))!)!
      .toString('utf8');
    expect(chapter1).toContain('1402');
    expect(zip.get('OEBPS/style.css')!.toString('utf8')).toContain(
      '@layer native-digits { ol:not([type]) { list-style-type: persian; } }',
    );
  });

  it('HTML: the same, and the contents’ chapter numbers', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.entries()].filter(([name]) => name.endsWith('.html'));
    const all = pages.map(([, data]) => data.toString('utf8')).join('\n');
    expect(all).toContain('جدول ۲-۱');
    expect(all).toMatch(/class="footnote-ref"[^>]*>۱</);
    expect(all).not.toMatch(/class="footnote-ref"[^>]*>1</);
    expect(all).toContain('1402');
  });
});

describe('An Arabic book’s generated numbers are written in Arabic-Indic digits', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bagh', 'octavo-native-digits-ar-');

  it('PDF: ١٢٣, not ۱۲۳ or 123', async () => {
    const { outFile } = await book.render(
      (req) => renderPdf({ ...req, config: { ...req.config, lang: 'ar' } }),
      'book.pdf',
    );
    const raw = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(bare(raw)).toContain(bare('الفصل ١'));
    expect(bare(raw)).toMatch(/الجدول\.?(٢-١|١-٢)/);
    expect(raw.replace('1402', '')).not.toMatch(/[0-9]/);
  });
});
