import { escapeText } from '../dom/escape';
import { groupPerFile } from '../warning-groups';
import { BookWarning, warning } from '../warnings';
import type { ReadFile } from './asciidoc-missing-attributes';
import { proseMatches } from './asciidoc-prose-matches';

/** `[words](target)` or an image's `![alt](target)`: the target has no space, as Markdown's own has none. */
const MARKDOWN_LINK = /(!?)\[([^\][\n]*)\]\(([^()\s]+)\)/g;
const WEB_ADDRESS = /^(?:https?|ftp|irc|mailto):/i;
/** A target that is already an AsciiDoc macro's (`xref:setup.adoc`, `link:notes.html`): only its text is added. */
const MACRO_TARGET = /^(?:xref|link):[^:]/;
/** What an address, a file or an anchor has: a dot, a slash, a colon or a hash. */
const ADDRESS_LIKE = /[./:#]/;

/**
 * A Markdown link or image written in an AsciiDoc file (`[the forum](https://example.org/t/1)`, common in text moved
 * from a README or a Markdown draft) is no link to Asciidoctor: it prints the brackets and the parentheses, with the
 * address inside them as a bare link (an image is not shown), and says nothing. A warning at each use the converted
 * `html` shows so, with the AsciiDoc to write; a file with several has one, naming the others' lines.
 */
export function markdownLinkWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const fixes = new Map<BookWarning, string>();
  const each = proseMatches(read, MARKDOWN_LINK, '](').flatMap(({ file, line, text, match }) => {
    const [written, bang, words, target] = match;
    if (!html.includes(escapeText(`${bang!}[${words!}](`))) return [];
    if (bang === '' && words === '') return [];
    // A target no address or file could be (`§ 12[(a)](1)`, a quoted statute's bracketed change): no link meant.
    if (!ADDRESS_LIKE.test(target!)) return [];
    const fix = asciidocFor(written, text, words!, target!);
    const one = warning(
      'asciidoc',
      { file, line },
      `${written} is Markdown ${bang ? 'image' : 'link'} syntax, printed as written (its brackets, and ` +
        `the address in parentheses); write ${fix}`,
      written,
    );
    fixes.set(one, fix);
    return [one];
  });
  return groupPerFile(
    each,
    (w) => (fixes.has(w) ? '' : undefined),
    (first, count, otherLines) =>
      `${count} links or images are written in Markdown's syntax, printed as written (their brackets, and the ` +
      `addresses in parentheses): the first, ${first.subject}, here, the others at ${otherLines}; write each in ` +
      `AsciiDoc's (the first: ${fixes.get(first)})`,
  );
}

/** The AsciiDoc for a Markdown link or image: an image alone on its line is a block image. */
function asciidocFor(written: string, line: string, words: string, target: string): string {
  if (written.startsWith('!')) return `${line.trim() === written ? 'image::' : 'image:'}${target}[${words}]`;
  return WEB_ADDRESS.test(target) || MACRO_TARGET.test(target)
    ? `${target}[${words}]`
    : `link:${target}[${words}]`;
}
