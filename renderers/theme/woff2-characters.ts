import { brotliDecompressSync } from 'node:zlib';

/**
 * The characters a WOFF2 font maps, read from its `cmap` with Node's own Brotli: the same set fontkit's
 * `characterSet` gives, without fontkit's Brotli written in JavaScript, which took 0.6-0.7 s of a cold render
 * to unpack the shipped fonts (see docs/architecture.md). Returns undefined for what it does not read (a font
 * collection, a cmap without a Unicode subtable, a subtable format other than 0, 4, 6, 10, 12, 13): the
 * caller then asks fontkit.
 */
export function woff2Characters(data: Buffer): number[] | undefined {
  if (data.length < 48 || data.toString('latin1', 0, 4) !== 'wOF2') return undefined;
  if (data.toString('latin1', 4, 8) === 'ttcf') return undefined;
  const numTables = data.readUInt16BE(12);
  const compressedSize = data.readUInt32BE(20);
  let pos = 48;
  const readBase128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = data[pos++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('WOFF2: bad UIntBase128');
  };
  let offset = 0;
  let cmap: { offset: number; length: number } | undefined;
  for (let i = 0; i < numTables; i++) {
    const flags = data[pos++]!;
    const known = flags & 0x3f;
    const tag = known === 63 ? data.toString('latin1', pos, (pos += 4)) : KNOWN_TAGS[known];
    const version = flags >> 6;
    const length = readBase128();
    // glyf and loca are transformed at version 0; every other table at any version but 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const stored = transformed ? readBase128() : length;
    if (tag === 'cmap') cmap = { offset, length: stored };
    offset += stored;
  }
  if (!cmap) return undefined;
  const tables = brotliDecompressSync(data.subarray(pos, pos + compressedSize));
  return cmapCharacters(tables.subarray(cmap.offset, cmap.offset + cmap.length));
}

/** WOFF2's table tags by index (the specification's known-table list). */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
]; // prettier-ignore

/** fontkit's choice of Unicode subtable, in its order of preference. */
const UNICODE_SUBTABLES: [number, number][] = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

/** The code points a cmap table's Unicode subtable covers, as fontkit's CmapProcessor lists them. */
function cmapCharacters(cmap: Buffer): number[] | undefined {
  const count = cmap.readUInt16BE(2);
  const records = Array.from({ length: count }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  let at: number | undefined;
  for (const [platform, encoding] of UNICODE_SUBTABLES) {
    at = records.find((r) => r.platform === platform && r.encoding === encoding)?.offset;
    if (at !== undefined) break;
  }
  if (at === undefined) return undefined;
  const points: number[] = [];
  const span = (from: number, toExclusive: number) => {
    for (let point = from; point < toExclusive; point++) points.push(point);
  };
  switch (cmap.readUInt16BE(at)) {
    case 0:
      span(0, 256);
      return points;
    case 4: {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      for (let i = 0; i < segments; i++)
        span(cmap.readUInt16BE(starts + i * 2), cmap.readUInt16BE(ends + i * 2) + 1);
      return points;
    }
    case 6: {
      const first = cmap.readUInt16BE(at + 6);
      span(first, first + cmap.readUInt16BE(at + 8));
      return points;
    }
    case 10: {
      const first = cmap.readUInt32BE(at + 12);
      span(first, first + cmap.readUInt32BE(at + 16));
      return points;
    }
    case 12:
    case 13: {
      const groups = cmap.readUInt32BE(at + 12);
      for (let i = 0; i < groups; i++) {
        const group = at + 16 + i * 12;
        span(cmap.readUInt32BE(group), cmap.readUInt32BE(group + 4) + 1);
      }
      return points;
    }
    default:
      return undefined;
  }
}
