import { inUnicodeRange, rangeCovers, unicodeRangeSpans } from './unicode-range';

describe('unicode-range', () => {
  it('reads a CSS unicode-range as sorted, merged spans, whatever its case and order', () => {
    expect([...unicodeRangeSpans('U+2116, u+0400-045f,U+0460-0461,U+1f300')]).toEqual([
      0x400, 0x461, 0x2116, 0x2116, 0x1f300, 0x1f300,
    ]);
  });

  it('says whether a character, or any of several, is in the range', () => {
    const range = 'U+4e00-4e0f,U+4f73,U+97f3,U+ac00-d7a3';
    expect([0x4e00, 0x4e0f, 0x4f73, 0x97f3, 0xac00, 0xd7a3].every((p) => inUnicodeRange(range, p))).toBe(
      true,
    );
    expect([0x4dff, 0x4e10, 0x4f72, 0x97f4, 0x41].some((p) => inUnicodeRange(range, p))).toBe(false);
    expect(rangeCovers(range, new Set([0x41, 0x97f3]))).toBe(true);
    expect(rangeCovers(range, [0x41, 0x1e900])).toBe(false);
    expect(rangeCovers('', [0x41])).toBe(false);
  });
});
