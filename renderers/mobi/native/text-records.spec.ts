import { textRecords, withoutTrailingEntry } from './text-records';

describe('textRecords', () => {
  it('holds 4096 bytes of text a record, and a cut inside a character repeats its rest in the trailing entry', () => {
    // "é" is two bytes: the first record ends on its first byte.
    const text = Buffer.from(`${'a'.repeat(4095)}é${'b'.repeat(10)}`, 'utf8');
    const [first, second] = textRecords(text);
    expect(first!.length).toBe(4096 + 1 + 1);
    expect([...first!.subarray(4094)]).toEqual([0x61, 0xc3, 0xa9, 1]);
    // The record and its trailing entry together end on a whole character.
    expect(first!.subarray(0, 4097).toString('utf8')).toBe(`${'a'.repeat(4095)}é`);
    expect([...second!.subarray(-1)]).toEqual([0]);
    expect(Buffer.concat([withoutTrailingEntry(first!), withoutTrailingEntry(second!)]).equals(text)).toBe(
      true,
    );
  });

  it('ends a record cut between characters with a trailing entry of its size alone', () => {
    const text = Buffer.from('€'.repeat(4096), 'utf8'); // 3 bytes each: 3 × 4096 = 12288, cuts at 4096 and 8192
    const records = textRecords(text);
    expect(records.map((r) => r.length - 4096)).toEqual([3, 2, 1]);
    expect(records.map((r) => r[r.length - 1])).toEqual([2, 1, 0]);
    expect(Buffer.concat(records.map((r) => withoutTrailingEntry(r))).equals(text)).toBe(true);
    for (const record of records) {
      const whole = record.subarray(0, record.length - 1);
      // Each record starts with the bytes its predecessor's entry repeated, so only its head may be partial.
      expect(whole.toString('utf8').replace(/^\ufffd+/, '')).not.toContain('\ufffd');
    }
  });

  it('writes no record for no text, and a short text in one record', () => {
    expect(textRecords(Buffer.alloc(0))).toEqual([]);
    expect(textRecords(Buffer.from('<p>Hi</p>'))).toEqual([Buffer.from('<p>Hi</p>\0')]);
  });
});
