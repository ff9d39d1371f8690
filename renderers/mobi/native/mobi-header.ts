import { TEXT_RECORD_SIZE } from './text-records';

/** What record 0 says about the book and where its other records are. */
export interface RecordZero {
  textLength: number;
  textRecordCount: number;
  /** A number the book keeps from build to build (the MOBI header's unique id). */
  uniqueId: number;
  fullName: string;
  /** The Windows language id of the book's language (0 when not known). */
  locale: number;
  /** The first record after the text (the NCX index, images, or FLIS). */
  firstNonBookRecord: number;
  /** The first image record; undefined without images. */
  firstImageRecord?: number;
  /** The last record of the book's content (its last image, or last text record). */
  lastContentRecord: number;
  ncxIndexRecord?: number;
  /** Which trailing entries each text record ends with (`MULTIBYTE_ENTRIES`, `TBS_ENTRIES`). */
  extraDataFlags: number;
  flisRecord: number;
  fcisRecord: number;
  exth: ExthRecord[];
}

export interface ExthRecord {
  type: number;
  data: Buffer | string | number;
}

/** EXTH record types (MobileRead wiki "MOBI", EXTH Header). */
export const EXTH = {
  author: 100,
  publisher: 101,
  description: 103,
  isbn: 104,
  publishingDate: 106,
  contributor: 108,
  asin: 113,
  startReading: 116,
  coverOffset: 201,
  thumbOffset: 202,
  hasFakeCover: 203,
  creatorSoftware: 204,
  cdeType: 501,
  updatedTitle: 503,
  language: 524,
} as const;

const PALMDOC_HEADER = 16;
/** The MOBI header as version 6 files have it: from its identifier to the NCX index record. */
const MOBI_HEADER_LENGTH = 232;
const NONE = 0xffffffff;
/** Extra data flags: each text record ends with a multibyte trailing entry … */
export const MULTIBYTE_ENTRIES = 1;
/** … and, when the book has an NCX index, with its TBS indexing entry. */
export const TBS_ENTRIES = 2;

/**
 * Record 0 of a MOBI 6 book: the PalmDOC header (compression 1, none), the MOBI header (version 6, UTF-8), the EXTH
 * metadata and the full title. Offsets and meanings from the MobileRead wiki's "MOBI" page.
 */
export function recordZero(book: RecordZero): Buffer {
  const exth = exthBlock(book.exth);
  const fullName = Buffer.from(book.fullName, 'utf8');
  const headerEnd = PALMDOC_HEADER + MOBI_HEADER_LENGTH;
  const fullNameOffset = headerEnd + exth.length;
  // The name is followed by two zero bytes and padding to a multiple of four, as kindlegen writes it.
  const total = align4(fullNameOffset + fullName.length + 2);
  const out = Buffer.alloc(total);
  out.writeUInt16BE(1, 0); // no compression
  out.writeUInt32BE(book.textLength, 4);
  out.writeUInt16BE(book.textRecordCount, 8);
  out.writeUInt16BE(TEXT_RECORD_SIZE, 10);
  const m = PALMDOC_HEADER;
  out.write('MOBI', m, 'latin1');
  out.writeUInt32BE(MOBI_HEADER_LENGTH, m + 4);
  out.writeUInt32BE(2, m + 8); // Mobipocket book
  out.writeUInt32BE(65001, m + 12); // UTF-8
  out.writeUInt32BE(book.uniqueId >>> 0, m + 16);
  out.writeUInt32BE(6, m + 20); // file version
  for (let at = m + 24; at < m + 64; at += 4) out.writeUInt32BE(NONE, at); // orthographic … extra indexes
  out.writeUInt32BE(book.firstNonBookRecord, m + 64);
  out.writeUInt32BE(fullNameOffset, m + 68);
  out.writeUInt32BE(fullName.length, m + 72);
  out.writeUInt32BE(book.locale, m + 76);
  out.writeUInt32BE(6, m + 88); // minimum reader version
  out.writeUInt32BE(book.firstImageRecord ?? NONE, m + 92);
  out.writeUInt32BE(book.exth.length ? 0x40 : 0, m + 112); // EXTH flags
  out.writeUInt32BE(NONE, m + 148); // unknown, as kindlegen
  out.writeUInt32BE(NONE, m + 152); // DRM offset: none
  out.writeUInt16BE(1, m + 176); // first content record
  out.writeUInt16BE(book.lastContentRecord, m + 178);
  out.writeUInt32BE(1, m + 180);
  out.writeUInt32BE(book.fcisRecord, m + 184);
  out.writeUInt32BE(1, m + 188);
  out.writeUInt32BE(book.flisRecord, m + 192);
  out.writeUInt32BE(1, m + 196);
  out.writeUInt32BE(NONE, m + 208);
  out.writeUInt32BE(NONE, m + 216);
  out.writeUInt32BE(NONE, m + 220);
  out.writeUInt32BE(book.extraDataFlags, m + 224);
  out.writeUInt32BE(book.ncxIndexRecord ?? NONE, m + 228);
  exth.copy(out, headerEnd);
  fullName.copy(out, fullNameOffset);
  return out;
}

/** The EXTH block: identifier, length (without its padding), count, records, zero padding to four bytes. */
function exthBlock(records: readonly ExthRecord[]): Buffer {
  if (records.length === 0) return Buffer.alloc(0);
  const bodies = records.map(({ type, data }) => {
    const value =
      typeof data === 'number' ? uint32(data) : Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
    const head = Buffer.alloc(8);
    head.writeUInt32BE(type, 0);
    head.writeUInt32BE(value.length + 8, 4);
    return Buffer.concat([head, value]);
  });
  const length = 12 + bodies.reduce((sum, b) => sum + b.length, 0);
  const head = Buffer.alloc(12);
  head.write('EXTH', 0, 'latin1');
  head.writeUInt32BE(length, 4);
  head.writeUInt32BE(records.length, 8);
  return Buffer.concat([head, ...bodies, Buffer.alloc(align4(length) - length)]);
}

/** The fields of record 0 a reader checks, read back (for tests and for reading a file again). */
export function readRecordZero(record: Buffer) {
  const m = PALMDOC_HEADER;
  const exth = new Map<number, Buffer[]>();
  const headerLength = record.readUInt32BE(m + 4);
  if (record.readUInt32BE(m + 112) & 0x40) {
    let at = m + headerLength;
    const count = record.readUInt32BE(at + 8);
    at += 12;
    for (let i = 0; i < count; i++) {
      const type = record.readUInt32BE(at);
      const length = record.readUInt32BE(at + 4);
      exth.set(type, [...(exth.get(type) ?? []), record.subarray(at + 8, at + length)]);
      at += length;
    }
  }
  const fullNameOffset = record.readUInt32BE(m + 68);
  return {
    compression: record.readUInt16BE(0),
    textLength: record.readUInt32BE(4),
    textRecordCount: record.readUInt16BE(8),
    recordSize: record.readUInt16BE(10),
    identifier: record.toString('latin1', m, m + 4),
    headerLength,
    encoding: record.readUInt32BE(m + 12),
    version: record.readUInt32BE(m + 20),
    firstNonBookRecord: record.readUInt32BE(m + 64),
    fullName: record.toString('utf8', fullNameOffset, fullNameOffset + record.readUInt32BE(m + 72)),
    locale: record.readUInt32BE(m + 76),
    firstImageRecord: record.readUInt32BE(m + 92),
    extraDataFlags: record.readUInt32BE(m + 224),
    ncxIndexRecord: record.readUInt32BE(m + 228),
    exth,
  };
}

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0, 0);
  return out;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** Windows language ids of the languages Kindles list (MOBI header locale); the region is left out. */
const LOCALES: Record<string, number> = {
  ar: 1,
  bg: 2,
  ca: 3,
  zh: 4,
  cs: 5,
  da: 6,
  de: 7,
  el: 8,
  en: 9,
  es: 10,
  fi: 11,
  fr: 12,
  he: 13,
  hu: 14,
  is: 15,
  it: 16,
  ja: 17,
  ko: 18,
  nl: 19,
  no: 20,
  nb: 20,
  pl: 21,
  pt: 22,
  ro: 24,
  ru: 25,
  hr: 26,
  sk: 27,
  sv: 29,
  th: 30,
  tr: 31,
  uk: 34,
  hi: 57,
};

/** The MOBI header's locale for a BCP 47 language tag; 0 (not given) for a language the table lacks. */
export function mobiLocale(lang: string): number {
  return LOCALES[lang.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 0;
}
