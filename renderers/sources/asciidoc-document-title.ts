/**
 * Asciidoctor's two-line (Setext) document title: a line with a letter or digit, not starting with `.`, under it a
 * line of only `=` whose length is within one character of the title's.
 */
export function isTwoLineDocumentTitle(line: string, next: string | undefined): boolean {
  if (next === undefined || !/^=+$/.test(next) || next.length < 2) return false;
  if (line.startsWith('.') || !/[\p{L}\p{N}]/u.test(line)) return false;
  return Math.abs([...line].length - next.length) < 2;
}

/**
 * The index of the document's level-0 title among `lines` (`= Title`, or the two-line form), when it is the first
 * thing written: only comments (`//` lines, `////` blocks) and blank lines may come before it. -1 without one.
 */
export function documentTitleLine(lines: readonly string[]): number {
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\/{4,}\s*$/.test(line)) {
      inComment = !inComment;
      continue;
    }
    if (inComment || line.trim() === '' || line.startsWith('//')) continue;
    return /^= \S/.test(line) || isTwoLineDocumentTitle(line, lines[i + 1]) ? i : -1;
  }
  return -1;
}
