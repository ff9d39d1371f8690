/**
 * A CSS `unicode-range` (`U+0400-045F,U+2116`) as sorted, merged spans: `[from0, to0, from1, to1, …]`. Parsed
 * once for each range: a CJK face has about 100 slices, each with a range of a few hundred parts, and a book's
 * characters are looked up in them one by one.
 */
const spansOf = new Map<string, Uint32Array>();

export function unicodeRangeSpans(unicodeRange: string): Uint32Array {
  let spans = spansOf.get(unicodeRange);
  if (spans) return spans;
  const parts = unicodeRange
    .split(',')
    .map((part) => {
      const [from, to] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return [from!, to === undefined || Number.isNaN(to) ? from! : to] as const;
    })
    .filter(([from, to]) => !Number.isNaN(from) && to >= from)
    .sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [from, to] of parts) {
    const last = merged.length - 1;
    if (merged.length > 0 && from <= merged[last]! + 1) merged[last] = Math.max(merged[last]!, to);
    else merged.push(from, to);
  }
  spans = Uint32Array.from(merged);
  spansOf.set(unicodeRange, spans);
  return spans;
}

/** Whether `point` is in the range (a binary search of its spans). */
export function inUnicodeRange(unicodeRange: string, point: number): boolean {
  const spans = unicodeRangeSpans(unicodeRange);
  let low = 0;
  let high = spans.length / 2 - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (point < spans[mid * 2]!) high = mid - 1;
    else if (point > spans[mid * 2 + 1]!) low = mid + 1;
    else return true;
  }
  return false;
}

/** Whether any of `points` falls in the range. */
export function rangeCovers(unicodeRange: string, points: Iterable<number>): boolean {
  const spans = unicodeRangeSpans(unicodeRange);
  if (spans.length === 0) return false;
  const first = spans[0]!;
  const last = spans[spans.length - 1]!;
  for (const point of points) {
    if (point >= first && point <= last && inUnicodeRange(unicodeRange, point)) return true;
  }
  return false;
}
