import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageWith, renderBookPdf } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * An edited volume: each chapter names its own authors (front matter `author:` beside its `title:`), printed under
 * its title. The contents named nobody, where such books print each chapter's authors under its entry.
 */
const FILES = {
  'platform.json': JSON.stringify({ title: 'Pottery Papers', files: ['kilns.md', 'glazes.md'] }),
  'kilns.md': 'title: Kilns\nauthor: Ann Smith\n\n## Firing\n\nHot.\n',
  'glazes.md': '---\ntitle: Glazes\nauthor: [Bo Lee, Cy Park]\n---\n\n## Mixing\n\nWet.\n',
};

describe('the contents of an edited volume', () => {
  const book = fixtureSuite(memorySource(FILES), 'ann/papers', 'octavo-edited-volume-');

  it('HTML: each chapter’s authors under its entry on the contents page', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const contents = plainText((await readZip(outFile)).get('index.html')!.toString('utf8'));
    expect(contents).toContain('1. Kilns Ann Smith Firing 2. Glazes Bo Lee, Cy Park Mixing');
  });

  it('PDF: each chapter’s authors on the line under its entry', async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Pottery Papers', files: ['kilns.md', 'glazes.md'] });
    const contents = pdf.pages[pageWith(pdf.pages, 'Contents')]!;
    const lines = contents
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const kilns = lines.findIndex((line) => line.startsWith('Chapter 1. Kilns'));
    expect(lines[kilns + 1]).toBe('Ann Smith');
    const glazes = lines.findIndex((line) => line.startsWith('Chapter 2. Glazes'));
    expect(lines[glazes + 1]).toBe('Bo Lee, Cy Park');
  }, 120_000);
});
