import { withPathData } from './svg-empty-paths';

describe("an SVG's paths in the EPUB", () => {
  it('each get a d attribute, empty where the file had none (Matplotlib’s space glyph), and nothing else changes', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg"><defs>',
      '<path id="DejaVuSans-20" transform="scale(0.015625)"/>',
      '<path\n  id="DejaVuSans-78" d="M 3513 3500 z" transform="scale(0.015625)"/>',
      '<path id="open"></path><pathway/>',
      '</defs></svg>',
    ].join('\n');
    expect(withPathData(Buffer.from(svg)).toString()).toBe(
      svg
        .replace('<path id="DejaVuSans-20"', '<path d="" id="DejaVuSans-20"')
        .replace('<path id="open">', '<path d="" id="open">'),
    );
    const clean = Buffer.from('<svg><path d="M0 0"/></svg>');
    expect(withPathData(clean)).toBe(clean);
  });
});
