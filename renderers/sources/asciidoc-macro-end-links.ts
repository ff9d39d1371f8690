/**
 * Marks a link or cross-reference Asciidoctor read from the end of a longer macro's name: `extlink:ztso[]`, an inline
 * macro of the book's own extension, is to Asciidoctor without it the text "ext" and `link:ztso[]`, a link to a file
 * named ztso. The unknown macro is warned of once, with its count (asciidoc-inline-macros.ts); the link it leaves is
 * no link of the author's, so the book model gives no link advice for it (resolve-references.ts).
 */
export const MACRO_END = 'data-octavo-macro-end';

/** A character that continues a macro's name; not `_`, which opens emphasis (`_link:file.pdf[x]_`). */
const WORD = /[A-Za-z0-9]/;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether every `link:target[` written in a block's lines is the end of a longer name (a word character before it):
 * then the link Asciidoctor made of `target` is one. Not when the block also writes the link itself.
 */
export function linkWrittenAsMacroEnd(lines: readonly string[], target: string): boolean {
  if (target === '') return false;
  return allMacroEnds(lines, new RegExp(`link:${escaped(target)}\\[`, 'g'));
}

/**
 * The same for a cross-reference (`csrxref:mstatus[]`), known by the id it names (`refid`, or the `fragment` of a
 * path's) or the file (`path`): every `xref:…[` written in the block's lines that names it ends a longer name, and no
 * `<<id>>` (`<<path#id,text>>`) names it too.
 */
export function xrefWrittenAsMacroEnd(
  lines: readonly string[],
  reference: { id?: string; path?: string },
): boolean {
  const stem = (path: string) => path.replace(/\.[^./]*$/, '');
  const names = (target: string) => {
    const hash = target.indexOf('#');
    const id = hash === -1 ? target : target.slice(hash + 1);
    const path = hash === -1 ? '' : target.slice(0, hash);
    return (
      (reference.id !== undefined && id === reference.id) ||
      (reference.path !== undefined && stem(hash === -1 ? target : path) === stem(reference.path))
    );
  };
  if (lines.some((line) => [...line.matchAll(/<<([^\s,>]+)/g)].some((match) => names(match[1]!))))
    return false;
  let found = false;
  for (const line of lines) {
    for (const match of line.matchAll(/xref:([^\s[]+)\[/g)) {
      if (!names(match[1]!)) continue;
      if (!WORD.test(line[match.index - 1] ?? '')) return false;
      found = true;
    }
  }
  return found;
}

function allMacroEnds(lines: readonly string[], written: RegExp): boolean {
  let found = false;
  for (const line of lines) {
    for (const match of line.matchAll(written)) {
      if (!WORD.test(line[match.index - 1] ?? '')) return false;
      found = true;
    }
  }
  return found;
}

/** The mark, on a link's opening tag as Asciidoctor's converter writes it (`<a href=…`). */
export function markedAsMacroEnd(html: string): string {
  return html.replace(/^<a(?=\s)/, `<a ${MACRO_END}=""`);
}
