import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;
type Token = MarkdownIt.Token;

/** `*[HTML]: Hyper Text Markup Language`: an abbreviation and what it stands for, on a line of its own. */
const DEFINITION = /^\*\[([^\]\n]+)\]:[ \t]*(.*?)[ \t]*$/;

type AbbreviationsEnv = { abbreviations?: Map<string, string> };

function definition(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  const match = DEFINITION.exec(line);
  if (!match || match[1]!.trim() === '') return false;
  if (silent) return true;
  const env = state.env as AbbreviationsEnv;
  // The first definition of an abbreviation counts, as a link reference's does.
  const label = match[1]!.trim();
  if (!(env.abbreviations ??= new Map()).has(label)) env.abbreviations.set(label, match[2]!);
  state.line = startLine + 1;
  return true;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each use of an abbreviation in the text, as a word of its own, marked `<abbr title="…">`. */
function markAbbreviations(state: MarkdownIt.StateCore): void {
  const abbreviations = (state.env as AbbreviationsEnv).abbreviations;
  if (!abbreviations || abbreviations.size === 0) return;
  const labels = [...abbreviations.keys()].sort((a, b) => b.length - a.length).map(escapeForPattern);
  // Not inside a longer word or name: "HTML5" or "WSID" is not "WS".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${labels.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const children: Token[] = [];
    let inLink = 0;
    for (const child of block.children) {
      if (child.type === 'link_open') inLink++;
      if (child.type === 'link_close') inLink--;
      if (child.type !== 'text' || inLink > 0 || !pattern.test(child.content)) {
        children.push(child);
        continue;
      }
      pattern.lastIndex = 0;
      let at = 0;
      for (const match of child.content.matchAll(pattern)) {
        if (match.index > at) children.push(textToken(state, child.content.slice(at, match.index), child));
        const open = new state.Token('abbr_open', 'abbr', 1);
        open.attrs = [['title', abbreviations.get(match[0])!]];
        children.push(open, textToken(state, match[0], child), new state.Token('abbr_close', 'abbr', -1));
        at = match.index + match[0].length;
      }
      if (at < child.content.length) children.push(textToken(state, child.content.slice(at), child));
    }
    block.children = children;
  }
}

function textToken(state: MarkdownIt.StateCore, content: string, like: Token): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  token.level = like.level;
  return token;
}

/**
 * Abbreviation definitions (`*[WS]: Workspace`) as PHP Markdown Extra, kramdown, MultiMarkdown and pandoc read them:
 * the definition prints nothing and each use of the abbreviation in the file's text becomes `<abbr title>`.
 * Plain Markdown printed every definition as a paragraph of text, usually a block of them at the end of each file.
 */
export const markdownAbbreviations = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('reference', 'abbreviation_definition', definition, {
    alt: ['paragraph', 'reference'],
  });
  md.core.ruler.after('inline', 'abbreviations', markAbbreviations);
};
