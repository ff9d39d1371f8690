import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;

/** A line of the text a markdown-it block rule reads, its indent left out. */
export function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/** Whether a line of the text a markdown-it block rule reads holds nothing but white space. */
export function isBlank(state: StateBlock, line: number): boolean {
  return state.bMarks[line]! + state.tShift[line]! >= state.eMarks[line]!;
}

/** Markdown text of one source line, left for markdown-it's inline rules to read. */
export function pushInline(state: StateBlock, content: string, line: number): void {
  const inline = state.push('inline', '', 0);
  inline.content = content;
  inline.map = [line, line + 1];
  inline.children = [];
}

/** A paragraph of Markdown text (pushInline), over the source lines from `line` up to `end`. */
export function inlineParagraph(state: StateBlock, content: string, line: number, end = line + 1): void {
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [line, end];
  pushInline(state, content, line);
  state.push('paragraph_close', 'p', -1);
}
