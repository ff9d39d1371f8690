import type MarkdownIt from 'markdown-it';
import type { LeanpubPartsEnv } from './leanpub-parts';
import { pushMathParagraph } from './markdown-dollar-math';
import { displayedFormula } from './pandoc-raw-blocks';

type StateInline = MarkdownIt.StateInline;
type StateBlock = MarkdownIt.StateBlock;

const OPEN = '{$$}';
const CLOSE = '{/$$}';
const BACKTICK = 0x60;

function inLeanpubManuscript(env: unknown): boolean {
  return (env as LeanpubPartsEnv | undefined)?.leanpubManuscript === true;
}

/**
 * Leanpub's math: `{$$}x^2{/$$}` in a sentence is inline math, `{$$}` and `{/$$}` on lines of their own around a
 * formula display it (Leanpub Flavoured Markdown); Markua writes inline math as a code span with a `$` after it
 * (`` `x^2`$ ``) and displayed math as a ```` ```$ ```` fence. Read as Markdown, the dollars inside `{$$}…{/$$}`
 * were paired as `$$…$$` around `}x^2{/` (The Dyalog Cookbook): the reader saw braces and a formula that failed,
 * and the warning blamed the author's TeX. Each is written out as `\(…\)` or `\[…\]`, as `$…$` is, only in a
 * Leanpub manuscript.
 */
export function leanpubMath(md: MarkdownIt.MarkdownIt): void {
  md.block.ruler.before('table', 'leanpub_math_block', leanpubMathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.inline.ruler.before('octavo_dollar_math', 'leanpub_math', leanpubInlineMath);
  md.inline.ruler.before('backticks', 'markua_inline_math', markuaInlineMath);
  md.core.ruler.after('block', 'markua_math_fences', markuaMathFences);
}

/** `{$$}x^2{/$$}`: inline, or displayed when the formula stands on lines of its own. */
function leanpubInlineMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (!inLeanpubManuscript(state.env) || !src.startsWith(OPEN, pos)) return false;
  const end = src.indexOf(CLOSE, pos + OPEN.length);
  if (end === -1) return false;
  const body = src.slice(pos + OPEN.length, end);
  if (body.trim() === '') return false;
  if (!silent) {
    const display = /^[ \t]*\n/.test(body) && /\n[ \t]*$/.test(body);
    const token = state.push(display ? 'octavo_math_display' : 'octavo_math_inline', 'math', 0);
    token.content = display ? body.trim() : body;
    token.markup = OPEN;
  }
  state.pos = end + CLOSE.length;
  return true;
}

/** `` `x^2`$ ``: Markua's inline math, a code span the `$` after it makes a formula. */
function markuaInlineMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (!inLeanpubManuscript(state.env) || src.charCodeAt(pos) !== BACKTICK) return false;
  if (pos > 0 && src.charCodeAt(pos - 1) === BACKTICK) return false;
  let ticks = 0;
  while (src.charCodeAt(pos + ticks) === BACKTICK) ticks++;
  const fence = '`'.repeat(ticks);
  let end = src.indexOf(fence, pos + ticks);
  // A longer run of backticks closes nothing (CommonMark's code spans).
  while (end !== -1 && src.charCodeAt(end + ticks) === BACKTICK) {
    let after = end;
    while (src.charCodeAt(after) === BACKTICK) after++;
    end = src.indexOf(fence, after);
  }
  if (end === -1 || src[end + ticks] !== '$') return false;
  const body = src
    .slice(pos + ticks, end)
    .replace(/\n/g, ' ')
    .trim();
  if (body === '') return false;
  if (!silent) {
    const token = state.push('octavo_math_inline', 'math', 0);
    token.content = body;
    token.markup = '`$';
  }
  state.pos = end + ticks + 1;
  return true;
}

/** `{$$}` on a line of its own, the formula, then `{/$$}` on a line of its own: one displayed formula. */
function leanpubMathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!inLeanpubManuscript(state.env) || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const lineText = (line: number) =>
    state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
  if (lineText(startLine).trim() !== OPEN) return false;
  let lastLine = startLine + 1;
  while (lastLine < endLine && lineText(lastLine).trim() !== CLOSE) lastLine++;
  if (lastLine >= endLine || lastLine === startLine + 1) return false;
  if (silent) return true;
  const math = new state.Token('octavo_math_display', 'math', 0);
  math.content = state.getLines(startLine + 1, lastLine, state.blkIndent, false).trim();
  math.markup = OPEN;
  pushMathParagraph(state, [startLine, lastLine + 1], math);
  state.line = lastLine + 1;
  return true;
}

/** ```` ```$ ````: Markua's displayed math, a fence whose format is `$`. */
function markuaMathFences(state: MarkdownIt.StateCore): void {
  if (!inLeanpubManuscript(state.env)) return;
  state.tokens = state.tokens.flatMap((token) => {
    if (token.type !== 'fence' || token.info.trim() !== '$' || token.content.trim() === '') return [token];
    const math = new state.Token('octavo_math_display', 'math', 0);
    math.content = token.content.trim();
    math.markup = '```$';
    const [open, inline, close] = displayedFormula(state.Token, math, token.map);
    open!.level = close!.level = token.level;
    inline!.level = token.level + 1;
    return [open!, inline!, close!];
  });
}
