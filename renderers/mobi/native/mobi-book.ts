import { escapeAttribute } from '../../dom/escape';
import { EXTH, ExthRecord, MULTIBYTE_ENTRIES, mobiLocale, recordZero, TBS_ENTRIES } from './mobi-header';
import { FILEPOS_WIDTH, MobimlPart, RECINDEX_WIDTH } from './mobiml';
import { ncxEntries, ncxIndexRecords, NcxNode } from './ncx-index';
import { palmDatabase } from './pdb';
import { tbsEntry } from './tbs';
import { textRecords } from './text-records';

/** A contents entry by the id it points at. */
export interface ContentsEntry {
  id: string;
  label: string;
  children: ContentsEntry[];
}

/** Everything a MOBI 6 file holds, its text in parts whose links and images are numbered when they are joined. */
export interface MobiBook {
  title: string;
  authors: string[];
  publisher?: string;
  description?: string;
  isbn?: string;
  /** ISO 8601, as EXTH 106 holds it. */
  publishingDate: string;
  /** The Kindle's identity of the book (EXTH 113). */
  asin: string;
  language: string;
  /** The file's own dates (the commit's). */
  made: Date;
  parts: MobimlPart[];
  contents: ContentsEntry[];
  /** Ids the guide points at: the contents page and where reading starts. */
  guide: { toc?: { id: string; title: string }; start?: { id: string; title: string } };
  /** Images by the key the parts name them by. */
  images: ReadonlyMap<string, Buffer>;
  /** The cover image's key; the book shows it as Kindles do, from EXTH 201 (no cover page in the text). */
  cover?: string;
  /** The cover made small (EXTH 202): an image record of its own after the text's. */
  thumbnail?: Buffer;
}

/**
 * The MOBI 6 file: record 0, the text (the parts joined, between a head holding the guide and the closing
 * tags, every `filepos` and `recindex` written), the NCX index, the images, FLIS, FCIS and the end-of-file record.
 */
export function mobiFile(book: MobiBook): Buffer {
  const head = guidePart(book.guide);
  const parts = [
    head,
    ...book.parts,
    { markup: '</body></html>', anchors: [], links: [], images: [], dropped: [] },
  ];
  const buffers = parts.map((part) => Buffer.from(part.markup, 'utf8'));
  const starts: number[] = [];
  let length = 0;
  for (const buffer of buffers) {
    starts.push(length);
    length += buffer.length;
  }
  const text = Buffer.concat(buffers, length);
  const anchors = new Map<string, number>();
  parts.forEach((part, i) => {
    for (const [id, at] of part.anchors) if (!anchors.has(id)) anchors.set(id, starts[i]! + at);
  });
  const imageOrder = imageNumbers(book.cover, parts);
  parts.forEach((part, i) => {
    for (const [at, id] of part.links) {
      // A link to an id no part defines points at the part it is in rather than at nothing.
      const target = anchors.get(id) ?? starts[i]!;
      text.write(String(target).padStart(FILEPOS_WIDTH, '0'), starts[i]! + at, 'latin1');
    }
    for (const [at, image] of part.images) {
      text.write(String(imageOrder.get(image)!).padStart(RECINDEX_WIDTH, '0'), starts[i]! + at, 'latin1');
    }
  });

  const records: Buffer[] = [Buffer.alloc(0)];
  const ncx = ncxEntries(flatContents(contentsNodes(book.contents, anchors)), text.length);
  // Each text record names the contents entries it holds (TBS indexing), for old Kindles' next and previous section.
  const textParts = textRecords(
    text,
    undefined,
    ncx.length ? (start, end) => tbsEntry(ncx, start, end) : undefined,
  );
  records.push(...textParts);
  const firstNonBookRecord = records.length;
  let ncxIndexRecord: number | undefined;
  if (ncx.length) {
    ncxIndexRecord = records.length;
    records.push(...ncxIndexRecords(ncx));
  }
  const firstImageRecord = imageOrder.size ? records.length : undefined;
  for (const key of imageOrder.keys()) records.push(book.images.get(key)!);
  let thumbnail: number | undefined;
  if (book.cover && book.thumbnail && firstImageRecord !== undefined) {
    thumbnail = records.length - firstImageRecord;
    records.push(book.thumbnail);
  }
  const lastContentRecord = records.length - 1;
  const flisRecord = records.length;
  records.push(FLIS);
  const fcisRecord = records.length;
  records.push(fcis(text.length));
  records.push(Buffer.from([0xe9, 0x8e, 0x0d, 0x0a]));
  records[0] = recordZero({
    textLength: text.length,
    textRecordCount: textParts.length,
    uniqueId: parseInt(book.asin.replace(/[^0-9a-f]/gi, '').slice(0, 8) || '0', 16),
    fullName: book.title,
    locale: mobiLocale(book.language),
    firstNonBookRecord,
    ...(firstImageRecord !== undefined ? { firstImageRecord } : {}),
    lastContentRecord,
    ...(ncxIndexRecord !== undefined ? { ncxIndexRecord } : {}),
    extraDataFlags: MULTIBYTE_ENTRIES | (ncx.length ? TBS_ENTRIES : 0),
    flisRecord,
    fcisRecord,
    exth: exthRecords(book, thumbnail, book.guide.start ? anchors.get(book.guide.start.id) : undefined),
  });
  return palmDatabase(book.title, 'BOOK', records, book.made);
}

/** Image record numbers (from 1, as `recindex` counts them): the cover's first, then the others as the text shows them. */
function imageNumbers(cover: string | undefined, parts: readonly MobimlPart[]): Map<string, number> {
  const numbers = new Map<string, number>();
  if (cover) numbers.set(cover, 1);
  for (const part of parts)
    for (const [, image] of part.images) if (!numbers.has(image)) numbers.set(image, numbers.size + 1);
  return numbers;
}

function contentsNodes(entries: readonly ContentsEntry[], anchors: ReadonlyMap<string, number>): NcxNode[] {
  return entries.flatMap((entry) => {
    const offset = anchors.get(entry.id);
    const children = contentsNodes(entry.children, anchors);
    return offset === undefined ? children : [{ offset, label: entry.label, children }];
  });
}

/**
 * The contents as one level, in reading order, as MOBI 6 books hold them (Calibre's too): the TBS indexing old
 * Kindles read describes a flat index, and next and previous section then stop at sections as at chapters. Of
 * entries at the same place (a chapter and its first section) the outer one is kept.
 */
function flatContents(nodes: readonly NcxNode[]): NcxNode[] {
  const all: NcxNode[] = [];
  const visit = (node: NcxNode) => {
    all.push({ offset: node.offset, label: node.label, children: [] });
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  const sorted = all
    .map((node, i) => ({ node, i }))
    .sort((a, b) => a.node.offset - b.node.offset || a.i - b.i);
  return sorted
    .filter(({ node }, k) => k === 0 || sorted[k - 1]!.node.offset !== node.offset)
    .map(({ node }) => node);
}

/**
 * The EXTH metadata; `thumbnail` is the thumbnail's place among the image records (from 0, as the cover's), `start`
 * where reading starts in the text.
 */
function exthRecords(book: MobiBook, thumbnail: number | undefined, start: number | undefined): ExthRecord[] {
  const records: ExthRecord[] = book.authors.map((author) => ({ type: EXTH.author, data: author }));
  if (book.publisher) records.push({ type: EXTH.publisher, data: book.publisher });
  if (book.description) records.push({ type: EXTH.description, data: book.description });
  if (book.isbn) records.push({ type: EXTH.isbn, data: book.isbn });
  records.push({ type: EXTH.publishingDate, data: book.publishingDate });
  records.push({ type: EXTH.contributor, data: 'Octavo' });
  records.push({ type: EXTH.asin, data: book.asin });
  // With TBS indexing, Kindles open a book where EXTH 116 says rather than at the guide's start (MobileRead wiki:
  // extra data flag 2 "disables <guide><reference type="start">"); Calibre's MOBI 6 writes it too.
  if (start !== undefined) records.push({ type: EXTH.startReading, data: start });
  if (book.cover) {
    records.push({ type: EXTH.coverOffset, data: 0 });
    // Without a thumbnail of its own, the cover is its thumbnail.
    records.push({ type: EXTH.thumbOffset, data: thumbnail ?? 0 });
    records.push({ type: EXTH.hasFakeCover, data: 0 });
  }
  records.push({ type: EXTH.cdeType, data: 'EBOK' });
  records.push({ type: EXTH.updatedTitle, data: book.title });
  records.push({ type: EXTH.language, data: book.language });
  return records;
}

/** The head: the guide Kindles open the contents and the first page from, then the body's start. */
function guidePart(guide: MobiBook['guide']): MobimlPart {
  const part: MobimlPart = { markup: '', anchors: [], links: [], images: [], dropped: [] };
  let markup = '<html><head><guide>';
  for (const [type, target] of [
    ['toc', guide.toc],
    ['text', guide.start],
  ] as const) {
    if (!target) continue;
    markup += `<reference type="${type}" title="${escapeAttribute(target.title)}" filepos=`;
    part.links.push([Buffer.byteLength(markup, 'utf8'), target.id]);
    markup += `${'0'.repeat(FILEPOS_WIDTH)} />`;
  }
  part.markup = `${markup}</guide></head><body>`;
  return part;
}

const FLIS = Buffer.from('464c4953000000080041000000000000ffffffff000100030000000300000001ffffffff', 'hex');

/** The FCIS record as kindlegen writes it, holding the text's length. */
function fcis(textLength: number): Buffer {
  const out = Buffer.alloc(44);
  out.write('FCIS', 0, 'latin1');
  [20, 16, 1, 0, textLength, 0, 32, 8].forEach((value, i) => out.writeUInt32BE(value, 4 + 4 * i));
  out.writeUInt16BE(1, 36);
  out.writeUInt16BE(1, 38);
  return out;
}
