import { BookWarning, warning } from '../warnings';
import type { ReadFile } from './asciidoc-missing-attributes';
import { proseMatches } from './asciidoc-prose-matches';

/**
 * An inline anchor where a sentence wants the words of a reference: after "in", "see", "to"… and before the
 * sentence's next mark ("We talk about general debugging tools in [[debugging]], but …"). An anchor marks a place
 * and prints nothing, so the sentence reads "tools in , but"; the author meant `<<debugging>>`. Only before a mark: a
 * line's end is no sentence's, the next line goes on with it.
 */
const ANCHOR_FOR_REFERENCE =
  /(\S+\s+)?\b(in|see|at|from|to|under|on|per|into|and|or|also)\s+(\[\[([\p{L}_:][\p{L}\p{N}_:.-]*)(?:,[^\]]*)?\]\])(?=\s*[,.;:!?)])/giu;

/** One warning an anchor Asciidoctor printed as such (`<a id="…"></a>`) where the sentence wants a reference. */
export function anchorForReferenceWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  return proseMatches(read, ANCHOR_FOR_REFERENCE, '[[').flatMap(({ file, line, text, match }) => {
    const [whole, before = '', word = '', written = '', id = ''] = match;
    if (!printsEmptyAnchor(html, id)) return [];
    // The mark the pattern looked ahead to: what the sentence goes on with.
    const after = text
      .slice((match.index ?? 0) + whole.length)
      .trimStart()
      .charAt(0);
    return [
      warning(
        'asciidoc',
        { file, line },
        `${written} after "${word}" prints nothing: an anchor marks a place and shows no text, so the sentence reads ` +
          `"${before}${word} ${after}"; to cite that part of the book, write <<${id}>>`,
        written,
      ),
    ];
  });
}

/** Whether the page holds `<a id="id" …></a>`, an anchor with nothing to show (an id of the pattern needs no escaping). */
function printsEmptyAnchor(html: string, id: string): boolean {
  const opening = `<a id="${id}"`;
  const at = html.indexOf(opening);
  return at >= 0 && /^[^>]*><\/a>/.test(html.slice(at + opening.length, at + opening.length + 400));
}
