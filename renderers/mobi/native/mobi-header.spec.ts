import { EXTH, mobiLocale, readRecordZero, recordZero } from './mobi-header';
import { databaseName, palmDatabase, readRecords } from './pdb';

describe('recordZero', () => {
  const record = recordZero({
    textLength: 9000,
    textRecordCount: 3,
    uniqueId: 0x1234abcd,
    fullName: 'Bücher & Co',
    locale: mobiLocale('de-AT'),
    firstNonBookRecord: 4,
    firstImageRecord: 7,
    lastContentRecord: 8,
    ncxIndexRecord: 4,
    extraDataFlags: 3,
    flisRecord: 9,
    fcisRecord: 10,
    exth: [
      { type: EXTH.author, data: 'Ann Author' },
      { type: EXTH.author, data: 'Bo Author' },
      { type: EXTH.coverOffset, data: 0 },
      { type: EXTH.cdeType, data: 'EBOK' },
      { type: EXTH.language, data: 'de-AT' },
    ],
  });

  it('reads back as a MOBI 6 header: uncompressed UTF-8 text in 4096-byte records with multibyte and TBS entries', () => {
    expect(readRecordZero(record)).toMatchObject({
      compression: 1,
      textLength: 9000,
      textRecordCount: 3,
      recordSize: 4096,
      identifier: 'MOBI',
      headerLength: 232,
      encoding: 65001,
      version: 6,
      firstNonBookRecord: 4,
      fullName: 'Bücher & Co',
      locale: 7,
      firstImageRecord: 7,
      extraDataFlags: 3,
      ncxIndexRecord: 4,
    });
    expect(record.length % 4).toBe(0);
  });

  it('holds each EXTH record, several authors apart, numbers as four bytes', () => {
    const { exth } = readRecordZero(record);
    expect(exth.get(EXTH.author)?.map(String)).toEqual(['Ann Author', 'Bo Author']);
    expect(exth.get(EXTH.coverOffset)?.[0]?.readUInt32BE(0)).toBe(0);
    expect(String(exth.get(EXTH.cdeType)?.[0])).toBe('EBOK');
    expect(String(exth.get(EXTH.language)?.[0])).toBe('de-AT');
  });
});

describe('palmDatabase', () => {
  it('lists each record at its offset under a name of at most 31 ASCII characters', () => {
    const records = [Buffer.from('zero'), Buffer.from('one!'), Buffer.from('two')];
    const file = palmDatabase(
      'Ein sehr langer Büchertitel, länger als 31 Zeichen',
      'BOOK',
      records,
      new Date(0),
    );
    expect(file.toString('latin1', 0, 32).replace(/\0+$/, '')).toBe('Ein_sehr_langer_Buchertitel,_la');
    expect(file.toString('latin1', 60, 68)).toBe('BOOKMOBI');
    expect(readRecords(file).map(String)).toEqual(['zero', 'one!', 'two']);
    expect(databaseName('  ')).toBe('book');
  });
});
