/**
 * A Palm database (PDB), the container of a MOBI file: a 78-byte header naming the database, the list of its
 * records' offsets, two bytes of padding, then the records one after another (MobileRead wiki, "PDB").
 */
export function palmDatabase(name: string, type: string, records: readonly Buffer[], made: Date): Buffer {
  const listStart = 78;
  const dataStart = listStart + records.length * 8 + 2;
  const header = Buffer.alloc(dataStart);
  header.write(databaseName(name), 0, 'latin1');
  const seconds = Math.floor(made.getTime() / 1000);
  // attributes (32) and version (34) stay 0; dates are seconds since 1970, which readers take when the top bit is clear.
  header.writeUInt32BE(seconds, 36);
  header.writeUInt32BE(seconds, 40);
  header.write(type, 60, 'latin1');
  header.write('MOBI', 64, 'latin1');
  header.writeUInt32BE(2 * records.length - 1, 68);
  header.writeUInt16BE(records.length, 76);
  let offset = dataStart;
  records.forEach((record, i) => {
    header.writeUInt32BE(offset, listStart + i * 8);
    // Attributes 0, then a 3-byte unique id: 2 × the record's number, as kindlegen numbers them.
    header.writeUIntBE(2 * i, listStart + i * 8 + 5, 3);
    offset += record.length;
  });
  return Buffer.concat([header, ...records]);
}

/** The database name: 31 bytes of printable ASCII at most and a NUL, spaces as underscores. */
export function databaseName(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .replace(/\s+/g, '_');
  return (ascii || 'book').slice(0, 31);
}

/** The records of a Palm database `palmDatabase` wrote (or any), for reading a file back. */
export function readRecords(file: Buffer): Buffer[] {
  const count = file.readUInt16BE(76);
  const offsets = Array.from({ length: count }, (_, i) => file.readUInt32BE(78 + i * 8));
  return offsets.map((start, i) => file.subarray(start, i + 1 < count ? offsets[i + 1] : file.length));
}
