import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { printedInOrder } from './asciidoc-cjk-marks';
import { walkBlocks } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';
import { CC_WORD } from './asciidoctor-quotes';
import { otherLinesText } from '../warning-groups';

/**
 * Attributes written before a single pair of marks, against the character before them: a role or id
 * (`[.keep-together]`, `[#term.big]`) before `#`, `*` or `_`, or a bare role (`[nobreak]`) before `#`, the forms
 * books give a span. A word character, or the `}` of an attribute reference, keeps Asciidoctor from reading them
 * (its constrained quotes begin where no word does): then the marks alone are read, and the brackets are printed.
 */
const ROLE_AFTER_WORD = new RegExp(
  String.raw`(?<=[${CC_WORD}}])(\[(?:[#.][A-Za-z_][\w-]*)+\]|\[[A-Za-z][\w-]*\](?=#))([#*_])(?!\2)(\S|\S.*?\S)\2(?![${CC_WORD}])`,
  'gu',
);
/** Every such span holds this: a closing bracket against a mark. */
const NEEDLE = /\][#*_]/;
/** What the word the span is written against is made of, back to a blank or the mark of a span around it. */
const WORD_PART = /[^\s|+`'"(*#[\]]/u;
const PRINTED_AS: Record<string, { tag: string; shown: string }> = {
  '#': { tag: 'mark', shown: 'highlighted' },
  '*': { tag: 'strong', shown: 'in bold' },
  _: { tag: 'em', shown: 'in italics' },
};

interface Printed {
  line: number;
  /** The span as written, with the word it is written against. */
  written: string;
  attributes: string;
  mark: string;
  text: string;
  against: string;
}

/**
 * Attributes written against a word before a single pair of marks (`+get_[.keep-together]#statevector#+`: production
 * staff keep a long code term from breaking inside a table cell) are no span's to Asciidoctor, which prints the
 * brackets and role as text, reads the marks alone (the term highlighted), and says nothing. One warning a file, at
 * its first such span the converted `html` shows printed so, counting the others, with the doubled marks to write,
 * which Asciidoctor reads inside a word. Literal and listing blocks are not looked at, nor are macro targets and web
 * addresses (`https://example.org/a[.b]#c#`, whose brackets are the link's).
 */
export function wordBoundRoleWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  const shown = printedInOrder(html);
  for (const { file, lines, firstLine } of read) {
    const printed: Printed[] = [];
    walkBlocks(lines, {
      outside: (line, index) => {
        if (!NEEDLE.test(line) || line.startsWith('//')) return false;
        for (const match of line.matchAll(ROLE_AFTER_WORD)) {
          const [span, attributes, mark, text] = match as unknown as [string, string, string, string];
          let start = match.index;
          while (start > 0 && WORD_PART.test(line[start - 1]!)) start--;
          const word = line.slice(start, match.index);
          if (word.includes(':')) continue;
          const against = line[match.index - 1]!;
          // An attribute reference is printed as its value: the brackets follow that value's last character.
          const before = against === '}' ? '' : against;
          if (!shown(`${escapeText(before + attributes)}<${PRINTED_AS[mark]!.tag}>`)) continue;
          printed.push({ line: firstLine + index, written: word + span, attributes, mark, text, against });
        }
        return false;
      },
    });
    const [first, ...others] = printed;
    if (first)
      warnings.push(warning('asciidoc', { file, line: first.line }, message(first, others), first.written));
  }
  return warnings;
}

function message(first: Printed, others: readonly Printed[]): string {
  const { written, attributes, mark, text, against } = first;
  const more =
    others.length === 0
      ? ''
      : `, and so ${others.length === 1 ? 'is 1 more span' : `are ${others.length} more spans`} in this file ` +
        `(${otherLinesText(others.map((other) => other.line))})`;
  const doubled = written.replace(
    `${attributes}${mark}${text}${mark}`,
    `${attributes}${mark}${mark}${text}${mark}${mark}`,
  );
  return (
    `${written} is printed with ${attributes} as text and ${text} ${PRINTED_AS[mark]!.shown}${more}: Asciidoctor ` +
    `reads the attributes before a single pair of ${mark} marks only where their [ begins a word, and the ` +
    `${against} before it keeps it from beginning one; double the marks, ${doubled}, which are read inside a word too`
  );
}
