import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;

/**
 * MarkAPL's embedded parameters and data, each on a line of its own: `[parm]:title = 'Structure'`,
 * `[parm]:toc=0`, `[data]:version=1.2`. MarkAPL reads them as settings for its own run and prints nothing.
 */
const MARKAPL_SETTING = /^\[(?:parm|data)\]:[A-Za-z_∆⍙][\w∆⍙]*\s*=.*$/;

/**
 * Lines of MarkAPL settings print nothing, as MarkAPL prints them. Without this, one written with spaces around
 * its `=` (no CommonMark link definition then) printed as a paragraph of text above the chapter's title.
 * Like MarkAPL, a setting does not interrupt a paragraph: under a line of text it is part of that text.
 */
function markaplSetting(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  if (!MARKAPL_SETTING.test(text.trimEnd())) return false;
  if (!silent) state.line = startLine + 1;
  return true;
}

export const markaplParameters = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('reference', 'markapl_parameters', markaplSetting);
};
