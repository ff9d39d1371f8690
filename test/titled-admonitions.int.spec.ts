import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'titled-admonitions');

/**
 * A titled admonition (AsciiDoc `.Vorsicht, heiß` over `[WARNING]`, an HTMLBook `<div data-type="note"><h1>…`)
 * printed only its title: the reader no longer saw that it was a warning. Every format now prints the kind's word,
 * in the book's language (German here), before the title, once, as text a screen reader reads; ids and
 * cross-references keep the author's title alone.
 */
describe('a titled admonition keeps its kind visible', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/titled-admonitions', 'octavo-titled-admonitions-');

  const titled = [
    ['brennen', '<span class="admonition-kind">Warnung: </span>Vorsicht, heiß</h2>'],
    ['glasur', '<span class="admonition-kind">Hinweis: </span>Mischverhältnis</h2>'],
    ['ofen', '<span class="admonition-kind">Achtung: </span>Kabel prüfen</h2>'],
  ];

  it('HTML site: the word before the title, the heading id from the title alone', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'site.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const pages = ['ch01.html', 'ch02.html', 'ch03.html'].map((name) => site.get(name)!.toString('utf8'));
    for (const [i, [, heading]] of titled.entries()) expect(pages[i]).toContain(heading);
    expect(pages[0]).toContain('id="vorsicht-hei"');
    expect(pages[0]).toContain('>Tipp</h2>');
    expect(pages.join('')).not.toMatch(/Warnung: <\/span>Warnung|aria-label="(?:Warnung|Hinweis|Achtung)/);
  });

  it('EPUB: the same headings', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const xhtml = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    for (const [, heading] of titled) expect(xhtml).toContain(heading);
  });

  it('PDF: the printed heading reads "Warnung: Vorsicht, heiß"', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('WARNUNG: VORSICHT, HEISS');
    expect(text).toContain('HINWEIS: MISCHVERHÄLTNIS');
    expect(text).toContain('ACHTUNG: KABEL PRÜFEN');
    expect(text).toMatch(/^TIPP$/m);
  });
});
