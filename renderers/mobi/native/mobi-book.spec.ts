import { firstElement, parseHtml } from '../../dom/html-dom';
import { EXTH, readRecordZero } from './mobi-header';
import { mobiFile, MobiBook } from './mobi-book';
import { divisionMobiml } from './mobiml';
import { readRecords } from './pdb';
import { tbsEntry } from './tbs';
import { withoutTrailingEntry } from './text-records';

const part = (html: string) =>
  divisionMobiml(firstElement(parseHtml(html))!, (src) => (src.endsWith('.png') ? `key:${src}` : undefined));

const book = (parts: string[], extra: Partial<MobiBook> = {}): MobiBook => ({
  title: 'Linked',
  authors: ['Ann'],
  publishingDate: '2021-06-15T12:30:00+00:00',
  asin: '225eaff3-2896-59dd-ac2b-ae00a2db6b3c',
  language: 'en',
  made: new Date('2021-06-15T12:30:00Z'),
  parts: parts.map(part),
  contents: [
    { id: 'one', label: 'One', children: [] },
    { id: 'two', label: 'Two', children: [] },
  ],
  guide: { start: { id: 'one', title: 'Start' } },
  images: new Map([
    ['key:a.png', Buffer.from('PNG-A')],
    ['key:b.png', Buffer.from('PNG-B')],
  ]),
  ...extra,
});

function textOf(file: Buffer): string {
  const records = readRecords(file);
  const header = readRecordZero(records[0]!);
  const text = Buffer.concat(
    records.slice(1, 1 + header.textRecordCount).map((r) => withoutTrailingEntry(r, header.extraDataFlags)),
  );
  expect(text.length).toBe(header.textLength);
  return text.toString('utf8');
}

describe('mobiFile', () => {
  const long = 'Lorem ipsum dolor sit amet. '.repeat(400);
  const file = mobiFile(
    book([
      `<section id="one"><h1>One</h1><p>${long}</p><p>To <a href="#two-end">the end of two</a>.</p><img src="b.png"></section>`,
      `<section id="two"><h1>Two</h1><p>${long}</p><p id="two-end">Ende – fin.</p><img src="a.png"><img src="b.png"></section>`,
    ]),
  );

  it('points every filepos, the guide’s too, at the bytes its id starts at, once the parts are joined', () => {
    const text = textOf(file);
    const bytes = Buffer.from(text, 'utf8');
    const targets = [...text.matchAll(/filepos=(\d{10})/g)].map((m) =>
      // The element the id is on, then its first words.
      bytes.toString('utf8', Number(m[1]), Number(m[1]) + 60).replace(/^<(\w+)[^>]*>([^<\s]+).*/s, '$1 $2'),
    );
    expect(targets).toEqual(['h1 One', 'p Ende']);
  });

  it('numbers images from 1 in the order the text shows them, each image one record', () => {
    const text = textOf(file);
    expect([...text.matchAll(/recindex="(\d{5})"/g)].map((m) => m[1])).toEqual(['00001', '00002', '00001']);
    const records = readRecords(file);
    const first = readRecordZero(records[0]!).firstImageRecord;
    expect(records.slice(first, first + 2).map(String)).toEqual(['PNG-B', 'PNG-A']);
    expect(records[records.length - 1]!.toString('hex')).toBe('e98e0d0a');
  });

  it('ends each text record with the TBS entry naming the contents entries it holds, and says so in record 0', () => {
    const records = readRecords(file);
    const header = readRecordZero(records[0]!);
    expect(header.extraDataFlags).toBe(3);
    const text = Buffer.from(textOf(file), 'utf8');
    const one = text.indexOf('<h1>One');
    const two = text.indexOf('<h1>Two');
    const entries = [
      { offset: one, length: two - one, label: 'One', depth: 0 },
      { offset: two, length: text.length - two, label: 'Two', depth: 0 },
    ];
    records.slice(1, 1 + header.textRecordCount).forEach((record, i) => {
      const tbs = tbsEntry(entries, i * 4096, Math.min((i + 1) * 4096, text.length));
      expect(record.subarray(-tbs.length).equals(tbs)).toBe(true);
    });
  });

  it('lists sections beside their chapters in reading order, one level, as MOBI 6 books do', () => {
    const nested = mobiFile(
      book(
        [
          `<section id="one"><h1>One</h1><p>${long}</p><section id="one-a"><h2>A</h2><p>${long}</p></section></section>`,
        ],
        {
          contents: [{ id: 'one', label: 'One', children: [{ id: 'one-a', label: 'One A', children: [] }] }],
        },
      ),
    );
    const records = readRecords(nested);
    const header = readRecordZero(records[0]!);
    const index = records[header.ncxIndexRecord]!;
    // One entry record, two entries, neither with a parent (TAGX's tag 21 unused).
    expect(index.readUInt32BE(36)).toBe(2);
    const entryRecord = records[header.ncxIndexRecord + 1]!;
    const controls = [0, 1].map((i) => {
      const at = entryRecord.readUInt16BE(entryRecord.readUInt32BE(20) + 4 + 2 * i);
      return entryRecord[at + 1 + entryRecord[at]!]!;
    });
    expect(controls.every((control) => (control & 0x10) === 0)).toBe(true);
  });

  it('names the cover (EXTH 201) and a thumbnail record of its own after the text’s images (EXTH 202)', () => {
    const covered = mobiFile(
      book([`<section id="one"><p>One</p><img src="b.png"></section>`], {
        cover: 'key:a.png',
        thumbnail: Buffer.from('THUMB'),
      }),
    );
    const records = readRecords(covered);
    const header = readRecordZero(records[0]!);
    const image = (type: number) =>
      String(records[header.firstImageRecord + header.exth.get(type)![0]!.readUInt32BE(0)]);
    expect(image(EXTH.coverOffset)).toBe('PNG-A');
    expect(image(EXTH.thumbOffset)).toBe('THUMB');
    expect(header.exth.get(EXTH.hasFakeCover)![0]!.readUInt32BE(0)).toBe(0);
    // The text shows the cover nowhere (Kindles show it from EXTH 201) and its image as record 2.
    expect([...textOf(covered).matchAll(/recindex="(\d{5})"/g)].map((m) => m[1])).toEqual(['00002']);
  });

  it('says where reading starts (EXTH 116), which Kindles read instead of the guide once TBS indexing is there', () => {
    const header = readRecordZero(readRecords(file)[0]!);
    const start = header.exth.get(EXTH.startReading)![0]!.readUInt32BE(0);
    expect(Buffer.from(textOf(file), 'utf8').toString('utf8', start, start + 7)).toBe('<h1>One');
  });

  it('writes the same bytes for the same book', () => {
    expect(
      mobiFile(book([`<section id="one"><p>${long}</p></section>`])).equals(
        mobiFile(book([`<section id="one"><p>${long}</p></section>`])),
      ),
    ).toBe(true);
  });
});
