import { walkBlocks } from './asciidoc-delimiters';
import { codeSpansOf } from './asciidoc-inline-macros';
import type { ReadFile } from './asciidoc-missing-attributes';

/** One match in an AsciiDoc file's prose: where it is, and the whole line it is on. */
export interface ProseMatch {
  file: string;
  line: number;
  text: string;
  match: RegExpMatchArray;
}

/**
 * Each match of `pattern` (a global RegExp) in the prose of `read`: lines outside verbatim blocks, comment lines
 * left out, matches inside a code span left out. What the checks of text Asciidoctor prints as written look at.
 * `needle` is text every match holds: a line without it is not searched (the patterns cost more than the rest of
 * the walk on a long book).
 */
export function proseMatches(read: readonly ReadFile[], pattern: RegExp, needle: string): ProseMatch[] {
  const found: ProseMatch[] = [];
  for (const { file, lines, firstLine } of read)
    walkBlocks(lines, {
      outside: (text, index) => {
        if (!text.includes(needle) || text.startsWith('//')) return false;
        const inCode = codeSpansOf(text);
        for (const match of text.matchAll(pattern))
          if (!inCode(match.index)) found.push({ file, line: firstLine + index, text, match });
        return false;
      },
    });
  return found;
}
