/** One entry of the book's table of contents as the NCX index holds it. */
export interface NcxEntry {
  /** Where it starts in the text (a filepos). */
  offset: number;
  /** Bytes up to the next entry of its level or above (or the end of the text). */
  length: number;
  label: string;
  /** 0 for a chapter, 1 for its sections … */
  depth: number;
  /** Indexes into the entry list as `ncxEntries` orders it. */
  parent?: number;
  firstChild?: number;
  lastChild?: number;
}

/** An entry of the contents before it is placed: its own children, in reading order. */
export interface NcxNode {
  offset: number;
  label: string;
  children: NcxNode[];
}

/**
 * The contents as the NCX index lists them: level by level (every chapter, then every section of a chapter …),
 * each in reading order, with the parent and first and last child named by their place in that list. Each entry's
 * length runs to the next entry at its level or above in reading order.
 */
export function ncxEntries(roots: readonly NcxNode[], textLength: number): NcxEntry[] {
  type Placed = {
    node: NcxNode;
    depth: number;
    parent?: Placed;
    order: number;
    index: number;
    end: number;
    children: Placed[];
  };
  const inOrder: Placed[] = [];
  // Entries whose length still runs: each ends where the next entry at its level or above begins.
  const open: Placed[] = [];
  const visit = (node: NcxNode, depth: number, parent?: Placed) => {
    while (open.length > 0 && open[open.length - 1]!.depth >= depth) open.pop()!.end = node.offset;
    const placed: Placed = {
      node,
      depth,
      order: inOrder.length,
      index: -1,
      end: textLength,
      children: [],
      ...(parent ? { parent } : {}),
    };
    parent?.children.push(placed);
    inOrder.push(placed);
    open.push(placed);
    for (const child of node.children) visit(child, depth + 1, placed);
  };
  for (const root of roots) visit(root, 0);
  const byLevel = [...inOrder].sort((a, b) => a.depth - b.depth || a.order - b.order);
  byLevel.forEach((placed, i) => (placed.index = i));
  return byLevel.map((placed) => {
    const children = placed.children;
    return {
      offset: placed.node.offset,
      length: Math.max(0, placed.end - placed.node.offset),
      label: placed.node.label,
      depth: placed.depth,
      ...(placed.parent ? { parent: placed.parent.index } : {}),
      ...(children.length
        ? { firstChild: children[0]!.index, lastChild: children[children.length - 1]!.index }
        : {}),
    };
  });
}

const INDX_HEADER_LENGTH = 192;
/** Tags of an NCX entry (MobileRead wiki "MOBI", NCX index): each one value, one bit of the control byte. */
const TAGS = [
  { tag: 1, mask: 0x01, value: (e: NcxEntry) => e.offset },
  { tag: 2, mask: 0x02, value: (e: NcxEntry) => e.length },
  { tag: 3, mask: 0x04, value: (_e: NcxEntry, label: number) => label },
  { tag: 4, mask: 0x08, value: (e: NcxEntry) => e.depth },
  { tag: 21, mask: 0x10, value: (e: NcxEntry) => e.parent },
  { tag: 22, mask: 0x20, value: (e: NcxEntry) => e.firstChild },
  { tag: 23, mask: 0x40, value: (e: NcxEntry) => e.lastChild },
] as const;
/** An entry record's size kept below what its 16-bit IDXT offsets can point into. */
const ENTRY_RECORD_BYTES = 0xf000;
const CNCX_RECORD_BYTES = 0xfff0;

/**
 * The NCX index: its header record (INDX header, TAGX, the last name and count of each entry record), the entry
 * records (INDX header, entries, IDXT) and the CNCX records holding the labels. Entries are named by their
 * number in decimal, zero-padded so that names sort as numbers.
 */
export function ncxIndexRecords(entries: readonly NcxEntry[]): Buffer[] {
  const cncx: Buffer[][] = [[]];
  let cncxSize = 0;
  const labelOffsets = entries.map((entry) => {
    const label = Buffer.from(entry.label, 'utf8').subarray(0, 500);
    const stored = Buffer.concat([forwardVarint(label.length), label]);
    if (cncxSize + stored.length > CNCX_RECORD_BYTES) {
      cncx.push([]);
      cncxSize = 0;
    }
    const at = (cncx.length - 1) * 0x10000 + cncxSize;
    cncx[cncx.length - 1]!.push(stored);
    cncxSize += stored.length;
    return at;
  });
  // An entry's name is its number in hexadecimal, an even number of digits (as Calibre reads them back).
  const name = (i: number) => {
    const hex = i.toString(16).toUpperCase();
    return hex.length % 2 ? `0${hex}` : hex;
  };
  const groups: { bytes: Buffer[]; size: number; last: number }[] = [];
  entries.forEach((entry, i) => {
    let control = 0;
    const values: Buffer[] = [];
    for (const tag of TAGS) {
      const value = tag.value(entry, labelOffsets[i]!);
      if (value === undefined) continue;
      control |= tag.mask;
      values.push(forwardVarint(value));
    }
    const ident = Buffer.from(name(i), 'latin1');
    const bytes = Buffer.concat([Buffer.from([ident.length]), ident, Buffer.from([control]), ...values]);
    let group = groups[groups.length - 1];
    if (!group || group.size + bytes.length + 2 * (group.bytes.length + 1) > ENTRY_RECORD_BYTES) {
      group = { bytes: [], size: 0, last: i };
      groups.push(group);
    }
    group.bytes.push(bytes);
    group.size += bytes.length;
    group.last = i;
  });
  const entryRecords = groups.map((group) => {
    const header = indxHeader({ type: 1, entryCount: group.bytes.length });
    return withIdxt(header, group.bytes);
  });
  const tagx = tagxSection();
  const geometry = groups.map((group) => {
    const last = Buffer.from(name(group.last), 'latin1');
    const count = Buffer.alloc(2);
    count.writeUInt16BE(group.bytes.length, 0);
    return Buffer.concat([Buffer.from([last.length]), last, count]);
  });
  const header = indxHeader({
    type: 0,
    entryCount: groups.length,
    totalEntries: entries.length,
    cncxRecords: cncx.length,
  });
  const headerRecord = withIdxt(Buffer.concat([header, tagx]), geometry);
  return [headerRecord, ...entryRecords, ...cncx.map((parts) => padded(Buffer.concat(parts)))];
}

function indxHeader(fields: {
  type: number;
  entryCount: number;
  totalEntries?: number;
  cncxRecords?: number;
}) {
  const out = Buffer.alloc(INDX_HEADER_LENGTH);
  out.write('INDX', 0, 'latin1');
  out.writeUInt32BE(INDX_HEADER_LENGTH, 4);
  // Offset 12 is 0 in an index's header record and 1 in its entry records, as kindlegen writes them.
  out.writeUInt32BE(fields.type, 12);
  out.writeUInt32BE(fields.entryCount, 24);
  if (fields.totalEntries !== undefined) {
    out.writeUInt32BE(65001, 28);
    out.writeUInt32BE(0xffffffff, 32);
    out.writeUInt32BE(fields.totalEntries, 36);
    out.writeUInt32BE(fields.cncxRecords ?? 0, 52);
    // Where the TAGX section starts: right after this header.
    out.writeUInt32BE(INDX_HEADER_LENGTH, 180);
  }
  return out;
}

/** `head` and `parts`, then the IDXT listing where each part starts, padded to four bytes; IDXT's offset set. */
function withIdxt(head: Buffer, parts: readonly Buffer[]): Buffer {
  const starts: number[] = [];
  let at = head.length;
  for (const part of parts) {
    starts.push(at);
    at += part.length;
  }
  const body = padded(Buffer.concat([head, ...parts]));
  const idxt = Buffer.alloc(4 + 2 * starts.length);
  idxt.write('IDXT', 0, 'latin1');
  starts.forEach((start, i) => idxt.writeUInt16BE(start, 4 + 2 * i));
  body.writeUInt32BE(body.length, 20);
  return padded(Buffer.concat([body, idxt]));
}

function tagxSection(): Buffer {
  const out = Buffer.alloc(12 + 4 * (TAGS.length + 1));
  out.write('TAGX', 0, 'latin1');
  out.writeUInt32BE(out.length, 4);
  out.writeUInt32BE(1, 8); // one control byte
  TAGS.forEach(({ tag, mask }, i) => out.set([tag, 1, mask, 0], 12 + 4 * i));
  out.set([0, 0, 0, 1], 12 + 4 * TAGS.length);
  return out;
}

/** A number in 7-bit groups, most significant first, its last byte marked by the high bit (index entries, CNCX). */
export function forwardVarint(value: number): Buffer {
  const groups = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128))
    groups.unshift(rest & 0x7f);
  groups[groups.length - 1]! |= 0x80;
  return Buffer.from(groups);
}

function padded(data: Buffer): Buffer {
  const extra = (4 - (data.length % 4)) % 4;
  return extra ? Buffer.concat([data, Buffer.alloc(extra)]) : data;
}
