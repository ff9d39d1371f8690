import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPrintOnlyFigure } from './print-only-drawing';

const FIGURES = join(__dirname, '..', '..', 'test', 'fixtures', 'books', 'print-only-figures', 'chapters');

describe('drawPrintOnlyFigure', () => {
  it('draws a PDF figure as PNG at the width its page gives it, once for the same bytes', async () => {
    const pdf = readFileSync(join(FIGURES, 'stack.pdf'));
    const first = await drawPrintOnlyFigure('figs/stack.pdf', pdf);
    // Each format's render of a book asks again, with the bytes read anew: one drawing serves them all.
    const again = await drawPrintOnlyFigure('other/stack.pdf', Buffer.from(pdf));
    if (!first.ok || !again.ok) throw new Error('not drawn');
    expect(first.width).toBe(288);
    expect(first.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(again.png.equals(first.png)).toBe(true);
  });

  it('says why a picture is not drawn', async () => {
    expect(await drawPrintOnlyFigure('scan.tiff', Buffer.from('II*\0'))).toEqual({
      ok: false,
      reason: 'Octavo has no converter for TIFF pictures',
    });
    expect(
      await drawPrintOnlyFigure('wiring.eps', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\nnot postscript\n')),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Ghostscript: /),
    });
  });
});
