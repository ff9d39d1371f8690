import { inLeanpubManuscript } from '../paths/leanpub-resources';
import { extensionOf } from '../paths/repo-path';
import { RenderFailure } from '../types';

/** What a listed file Octavo does not read is, when it can be told: the format its own toolchain reads it as. */
type KnownText = 'leanpub' | 'asciidoc';

/** A listed file skipped for its extension. */
export interface UnknownSource {
  path: string;
  known?: KnownText;
}

/**
 * A listed file of an extension Octavo does not read (sources are told by extension only: .html, .md, .adoc), and,
 * for a `.txt` file, the format its toolchain meant: a Leanpub manuscript's Markdown, or AsciiDoc Python's AsciiDoc.
 */
export function unknownSource(path: string, bytes: Buffer): UnknownSource {
  if (extensionOf(path) !== '.txt') return { path };
  if (inLeanpubManuscript(path)) return { path, known: 'leanpub' };
  if (looksLikeAsciidoc(bytes)) return { path, known: 'asciidoc' };
  return { path };
}

const RENAMES: Record<KnownText, { what: string; extension: string }> = {
  leanpub: { what: "Leanpub's Markdown (a manuscript's .txt file)", extension: '.md' },
  asciidoc: { what: 'AsciiDoc (AsciiDoc Python books name their files .txt)', extension: '.asciidoc' },
};

/** The warning's words for a skipped file: its extension, and how to have it read when its format is known. */
export function unknownSourceWarning({ path, known }: UnknownSource): string {
  const skipped = `unknown source type "${extensionOf(path) || '(none)'}" (expected .html, .md or .adoc); skipped`;
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
  const head = 'None of the listed files has content in a supported format (.html, .md, .adoc)';
  if (skipped.length === 0) return new RenderFailure(`${head}.`);
  const groups = new Map<string, UnknownSource[]>();
  for (const file of skipped) {
    const key = file.known ?? extensionOf(file.path);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const reasons = [...groups.values()].map((files) => {
    const { known } = files[0]!;
    const named = fileList(files.map((file) => file.path));
    const one = files.length === 1;
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
