/** Levenshtein distance between two strings: insertions, deletions and substitutions, one each. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The one candidate within two edits of `written` (and at most a third of its length, so short names do not
 * match everything), compared without case; undefined when none is, or when two are equally close.
 */
export function closestName(written: string, candidates: Iterable<string>): string | undefined {
  const closest = closestNames(written, candidates, 2);
  return closest.length === 1 ? closest[0] : undefined;
}

/** Every candidate as close to `written` as the closest (by closestName's measure), up to `most` of them. */
export function closestNames(written: string, candidates: Iterable<string>, most: number): string[] {
  const limit = Math.min(2, Math.floor(written.length / 3));
  if (limit === 0) return [];
  const lowered = written.toLowerCase();
  let best: string[] = [];
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - written.length) > limit || candidate === written) continue;
    const distance = editDistance(lowered, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance) best.push(candidate);
  }
  return best.slice(0, most);
}
