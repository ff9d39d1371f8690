/** Kindles find a `filepos` by dividing it by this: every text record but the last holds exactly this many bytes. */
export const TEXT_RECORD_SIZE = 4096;

/**
 * The book's text cut into records of exactly 4096 bytes (the last may be shorter), each followed by its
 * "multibyte" trailing entry (extra data flag 1, MobileRead wiki "MOBI", Trailing entries). A cut that falls
 * inside a UTF-8 character leaves the record holding the character's first bytes; its trailing entry repeats the
 * bytes the next record begins with, so that the record and its entry read alone hold whole characters. The entry's
 * last byte is the count of those bytes (0 to 3); a record cut between characters ends with a single 0.
 */
export function textRecords(text: Buffer, size = TEXT_RECORD_SIZE): Buffer[] {
  const records: Buffer[] = [];
  for (let start = 0; start < text.length; start += size) {
    const end = Math.min(start + size, text.length);
    const overlap = continuationBytes(text, end);
    records.push(Buffer.concat([text.subarray(start, end), overlap, Buffer.from([overlap.length])]));
  }
  return records;
}

/** The continuation bytes (10xxxxxx) that start at `at`: the rest of a character a cut at `at` splits. */
function continuationBytes(text: Buffer, at: number): Buffer {
  let end = at;
  while (end < text.length && end - at < 3 && (text[end]! & 0xc0) === 0x80) end++;
  return text.subarray(at, end);
}

/** A record's text without its multibyte trailing entry (extra data flags 1, as this writer sets them). */
export function withoutTrailingEntry(record: Buffer): Buffer {
  return record.subarray(0, record.length - (record[record.length - 1]! & 0x3) - 1);
}
