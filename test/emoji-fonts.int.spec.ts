import { renderEpub, renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageWith, renderBookPdf } from './support/pdf-book';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * Emoji in a book's text (a course's 🦀 and ❌, a flag, a keycap), which no font Octavo shipped had: each was drawn
 * with a font of the server, or as an empty box, with a warning. They now come from Noto Emoji's outlines, the last
 * of the fallbacks, shipped only when the text has one.
 */
const FILES = {
  'platform.json': JSON.stringify({ title: 'Crabs', files: ['crabs.md'] }),
  'crabs.md':
    '# Crabs\n\nRust’s mascot is 🦀; unsafe code is ❌, a release is 🎉, France is 🇫🇷, one is 1️⃣.\n',
};

describe('emoji in a book’s text', () => {
  const book = fixtureSuite(memorySource(FILES), 'ann/crabs', 'octavo-emoji-');

  it('HTML and EPUB ship the emoji font’s slices the text uses, with no warning', async () => {
    const html = await book.render(renderHtml, 'book.zip');
    expect(html.warnings).toEqual([]);
    const site = await readZip(html.outFile);
    const slices = [...site.keys()].filter((name) => /^fonts\/noto-emoji-\d+-400-normal\.woff2$/.test(name));
    expect(slices.length).toBeGreaterThan(0);
    // The whole font is eleven slices; a few emoji need a few of them.
    expect(slices.length).toBeLessThan(11);
    expect(site.get('style.css')!.toString()).toMatch(/font-family: "Octavo Emoji"/);
    const epub = await book.render(renderEpub, 'book.epub');
    expect(epub.warnings).toEqual([]);
    const opf = (await readZip(epub.outFile)).get('OEBPS/content.opf')!.toString();
    expect(opf).toMatch(/href="fonts\/noto-emoji-\d+-400-normal\.woff2"/);
  });

  it('PDF embeds the emoji font and keeps the emoji as text', async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Crabs', files: ['crabs.md'] });
    expect(pdf.warnings).toEqual([]);
    const fonts = (await tool('pdffonts', [pdf.file])).stdout;
    expect(fonts).toMatch(/NotoEmoji\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(pdf.pages[pageWith(pdf.pages, 'mascot')]).toContain('🦀');
  }, 120_000);
});
