import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { tool } from './support/render-tools';

describe('a display formula wider than the PDF text column', () => {
  it('is printed smaller to fit the column, not clipped at its right edge; a narrow one keeps its size', async () => {
    // Words of letters: pdftotext reads a formula's digits apart from its letters.
    const terms = Array.from({ length: 24 }, (_, i) => `\\mathrm{term${String.fromCharCode(97 + i)}}`);
    const source = memorySource({
      'ch.md': `# Wide\n\n${'Words fill the column from edge to edge. '.repeat(12)}\n\nA long sum:\n\n$$\n${terms.join(' + ')}\n$$\n\nA short one:\n\n$$\n\\mathrm{shorta} + \\mathrm{shortb}\n$$\n`,
    });
    const dir = await mkdtemp(join(tmpdir(), 'octavo-wide-formulas-'));
    try {
      const outFile = join(dir, 'book.pdf');
      await renderPdf({
        source,
        config: { files: ['ch.md'], formats: {} },
        workDir: dir,
        outFile,
        bookName: 'a/b',
      });
      const words = (await tool('pdftotext', ['-bbox', outFile, '-'])).stdout;
      const word = (text: string) =>
        new RegExp(
          `<word xMin="([\\d.]+)" yMin="[\\d.]+" xMax="([\\d.]+)" yMax="([\\d.]+)">${text}</word>`,
        ).exec(words);
      // The column's right edge: where the justified lines of the paragraph end.
      const column = Math.max(
        ...[...words.matchAll(/xMax="([\d.]+)"[^>]*>edge<\/word>/g)].map((m) => Number(m[1])),
      );
      const last = word('termx');
      expect(last).not.toBeNull();
      expect(Number(last![2])).toBeLessThanOrEqual(column + 1);
      // The short formula is printed at the size of the text, taller than the shrunk sum.
      const height = (found: RegExpExecArray) =>
        Number(found[3]) - Number(/yMin="([\d.]+)"/.exec(found[0])![1]);
      expect(height(word('shortb')!)).toBeGreaterThan(height(word('terma')!) * 1.1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
