import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asEncapsulated, drawPrintOnlyFigure } from './print-only-drawing';

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

  it('crops PostScript that gives its bounding box to it, though its first line does not say EPSF', async () => {
    const box = (header: string) =>
      Buffer.from(
        `${header}\n%%Creator: dot version 1.8.5\n%%BoundingBox: 35 35 163 177\n%%EndComments\n` +
          'newpath 40 40 moveto 150 170 lineto stroke\nshowpage\n',
      );
    expect(asEncapsulated(box('%!PS-Adobe-2.0')).toString().split('\n')[0]).toBe('%!PS-Adobe-2.0 EPSF-3.0');
    expect(asEncapsulated(box('%!PS-Adobe-3.0 EPSF-3.0')).equals(box('%!PS-Adobe-3.0 EPSF-3.0'))).toBe(true);
    const page = Buffer.from('%!PS-Adobe-2.0\n%%EndComments\n%%BoundingBox: 0 0 10 10\nshowpage\n');
    expect(asEncapsulated(page).equals(page)).toBe(true);
    const drawn = await drawPrintOnlyFigure('basics/example-dir1.eps', box('%!PS-Adobe-2.0'));
    if (!drawn.ok) throw new Error(drawn.reason);
    // 128 points wide, the box's width (96 CSS pixels an inch), not a page's 595.
    expect(drawn.width).toBe(Math.round((128 * 96) / 72));
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
