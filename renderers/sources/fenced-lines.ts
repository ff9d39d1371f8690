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
