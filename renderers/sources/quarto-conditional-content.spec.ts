import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskRenderCache } from '../cache/disk-render-cache';
import { emptyCacheStats } from '../cache/render-cache';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';

// guide-R's choix-modele.qmd prints a ten-page table for its web site only and a note for its PDF only.
const page = [
  '# Choisir un modèle',
  '',
  '::: {.content-visible when-format="html"}',
  'Seulement en HTML.',
  ':::',
  '',
  '::: {.content-hidden unless-format="pdf"}',
  'Seulement en PDF.',
  ':::',
  '',
  '::: {.content-visible when-format="epub"}',
  'Seulement en EPUB.',
  ':::',
  '',
  'Texte [pour le web.]{.content-visible when-format="html:js"}[ *pour* le papier.]{.content-visible when-format="latex"} Fin.',
  '',
  '```{.r .content-hidden when-format="pdf"}',
  'hors_pdf()',
  '```',
].join('\n');

const build = (format: 'pdf' | 'epub' | 'mobi' | 'html', cache?: DiskRenderCache) =>
  buildBookModel(
    memorySource({ 'choix.qmd': page }),
    { files: ['choix.qmd'], formats: {} },
    { bookName: 'ann/book', format, ...(cache ? { cache: { cache, stats: emptyCacheStats() } } : {}) },
  );

/** The chapter's text as a reader of the format gets it. */
const printed = async (format: 'pdf' | 'epub' | 'mobi' | 'html', cache?: DiskRenderCache) =>
  (await build(format, cache)).divisions[0]!.html.replace(/<[^>]+>/g, '').replace(/ +/g, ' ');

describe("Quarto's conditional content (.content-visible, .content-hidden)", () => {
  it('prints in the web site what Quarto prints for html', async () => {
    const text = await printed('html');
    expect(text).toContain('Seulement en HTML.');
    expect(text).toContain('pour le web.');
    expect(text).toContain('hors_pdf()');
    expect(text).not.toMatch(/Seulement en PDF|Seulement en EPUB|papier/);
  });

  it('prints in the PDF what Quarto prints for pdf (latex its alias)', async () => {
    const text = await printed('pdf');
    expect(text).toContain('Seulement en PDF.');
    expect(text).toContain('Texte pour le papier. Fin.');
    expect(text).not.toMatch(/Seulement en HTML|Seulement en EPUB|pour le web|hors_pdf/);
  });

  it.each(['epub', 'mobi'] as const)(
    'prints in the %s what Quarto prints for epub, which its html alias covers (html:js does not)',
    async (format) => {
      const text = await printed(format);
      expect(text).toContain('Seulement en HTML.');
      expect(text).toContain('Seulement en EPUB.');
      expect(text).toContain('Texte Fin.');
      expect(text).toContain('hors_pdf()');
      expect(text).not.toContain('Seulement en PDF');
    },
  );

  it('reads the page for each format when its conversion is cached', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-conditional-'));
    const cache = new DiskRenderCache(dir, 1024 * 1024);
    expect(await printed('html', cache)).toContain('Seulement en HTML.');
    const pdf = await printed('pdf', cache);
    expect(pdf).toContain('Seulement en PDF.');
    expect(pdf).not.toContain('Seulement en HTML.');
    await rm(dir, { recursive: true, force: true });
  });
});
