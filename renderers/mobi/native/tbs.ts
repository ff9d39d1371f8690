import { forwardVarint, NcxEntry } from './ncx-index';

/**
 * The TBS indexing trailing entry of one text record (extra data flag 2, MobileRead wiki "MOBI", trailing entries):
 * which entries of a flat NCX index the record holds, which old Kindles read to jump to the next or previous
 * section without searching the index. The record's entries are those that start, end or lie in it; an entry
 * spanning it from before to after is named alone.
 *
 * - nothing: no bytes (the record comes before the first entry);
 * - only one entry starting, or only one ending: type 2, that entry's number, then 0;
 * - an entry spanning the record: type 3, its number, then 0 and 0;
 * - anything else: type 6, the first of the entries, then 0, then how many entries there are (one byte).
 *
 * The type is the low three bits of the first number (entry << 3 | type). The entry ends with its own size,
 * itself included, written backwards (its first byte flagged), so that a reader finds it from the record's end.
 */
export function tbsEntry(entries: readonly NcxEntry[], start: number, end: number): Buffer {
  const starts: number[] = [];
  const ends: number[] = [];
  const inside: number[] = [];
  let spanning: number | undefined;
  entries.forEach((entry, i) => {
    const last = entry.offset + entry.length - 1;
    const startsHere = entry.offset >= start && entry.offset < end;
    const endsHere = last >= start && last < end;
    if (startsHere && endsHere) inside.push(i);
    else if (startsHere) starts.push(i);
    else if (endsHere) ends.push(i);
    else if (entry.offset < start && last >= end) spanning ??= i;
  });
  const named = [...ends, ...inside, ...starts].sort((a, b) => a - b);
  let bytes: Buffer;
  if (named.length === 0 && spanning === undefined) bytes = Buffer.alloc(0);
  else if (named.length === 0) bytes = Buffer.concat([forwardVarint((spanning! << 3) | 3), ZERO, ZERO]);
  else if (inside.length === 0 && named.length === 1)
    bytes = Buffer.concat([forwardVarint((named[0]! << 3) | 2), ZERO]);
  else bytes = Buffer.concat([forwardVarint((named[0]! << 3) | 6), ZERO, Buffer.from([named.length])]);
  return Buffer.concat([bytes, backwardSize(bytes.length)]);
}

const ZERO = forwardVarint(0);

/** The size of a trailing entry that holds `length` bytes before it: the count of both, its first byte flagged. */
function backwardSize(length: number): Buffer {
  for (let width = 1; ; width++) {
    const total = length + width;
    if (total < 2 ** (7 * width)) {
      const groups = Array.from({ length: width }, (_, i) => (total >> (7 * (width - 1 - i))) & 0x7f);
      groups[0]! |= 0x80;
      return Buffer.from(groups);
    }
  }
}
