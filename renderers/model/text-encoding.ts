import { isUtf8 } from 'node:buffer';
import type { BookSource } from '../types';
import { type BookWarning, warning } from '../warnings';
import { otherLinesText } from '../warning-groups';

/** Files that are never text, whatever bytes they hold. */
const BINARY_EXTENSIONS = new Set(
  (
    'png jpg jpeg gif webp avif bmp tif tiff ico icns psd ai eps ps pdf svgz heic ' +
    'zip gz tgz bz2 xz 7z rar jar war class so dll dylib exe bin dat o a ' +
    'woff woff2 ttf otf eot ' +
    'mp3 mp4 m4a m4v ogg oga ogv webm wav flac mov avi mkv ' +
    'epub mobi azw3 docx xlsx pptx odt ods odp sqlite db pyc'
  ).split(' '),
);

/** How far into a file a NUL byte marks it binary, as Git decides it. */
const BINARY_PROBE_BYTES = 8000;

function isText(path: string, bytes: Buffer): boolean {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (path.includes('.') && BINARY_EXTENSIONS.has(extension)) return false;
  return !bytes.subarray(0, BINARY_PROBE_BYTES).includes(0);
}

/** `<?xml … encoding="ISO-8859-1"?>`, `<meta charset="windows-1252">`, `content="text/html; charset=latin1"`. */
const DECLARED_ENCODING =
  /<\?xml[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']|<meta[^>]*?\bcharset\s*=\s*["']?([\w.:-]+)/i;

/** The text's own declaration of a legacy encoding Node can decode, and where it says so. */
function declaredEncoding(bytes: Buffer): { label: string; written: string } | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const match = DECLARED_ENCODING.exec(head);
  const label = match?.[1] ?? match?.[2];
  if (!label || /^utf-?8$/i.test(label)) return undefined;
  try {
    new TextDecoder(label);
  } catch {
    return undefined;
  }
  return { label, written: match![0] };
}

/** Each line's bytes, with its 1-based number. */
function* linesOf(bytes: Buffer): Generator<{ line: number; bytes: Buffer }> {
  let start = 0;
  let line = 1;
  while (start <= bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    yield { line, bytes: bytes.subarray(start, stop) };
    if (end === -1) return;
    start = end + 1;
    line++;
  }
}

/** How many bytes a UTF-8 character that starts with this byte has (0: no character starts with it). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The first run of bytes in a line that is no UTF-8 character, as hex ("80 99"). */
function firstInvalidBytes(line: Buffer): string {
  let at = 0;
  while (at < line.length) {
    if (line[at]! < 0x80) {
      at++;
      continue;
    }
    const length = sequenceLength(line[at]!);
    if (length > 0 && at + length <= line.length && isUtf8(line.subarray(at, at + length))) {
      at += length;
      continue;
    }
    let end = at + 1;
    while (end < line.length && end - at < 4 && line[end]! >= 0x80 && sequenceLength(line[end]!) === 0) end++;
    return [...line.subarray(at, end)]
      .map((byte) => byte.toString(16).toUpperCase().padStart(2, '0'))
      .join(' ');
  }
  return '';
}

interface Decoded {
  bytes: Buffer;
  warning?: BookWarning;
}

/**
 * A text file that is not UTF-8, as UTF-8: in the encoding it declares (an XML or HTML file's `encoding`/`charset`,
 * the declaration then saying UTF-8); else, when no line holds a UTF-8 character beyond ASCII, as Windows-1252 (the
 * Latin-1 of Windows editors, which old books were typed in), warned; else as UTF-8, each broken character printed
 * as "�", warned at its lines. Returns the bytes unchanged when they are UTF-8 already.
 */
export function asUtf8(path: string, bytes: Buffer): Decoded {
  if (!isText(path, bytes) || isUtf8(bytes)) return { bytes };
  const declared = declaredEncoding(bytes);
  if (declared) {
    const text = new TextDecoder(declared.label).decode(bytes);
    return { bytes: Buffer.from(text.replace(declared.written, utf8Declaration(declared.written)), 'utf8') };
  }
  const broken: { line: number; bytes: string }[] = [];
  let utf8Lines = 0;
  for (const { line, bytes: lineBytes } of linesOf(bytes)) {
    if (!lineBytes.some((byte) => byte >= 0x80)) continue;
    if (isUtf8(lineBytes)) utf8Lines++;
    else broken.push({ line, bytes: firstInvalidBytes(lineBytes) });
  }
  const [first, ...others] = broken;
  const where = { file: path, ...(first ? { line: first.line } : {}) };
  const elsewhere = others.length > 0 ? ` (and at ${otherLinesText(others.map((b) => b.line))})` : '';
  if (utf8Lines === 0) {
    const text = new TextDecoder('windows-1252').decode(bytes);
    const shown = new TextDecoder('windows-1252').decode(
      Buffer.from(first!.bytes.split(' ').map((h) => parseInt(h, 16))),
    );
    return {
      bytes: Buffer.from(text, 'utf8'),
      warning: warning(
        'source',
        where,
        `the file is not UTF-8: byte${first!.bytes.includes(' ') ? 's' : ''} ${first!.bytes} here${elsewhere} ` +
          `${first!.bytes.includes(' ') ? 'are' : 'is'} no UTF-8 character; read as Windows-1252 (Latin-1), as the ` +
          `editor that wrote it did ("${shown}" here): save the file as UTF-8 (iconv -f windows-1252 -t utf-8) so ` +
          'every tool reads it alike',
      ),
    };
  }
  return {
    bytes,
    warning: warning(
      'source',
      where,
      `bytes that are no UTF-8 character (${first!.bytes} here${elsewhere}) print as "�": a character broken ` +
        'when the file was copied or saved in another encoding; retype it, and keep the file UTF-8',
    ),
  };
}

function utf8Declaration(written: string): string {
  return written.replace(/(encoding\s*=\s*["']|charset\s*=\s*["']?)[\w.:-]+/i, '$1UTF-8');
}

/**
 * The book's files as UTF-8 text, whatever encoding each was saved in (`asUtf8`); each file's warning is given once,
 * however often the file is read.
 */
export function utf8Source(source: BookSource, warnings: BookWarning[]): BookSource {
  const warned = new Set<string>();
  return {
    ...source,
    readFile: async (path) => {
      const bytes = await source.readFile(path);
      if (bytes === null) return null;
      const decoded = asUtf8(path, bytes);
      if (decoded.warning && !warned.has(path)) {
        warned.add(path);
        warnings.push(decoded.warning);
      }
      return decoded.bytes;
    },
  };
}
