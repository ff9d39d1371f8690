/* eslint-disable @typescript-eslint/no-explicit-any -- Asciidoctor's node API types nodes as any */
import { posix } from 'node:path';

const ASCIIDOC_EXTENSION = /\.(?:adoc|asciidoc|asc|ad|txt)$/;

/**
 * The id an xref written `<<ch03#branching>>` (a document's name, then an id in it) lands on, when the document is
 * this one or one it includes, or one written `<<#branching>>` left with its `#`; undefined for any other xref.
 *
 * Asciidoctor 1.5 read such an xref so in every document, and books pinned to it use the form to link between
 * their included chapters (Pro Git's translations). Asciidoctor 2 reads it so too, except in compatibility mode,
 * which a document titled with an underlined title (`Pro Git` over `=======`) turns on: there it kept
 * `ch03#branching` whole as an id no element has, and every such cross-reference of the book was removed.
 * Compatibility mode keeps the `#` of `<<#branching>>` (Asciidoctor 2's way to name an id alone) the same way.
 */
export function includedDocumentId(node: any): string | undefined {
  if (node.getAttribute('path')) return undefined;
  const refid: unknown = node.getAttribute('refid');
  if (typeof refid !== 'string') return undefined;
  const hash = refid.indexOf('#');
  if (hash === -1 || hash === refid.length - 1) return undefined;
  if (hash === 0) return refid.slice(1);
  const documentName = refid.slice(0, hash).replace(ASCIIDOC_EXTENSION, '');
  const doc = node.getDocument();
  // Octavo registers each include by its path from the repository root (`book/part01`); the xref names it from the
  // document's folder (`part01`), as Asciidoctor's catalog does when it reads the include itself.
  const folder = String(doc.getAttribute('docdir') ?? '').replace(/^\/+/, '');
  const fromRoot = folder === '' ? documentName : posix.normalize(posix.join(folder, documentName));
  const included =
    doc.getAttribute('docname') === documentName ||
    doc.catalog?.includes?.[documentName] ||
    doc.catalog?.includes?.[fromRoot];
  return included ? refid.slice(hash + 1) : undefined;
}

/**
 * The id of the section (or other titled element) an xref names by its title (`<<Divide and Conquer, …>>`), in a
 * document in compatibility mode, which a two-line (underlined) document title turns on: Asciidoctor then reads the
 * title as an id no element has and the link leads nowhere, where outside that mode it resolves the title (a
 * reference with a space or a capital letter, matching no id). Undefined for any other xref.
 */
export async function titledReferenceId(node: any): Promise<string | undefined> {
  if (node.getAttribute('path')) return undefined;
  const refid: unknown = node.getAttribute('refid');
  if (typeof refid !== 'string' || (!refid.includes(' ') && refid.toLowerCase() === refid)) return undefined;
  const doc = node.getDocument();
  if (!doc.compatMode || doc.catalog?.refs?.[refid]) return undefined;
  const id: unknown = await doc.resolveId?.(refid);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** An xref to a document by its file name and no id in it, as written: `xref:ch03.adoc[…]`, `<<ch03.adoc#,…>>`. */
const DOCUMENT_XREF = /(?:xref:|<<)([^\s[\]#,<>]+?\.(?:adoc|asciidoc|asc))#?(?=[[,>])/g;

/**
 * The file an xref names when it is a document this one includes and the xref names no id in it
 * (`xref:ch03.adoc[the mining chapter]`), read from the lines of the block it is written in. Asciidoctor links such
 * an xref to the top of the combined document (`#`), which leads nowhere in a book of many pages; with the file,
 * the link leads to the chapter that file begins. Undefined for any other xref, or when the block names two such
 * files (which of them this xref is cannot be told from its node).
 */
export function includedDocumentFile(node: any, blockLines: readonly string[]): string | undefined {
  if (node.getAttribute('path') || node.getAttribute('refid') || node.target !== '#') return undefined;
  const includes = node.getDocument?.()?.catalog?.includes ?? {};
  const named = new Set<string>();
  for (const line of blockLines) {
    for (const [, file] of line.matchAll(DOCUMENT_XREF))
      if (file && includes[file.replace(ASCIIDOC_EXTENSION, '')]) named.add(file);
  }
  return named.size === 1 ? [...named][0] : undefined;
}
