/**
 * Where the TeX group opened by the `{` at `open` closes: past nested groups and escaped braces (`\{`); undefined
 * when it never does, or, with `endsAtBlankLine`, not before a blank line (a paragraph's end in LaTeX source).
 */
export function closingBrace(text: string, open: number, endsAtBlankLine = false): number | undefined {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
    else if (endsAtBlankLine && char === '\n' && text[at + 1] === '\n') return undefined;
  }
  return undefined;
}
