import { fontFaceCss, loadBookFonts, rangeCovers } from './fonts';

describe('loadBookFonts', () => {
  it('ships every subset the book’s text needs (Cyrillic, Greek …) and Latin always, with unicode-range', async () => {
    const latinOnly = await loadBookFonts({ usedText: 'Plain English text.' });
    expect(latinOnly.every((face) => face.file.includes('-latin-'))).toBe(true);
    const russian = await loadBookFonts({ usedText: 'Структура транзакции' });
    const files = russian.map((f) => f.file);
    expect(files).toContain('fonts/source-serif-4-cyrillic-400-normal.woff2');
    expect(files).toContain('fonts/jetbrains-mono-cyrillic-400-normal.woff2');
    expect(files.some((f) => f.includes('-greek-'))).toBe(false);
    const css = fontFaceCss(russian);
    expect(css).toMatch(
      /source-serif-4-cyrillic-400-normal\.woff2"\) format\("woff2"\); unicode-range: U\+0301,U\+0400-045F/,
    );
    const all = await loadBookFonts();
    expect(all.length).toBeGreaterThan(russian.length);
  });

  it('ships the math font only for books with math', async () => {
    expect((await loadBookFonts({ usedText: 'x' })).some((f) => f.family === 'Octavo Math')).toBe(false);
    expect((await loadBookFonts({ math: true, usedText: 'x' })).some((f) => f.family === 'Octavo Math')).toBe(
      true,
    );
  });

  it('reads CSS unicode ranges', () => {
    expect(rangeCovers('U+0400-045F,U+2116', new Set([0x2116]))).toBe(true);
    expect(rangeCovers('U+0400-045F,U+2116', new Set([0x41]))).toBe(false);
  });
});
