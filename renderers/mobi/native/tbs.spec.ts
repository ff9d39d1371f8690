import { NcxEntry } from './ncx-index';
import { tbsEntry } from './tbs';
import { withoutTrailingEntry } from './text-records';

/** A flat index of entries by where they start, each running to the next (the last to `end`). */
const flat = (offsets: number[], end: number): NcxEntry[] =>
  offsets.map((offset, i) => ({ offset, length: (offsets[i + 1] ?? end) - offset, label: `${i}`, depth: 0 }));

const hex = (b: Buffer) => b.toString('hex').replace(/(..)(?!$)/g, '$1 ');

describe('tbsEntry', () => {
  // Entries start at 3346, 5811, 7625, 10501 and 16337 in a text of 20000 bytes: records of 4096 bytes.
  const entries = flat([3346, 5811, 7625, 10501, 16337], 20000);
  const record = (n: number) => tbsEntry(entries, n * 4096, Math.min((n + 1) * 4096, 20000));

  it('names the one entry that starts in a record (type 2), then its size', () => {
    expect(hex(record(0))).toBe('82 80 83');
  });

  it('names the first of several entries ending, lying in and starting in a record, and their count (type 6)', () => {
    // Entry 0 ends, 1 lies wholly in it, 2 starts.
    expect(hex(record(1))).toBe('86 80 03 84');
    expect(hex(record(2))).toBe('96 80 02 84');
  });

  it('names an entry spanning the whole record (type 3)', () => {
    const long = flat([100, 20_000], 30_000);
    expect(hex(tbsEntry(long, 8192, 12288))).toBe('83 80 80 84');
  });

  it('names the one entry ending in the last record (type 2); a number over 15 takes two bytes', () => {
    const many = flat(
      Array.from({ length: 18 }, (_, i) => 100 + i * 1000),
      20_000,
    );
    expect(hex(tbsEntry(many, 19_000, 20_000))).toBe('01 8a 80 84');
  });

  it('is its size alone in a record before the first entry', () => {
    expect(hex(tbsEntry(flat([5000], 9000), 0, 4096))).toBe('81');
  });

  it('is found from the record’s end by readers, after the multibyte entry', () => {
    const text = Buffer.from('a'.repeat(10));
    const recordBytes = Buffer.concat([text, Buffer.from([0]), record(1)]);
    expect(withoutTrailingEntry(recordBytes, 3).equals(text)).toBe(true);
  });
});
