/** Which lines of a Markdown text are inside a fenced listing, where a block tag is the listing's text. */
export function fencedLines(lines: string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (mark === undefined) return fence !== undefined;
    if (fence === undefined) {
      fence = mark;
      return true;
    }
    if (mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
    return true;
  });
}

/** Whether a line (its indent aside) closes a fence opened with `markup`: the same mark, at least as long, alone. */
export function closesFence(line: string, markup: string): boolean {
  const run = /^[ \t]*(`+|~+)[ \t]*$/.exec(line)?.[1];
  return run !== undefined && run[0] === markup[0] && run.length >= markup.length;
}
