import { forwardVarint, ncxEntries, ncxIndexRecords, NcxEntry } from './ncx-index';

describe('ncxEntries', () => {
  it('lists chapters first, then their sections, each naming its parent and children by place', () => {
    const entries = ncxEntries(
      [
        { offset: 100, label: 'One', children: [{ offset: 150, label: 'One.1', children: [] }] },
        {
          offset: 300,
          label: 'Two',
          children: [
            { offset: 350, label: 'Two.1', children: [] },
            { offset: 400, label: 'Two.2', children: [] },
          ],
        },
      ],
      500,
    );
    expect(entries.map((e) => [e.label, e.depth, e.parent, e.firstChild, e.lastChild])).toEqual([
      ['One', 0, undefined, 2, 2],
      ['Two', 0, undefined, 3, 4],
      ['One.1', 1, 0, undefined, undefined],
      ['Two.1', 1, 1, undefined, undefined],
      ['Two.2', 1, 1, undefined, undefined],
    ]);
    // A chapter runs to the next chapter; its last section to the next chapter too.
    expect(entries.map((e) => e.length)).toEqual([200, 200, 150, 50, 100]);
  });
});

describe('ncxIndexRecords', () => {
  it('writes an INDX header with TAGX, an entry record whose tags read back, and the labels in CNCX', () => {
    const entries: NcxEntry[] = [
      { offset: 10, length: 90, label: 'Eins', depth: 0, firstChild: 1, lastChild: 1 },
      { offset: 200, length: 1000, label: 'Zwei – Straße', depth: 1, parent: 0 },
    ];
    const [header, record, cncx] = ncxIndexRecords(entries);
    expect(header!.toString('latin1', 0, 4)).toBe('INDX');
    expect(header!.toString('latin1', 192, 196)).toBe('TAGX');
    expect(header!.readUInt32BE(24)).toBe(1); // one entry record
    expect(header!.readUInt32BE(36)).toBe(2); // two entries
    expect(header!.readUInt32BE(52)).toBe(1); // one CNCX record

    const idxt = record!.readUInt32BE(20);
    expect(record!.toString('latin1', idxt, idxt + 4)).toBe('IDXT');
    const read = readEntries(record!, record!.readUInt32BE(24), idxt);
    expect(read.map((e) => e.name)).toEqual(['00', '01']);
    expect(read[0]!.values).toEqual({ 1: 10, 2: 90, 3: 0, 4: 0, 22: 1, 23: 1 });
    expect(read[1]!.values).toMatchObject({ 1: 200, 2: 1000, 4: 1, 21: 0 });
    const label = (at: number) => {
      const length = cncx![at]! & 0x7f;
      return cncx!.toString('utf8', at + 1, at + 1 + length);
    };
    expect([label(read[0]!.values[3]!), label(read[1]!.values[3]!)]).toEqual(['Eins', 'Zwei – Straße']);
  });

  it('writes numbers in 7-bit groups, the last marked', () => {
    expect([...forwardVarint(5)]).toEqual([0x85]);
    expect([...forwardVarint(128)]).toEqual([0x01, 0x80]);
    expect([...forwardVarint(50679)]).toEqual([0x03, 0x0b, 0xf7]);
  });
});

const TAG_BITS: [tag: number, mask: number][] = [
  [1, 1],
  [2, 2],
  [3, 4],
  [4, 8],
  [21, 16],
  [22, 32],
  [23, 64],
];

/** The entries of an INDX entry record, read as a reader does (one control byte, one value a tag). */
function readEntries(record: Buffer, count: number, idxt: number) {
  return Array.from({ length: count }, (_, i) => {
    let at = record.readUInt16BE(idxt + 4 + 2 * i);
    const nameLength = record[at]!;
    const name = record.toString('latin1', at + 1, at + 1 + nameLength);
    at += 1 + nameLength;
    const control = record[at++]!;
    const values: Record<number, number> = {};
    for (const [tag, mask] of TAG_BITS) {
      if (!(control & mask)) continue;
      let value = 0;
      for (;;) {
        const byte = record[at++]!;
        value = value * 128 + (byte & 0x7f);
        if (byte & 0x80) break;
      }
      values[tag] = value;
    }
    return { name, values };
  });
}
