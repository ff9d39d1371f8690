/** Kindles find a `filepos` by dividing it by this: every text record but the last holds exactly this many bytes. */
export const TEXT_RECORD_SIZE = 4096;

/**
 * The book's text cut into records of exactly 4096 bytes (the last may be shorter), each followed by its
 * "multibyte" trailing entry (extra data flag 1, MobileRead wiki "MOBI", Trailing entries), then by what
 * `after` gives for the record's text from `start` to `end` (the TBS indexing entry, flag 2). A cut that falls
 * inside a UTF-8 character leaves the record holding the character's first bytes; its trailing entry repeats the
 * bytes the next record begins with, so that the record and its entry read alone hold whole characters. The entry's
 * last byte is the count of those bytes (0 to 3); a record cut between characters ends with a single 0.
 */
export function textRecords(
  text: Buffer,
  size = TEXT_RECORD_SIZE,
  after?: (start: number, end: number) => Buffer,
): Buffer[] {
  const records: Buffer[] = [];
  for (let start = 0; start < text.length; start += size) {
    const end = Math.min(start + size, text.length);
    const overlap = continuationBytes(text, end);
    records.push(
      Buffer.concat([
        text.subarray(start, end),
        overlap,
        Buffer.from([overlap.length]),
        ...(after ? [after(start, end)] : []),
      ]),
    );
  }
  return records;
}

/** The continuation bytes (10xxxxxx) that start at `at`: the rest of a character a cut at `at` splits. */
function continuationBytes(text: Buffer, at: number): Buffer {
  let end = at;
  while (end < text.length && end - at < 3 && (text[end]! & 0xc0) === 0x80) end++;
  return text.subarray(at, end);
}

/**
 * A record's text without its trailing entries, as readers find them (MobileRead wiki "MOBI", Trailing entries):
 * from the record's end, each entry of flags 2, 4 … by the size its last bytes give, then the multibyte entry.
 */
export function withoutTrailingEntry(record: Buffer, extraDataFlags = 1): Buffer {
  let end = record.length;
  for (let flags = extraDataFlags >> 1; flags; flags >>= 1) if (flags & 1) end -= backwardSize(record, end);
  if (extraDataFlags & 1) end -= (record[end - 1]! & 0x3) + 1;
  return record.subarray(0, end);
}

/** The size a trailing entry ending at `end` gives in its last bytes: 7 bits a byte, its first byte flagged. */
function backwardSize(record: Buffer, end: number): number {
  let size = 0;
  for (let at = end - 1, shift = 0; at >= Math.max(0, end - 4); at--, shift += 7) {
    size |= (record[at]! & 0x7f) << shift;
    if (record[at]! & 0x80) break;
  }
  return size;
}
