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
