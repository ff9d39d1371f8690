import type MarkdownIt from 'markdown-it';

/**
 * Reads the lines from `startLine` to `endLine` as the blocks inside a container being read (a fenced div, a Markua
 * blurb): the parse stops at its end, and its paragraphs end where a quotation's would.
 */
export function tokenizeNested(state: MarkdownIt.StateBlock, startLine: number, endLine: number): void {
  const oldLineMax = state.lineMax;
  const oldParentType = state.parentType;
  state.lineMax = endLine;
  state.parentType = 'blockquote';
  state.md.block.tokenize(state, startLine, endLine);
  state.lineMax = oldLineMax;
  state.parentType = oldParentType;
}
