import { documentTitleLine } from '../sources/asciidoc-document-title';
import type { BookSource } from '../types';

const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;
/** A master document's header and include lines lie near its top; a chapter's size is never read whole. */
const HEAD_BYTES = 16_384;
/** One include is a chapter pulling in a section; a master document pulls in the book. */
const MIN_INCLUDES = 2;

export interface MasterDocument {
  path: string;
  includes: number;
}

/**
 * AsciiDoc master documents at the repository root that the config does not list: a document title (`= Title`, or
 * a title underlined by `=`) followed by `include::` lines, the file a book's own build (`asciidoctor book.adoc`)
 * converts. When a listed file is missing, such a file is likely what the book is built from now (its chapters
 * moved since the list was written).
 */
export async function unlistedMasterDocuments(
  repository: BookSource,
  listed: readonly string[],
): Promise<MasterDocument[]> {
  const files = (await repository.listFiles?.('')) ?? [];
  const known = new Set(listed);
  const found: MasterDocument[] = [];
  for (const path of files.filter((file) => ASCIIDOC_FILE.test(file) && !known.has(file)).sort()) {
    const bytes = await repository.readFile(path);
    if (bytes === null) continue;
    const includes = masterIncludeCount(bytes.subarray(0, HEAD_BYTES).toString('utf8'));
    if (includes >= MIN_INCLUDES) found.push({ path, includes });
  }
  return found;
}

/** How many include lines a document with a level-0 title has, or 0 when it has no document title. */
function masterIncludeCount(text: string): number {
  const lines = text.split(/\r?\n/);
  if (documentTitleLine(lines) < 0) return 0;
  return lines.filter((line) => /^(?:if\w*::[^[]*\[)?include::[^[\s]+\[/.test(line)).length;
}

/** The sentence a missing-file failure ends with when the repository has master documents it could list instead. */
export function masterDocumentHint(documents: readonly MasterDocument[], configFile: string): string {
  if (documents.length === 0) return '';
  const named = documents.map((d) => `${d.path} (a document including ${d.includes} files)`).join(', ');
  return (
    ` The repository's ${named} may be what the book is built from now: list ${documents.length === 1 ? 'it' : 'one'} ` +
    `alone in ${configFile} ("files": ["${documents[0]!.path}"]), and Octavo follows its includes as asciidoctor does.`
  );
}
