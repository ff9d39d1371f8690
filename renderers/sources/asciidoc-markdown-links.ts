import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import { codeSpansOf } from './asciidoc-inline-macros';
import type { ReadFile } from './asciidoc-missing-attributes';

/** `[words](target)` or an image's `![alt](target)`: the target has no space, as Markdown's own has none. */
const MARKDOWN_LINK = /(!?)\[([^\][\n]*)\]\(([^()\s]+)\)/g;
const WEB_ADDRESS = /^(?:https?|ftp|irc|mailto):/i;

/**
 * A Markdown link or image written in an AsciiDoc file (`[the forum](https://example.org/t/1)`, common in text moved
 * from a README or a Markdown draft) is no link to Asciidoctor: it prints the brackets and the parentheses, with the
 * address inside them as a bare link (an image is not shown), and says nothing. One warning a use the converted
 * `html` shows so, at its line, with the AsciiDoc to write.
 */
export function markdownLinkWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    walkBlocks(lines, {
      outside: (line, index) => {
        if (line.startsWith('//')) return false;
        const inCode = codeSpansOf(line);
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          const [written, bang, words, target] = match;
          if (inCode(match.index) || !html.includes(escapeText(`${bang!}[${words!}](`))) continue;
          if (bang === '' && words === '') continue;
          warnings.push(
            warning(
              'asciidoc',
              { file, line: firstLine + index },
              `${written} is Markdown ${bang ? 'image' : 'link'} syntax, printed as written (its brackets, and ` +
                `the address in parentheses); write ${asciidocFor(written, line, words!, target!)}`,
              written,
            ),
          );
        }
        return false;
      },
    });
  }
  return warnings;
}

/** The AsciiDoc for a Markdown link or image: an image alone on its line is a block image. */
function asciidocFor(written: string, line: string, words: string, target: string): string {
  if (written.startsWith('!')) return `${line.trim() === written ? 'image::' : 'image:'}${target}[${words}]`;
  return WEB_ADDRESS.test(target) ? `${target}[${words}]` : `link:${target}[${words}]`;
}
