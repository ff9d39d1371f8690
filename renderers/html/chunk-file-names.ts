import { Division } from '../model/book-model';

const PREFIXES: Partial<Record<Division['kind'], string>> = {
  chapter: 'ch',
  appendix: 'app',
  part: 'part',
};
/** Atlas names: ch01.html, app01.html, part01.html, ix.html, preface.html … */
const FIXED_NAMES: Partial<Record<Division['kind'], string>> = { index: 'ix' };
const RESERVED = new Set(['index', 'style']);

/** Stable, readable page names for each division (by id). */
export function chunkFileNames(divisions: Division[]): Map<string, string> {
  const counters = new Map<string, number>();
  const used = new Set<string>();
  const names = new Map<string, string>();
  for (const division of divisions) {
    const prefix = PREFIXES[division.kind];
    let stem: string;
    if (prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      stem = `${prefix}${String(n).padStart(2, '0')}`;
    } else {
      stem = FIXED_NAMES[division.kind] ?? division.kind;
    }
    let name = stem;
    for (let n = 2; used.has(name) || RESERVED.has(name); n++) name = `${stem}${String(n).padStart(2, '0')}`;
    used.add(name);
    names.set(division.id, `${name}.html`);
  }
  return names;
}
