import { readCodeCell } from './code-cell-options';
import { kableCaption, unrunTableOf } from './unrun-tables';

describe('kableCaption', () => {
  it.each([
    ['knitr::kable(x, caption = "Cars, briefly.")', 'Cars, briefly.'],
    ["kable(x, caption = 'It\\'s short')", "It's short"],
    // Geocomputation with R: one caption over three lines of paste().
    [
      'knitr::kable(\n  x = d,\n  caption = paste(\n    "Comparison of GIS.",\n    "Hybrid means both."\n  )\n)',
      'Comparison of GIS. Hybrid means both.',
    ],
    ['kbl(x, caption = paste0("Table of ", "things"))', 'Table of things'],
  ])('reads the caption of %j', (code, caption) => {
    expect(kableCaption(code)).toBe(caption);
  });

  it('reads none from an expression, or from a comment', () => {
    expect(kableCaption('kable(x, caption = caption_of(x))')).toBeUndefined();
    expect(kableCaption('kable(x, caption = paste("n =", nrow(x)))')).toBeUndefined();
    expect(kableCaption('kable(x) # caption = "old"')).toBeUndefined();
  });
});

describe('unrunTableOf', () => {
  it("is Quarto's tbl- cell with its tbl-cap, or a bookdown kable with a caption the code says", () => {
    expect(unrunTableOf(readCodeCell('#| label: tbl-planets\n#| tbl-cap: "Planets."\nkable(p)\n'))).toEqual({
      id: 'tbl-planets',
      caption: 'Planets.',
    });
    expect(unrunTableOf(readCodeCell('kable(p, caption = "Planets.")\n', 'planets'))).toEqual({
      id: 'tab:planets',
      caption: 'Planets.',
    });
    expect(unrunTableOf(readCodeCell('#| label: tbl-planets\nkable(p)\n'))).toBeUndefined();
    expect(unrunTableOf(readCodeCell('kable(p, caption = title)\n', 'planets'))).toBeUndefined();
  });
});
