/* eslint-disable @typescript-eslint/no-explicit-any -- Asciidoctor's converter API types nodes as any */
import { documentTitleLine } from './asciidoc-document-title';

/**
 * On a chapter or appendix whose number the document set itself: Asciidoctor's numeral for it ("1", "A"). A
 * document of several volumes restarts each volume's count (`:!chapter-number:` under the volume's title,
 * `:appendix-number: @` before its appendices); the book counts on from there, in every format.
 */
export const NUMERAL_MARK = 'data-octavo-numeral';

/** The counters Asciidoctor numbers a book's chapters and appendices with, by the section name they number. */
const COUNTERS: Record<string, string> = { chapter: 'chapter-number', appendix: 'appendix-number' };

/** The numeral each reset chapter and appendix of a document takes, found once a document. */
const resetsByDocument = new WeakMap<object, Map<object, string>>();

/**
 * Asciidoctor's numeral for a chapter or appendix whose counter the document sets before it, undefined for one it
 * numbers on from the one before. Asciidoctor numbers a chapter from the `chapter-number` attribute as it stands
 * there (Document#counter: the value's successor, or 1 once unset), an appendix from `appendix-number` (A once
 * unset; `@` makes the next one A). Such a numeral is one the book cannot count itself: a body attribute entry
 * touched the counter since the last section it numbered, or the numeral is not the next in the document.
 */
export function resetNumeral(section: any): string | undefined {
  const document = section.getDocument?.();
  if (!document) return undefined;
  let resets = resetsByDocument.get(document);
  if (!resets) {
    resets = documentResets(document);
    resetsByDocument.set(document, resets);
  }
  return resets.get(section);
}

function documentResets(document: any): Map<object, string> {
  const resets = new Map<object, string>();
  const touched = new Set<string>(headerEntryNames(document));
  const last = new Map<string, string>();
  // Every block in document order: the entries saved with a block came before it.
  for (const block of document.findBy?.({}) ?? []) {
    for (const name of attributeEntryNames(block)) touched.add(name);
    const counter = block.context === 'section' ? COUNTERS[String(block.sectname)] : undefined;
    const numeral = block.numeral;
    if (!counter || !block.numbered || numeral === null || numeral === undefined) continue;
    const written = String(numeral);
    const previous = last.get(counter);
    const expected =
      previous === undefined ? (counter === 'chapter-number' ? '1' : 'A') : successor(previous);
    if (touched.has(counter) || (expected !== undefined && written !== expected)) resets.set(block, written);
    touched.delete(counter);
    last.set(counter, written);
  }
  return resets;
}

/**
 * The names of the body attribute entries Asciidoctor saved with a block (the `:name: value` lines above it), kept
 * under a symbol of its own among the block's attributes. None when the converter keeps them otherwise: then only a
 * numeral out of sequence says a counter was set.
 */
function attributeEntryNames(block: any): string[] {
  const attributes = block.attributes;
  if (!attributes || typeof attributes !== 'object') return [];
  return Object.getOwnPropertySymbols(attributes)
    .filter((key) => key.description === 'attribute_entries')
    .flatMap((key) => {
      const entries: unknown = attributes[key];
      return Array.isArray(entries) ? entries.map((entry: any) => String(entry?.name ?? '')) : [];
    });
}

/**
 * The attribute names the document's header sets or unsets (`:!chapter-number:` under a volume's title, in a file
 * listed on its own): Asciidoctor keeps no trace of an unset one, so its header is read from the source.
 */
function headerEntryNames(document: any): string[] {
  const lines: unknown = document.getSourceLines?.();
  if (!Array.isArray(lines)) return [];
  const written = lines.map(String);
  const title = documentTitleLine(written);
  if (title < 0) return [];
  const end = written.findIndex((line, i) => i > title && line.trim() === '');
  return written.slice(0, end < 0 ? written.length : end).flatMap((line) => {
    const name = /^:(!?[\w-]+?!?):/.exec(line)?.[1];
    return name ? [name.replace(/!/g, '')] : [];
  });
}

/** The numeral after `numeral` as Asciidoctor counts: 2 after 1, B after A; undefined for one it counts otherwise. */
function successor(numeral: string): string | undefined {
  if (/^\d+$/.test(numeral)) return String(Number(numeral) + 1);
  return /^[A-Y]$/.test(numeral) ? String.fromCharCode(numeral.charCodeAt(0) + 1) : undefined;
}
