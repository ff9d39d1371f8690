import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { extensionOf } from '../paths/repo-path';
import { xmlRoot } from '../sources/docbook-entities';
import { RenderFailure } from '../types';
import type { BookWarning } from '../warnings';
import { groupWarnings, otherPlacesText } from '../warning-groups';
import { RST_OPTIONS } from '../config/rst-options';

/** What a listed file Octavo does not read is, when it can be told: the format its own toolchain reads it as. */
type KnownText = 'leanpub' | 'asciidoc';

/** A format Octavo does not read, which pandoc converts once into one it does. */
type Convertible = 'rst' | 'latex' | 'docx' | 'odt' | 'org';

/** A listed file skipped for its extension. */
export interface UnknownSource {
  path: string;
  known?: KnownText;
  convertible?: Convertible;
}

/** Each convertible format: its name, pandoc's reader, and what it is best converted to. */
const CONVERSIONS: Record<Convertible, { what: string; from: string; to: 'asciidoc' | 'markdown' }> = {
  rst: { what: 'reStructuredText', from: 'rst', to: 'markdown' },
  latex: { what: 'LaTeX', from: 'latex', to: 'markdown' },
  docx: { what: 'a Word document', from: 'docx', to: 'markdown' },
  odt: { what: 'an OpenDocument text', from: 'odt', to: 'markdown' },
  org: { what: 'an Org file', from: 'org', to: 'markdown' },
};

const CONVERTIBLE_BY_EXTENSION: Record<string, Convertible> = {
  '.rst': 'rst',
  '.tex': 'latex',
  '.latex': 'latex',
  '.docx': 'docx',
  '.odt': 'odt',
  '.org': 'org',
};

/**
 * A listed file Octavo reads as DocBook: a `.dbk` or `.docbook` file, an `.xml` one that is DocBook (an Atlas book of
 * Atlas's DocBook days lists `ch01.xml`), or a file of any other extension whose root element is DocBook's (Solaris's
 * and illumos's master documents are `mdb.book`, `dtrace.book`).
 */
export function isDocbookSource(path: string, bytes: Buffer): boolean {
  const extension = extensionOf(path);
  if (extension === '.dbk' || extension === '.docbook') return true;
  if (extension === '.xml') return looksLikeDocbook(bytes);
  return hasDocbookRoot(head(bytes));
}

/** The elements a DocBook document (a book, or a file of one) is rooted in. */
const DOCBOOK_ROOTS = new Set([
  'set',
  'book',
  'chapter',
  'article',
  'part',
  'preface',
  'appendix',
  'section',
  'sect1',
  'colophon',
  'glossary',
  'bibliography',
  'reference',
  'refentry',
]);

function head(bytes: Buffer): string {
  return bytes.subarray(0, 16_384).toString('utf8');
}

function hasDocbookRoot(text: string): boolean {
  const root = xmlRoot(text)?.name;
  return root !== undefined && DOCBOOK_ROOTS.has(root);
}

/** A DocBook document: its doctype, its namespace, or a root element of DocBook's (`<chapter>`, `<book>` …). */
function looksLikeDocbook(bytes: Buffer): boolean {
  const text = head(bytes);
  if (/<!DOCTYPE\s+\w+\s+PUBLIC\s+"-\/\/OASIS\/\/DTD DocBook/i.test(text)) return true;
  if (text.includes('http://docbook.org/ns/docbook')) return true;
  return hasDocbookRoot(text);
}

/** The pandoc command that converts the file once, into a file Octavo reads beside it. */
function conversionCommand(path: string, format: Convertible): string {
  const { from, to } = CONVERSIONS[format];
  const output = path.replace(/\.[^./]+$/, '') + (to === 'asciidoc' ? '.adoc' : '.md');
  const media = format === 'docx' || format === 'odt' ? ' --extract-media=images' : '';
  const rst = format === 'rst' ? ` ${RST_OPTIONS}` : '';
  return `pandoc -f ${from} -t ${to}${media}${rst} ${quoted(path)} -o ${quoted(output)}`;
}

function quoted(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}

/**
 * A listed file of an extension Octavo does not read (sources are told by extension only: .html, .md, .adoc), and,
 * for a `.txt` file, the format its toolchain meant: a Leanpub manuscript's Markdown, or AsciiDoc Python's AsciiDoc;
 * for reStructuredText, LaTeX, Word, OpenDocument or Org, the pandoc command that converts it once.
 */
export function unknownSource(path: string, bytes: Buffer): UnknownSource {
  const extension = extensionOf(path);
  const convertible = CONVERTIBLE_BY_EXTENSION[extension];
  if (convertible) return { path, convertible };
  if (extension !== '.txt') return { path };
  if (inLeanpubManuscript(path)) return { path, known: 'leanpub' };
  if (looksLikeAsciidoc(bytes)) return { path, known: 'asciidoc' };
  return { path };
}

const RENAMES: Record<KnownText, { what: string; extension: string }> = {
  leanpub: { what: "Leanpub's Markdown (a manuscript's .txt file)", extension: '.md' },
  asciidoc: { what: 'AsciiDoc (AsciiDoc Python books name their files .txt)', extension: '.asciidoc' },
};

/** The warning's words for a skipped file: its extension, and how to have it read when its format is known. */
export function unknownSourceWarning({ path, known, convertible }: UnknownSource): string {
  const skipped = `unknown source type "${extensionOf(path) || '(none)'}" (expected .html, .md, .adoc or DocBook .xml); skipped`;
  if (convertible) {
    return (
      `${skipped}: it is ${CONVERSIONS[convertible].what}, which Octavo does not read: convert it once ` +
      `(${conversionCommand(path, convertible)}), check the result, and list the converted file instead`
    );
  }
  if (!known) return skipped;
  const { what, extension } = RENAMES[known];
  const reads = known === 'leanpub' ? 'it is' : 'it reads as';
  return `${skipped}: ${reads} ${what}: rename it to ${extension} (git mv) and list it by its new name`;
}

/**
 * The failure of a book none of whose listed files could be read, saying why: the files skipped for their
 * extension, grouped by the format their toolchain meant, each group with its rename (a Leanpub book lists only
 * .txt files, and the author sees this message, not the warnings).
 */
export function noReadableSourceFailure(skipped: UnknownSource[]): RenderFailure {
  const head = 'None of the listed files has content in a supported format (.html, .md, .adoc, DocBook .xml)';
  if (skipped.length === 0) return new RenderFailure(`${head}.`);
  const groups = new Map<string, UnknownSource[]>();
  for (const file of skipped) {
    const key = file.known ?? file.convertible ?? extensionOf(file.path);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const reasons = [...groups.values()].map((files) => {
    const { known, convertible } = files[0]!;
    const named = fileList(files.map((file) => file.path));
    const one = files.length === 1;
    if (convertible) {
      return (
        `${named} ${one ? 'is' : 'are'} ${CONVERSIONS[convertible].what}, which Octavo does not read: convert ` +
        `${one ? 'it' : 'each'} once (${conversionCommand(files[0]!.path, convertible)}) and list the converted ` +
        `${one ? 'file' : 'files'}`
      );
    }
    if (!known)
      return `${named} ${one ? 'is' : 'are'} of a type Octavo does not read (${
        extensionOf(files[0]!.path) || 'no extension'
      })`;
    const { what, extension } = RENAMES[known];
    return (
      `${named} ${one ? 'is' : 'are'} ${what}: rename ${one ? 'it' : 'them'} to ${extension} (git mv) and list ` +
      `${one ? 'it by its new name' : 'them by their new names'}`
    );
  });
  return new RenderFailure(`${head}: ${reasons.join('; ')}.`);
}

/** Up to three paths, then how many more: "a", "a and b", "a, b and c", "a, b, c and 2 more". */
function fileList(paths: string[]): string {
  const named = paths.slice(0, 3);
  const last = paths.length > 3 ? `${paths.length - 3} more` : named.pop()!;
  return named.length > 0 ? `${named.join(', ')} and ${last}` : last;
}

/** A document title or section title (`= Title`, `== Title ==`) as the first line that is not blank or a comment. */
function looksLikeAsciidoc(bytes: Buffer): boolean {
  const lines = bytes.subarray(0, 4096).toString('utf8').split(/\r?\n/);
  const first = lines.find((line) => line.trim() !== '' && !line.startsWith('//'));
  return first !== undefined && /^={1,3} \S/.test(first);
}

/**
 * One warning for listed files skipped alike (forty `.mdx` chapters of a book before Octavo read MDX: forty warnings
 * alike but for the file), at the first file, the others named after it.
 */
export function groupUnknownSourceWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => (w.file !== undefined && w.text.startsWith('unknown source type ') ? w.text : undefined),
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      return {
        ...first,
        text: `${first.text} (${group.length} files: here, and ${otherPlacesText(others)})`,
      };
    },
  );
}
