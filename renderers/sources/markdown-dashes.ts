import type MarkdownIt from 'markdown-it';

/** `word---word`: three hyphens, no more, no fewer. */
const EM_DASH = /(?<!-)---(?!-)/g;
/**
 * `1--10`, `pages 3 -- 7`, `wait -- no`, `matrix--vector`, `Cauchy--Schwarz`: two hyphens between digits, between
 * spaces or between letters. `--force` after a space stays.
 */
const EN_DASH = /(?<=\d)--(?=\d)|(?<=\s)--(?=\s)|(?<=\p{L})--(?=\p{L})/gu;

/**
 * Dashes typed as hyphens, as the Markdown tools books are written for set them (pandoc's `smart`, kramdown, Hugo,
 * Leanpub): `---` is an em dash and `--` between numbers, words or letters an en dash. Only text is changed, never code or
 * a web address written as its own link text; `--option` beside a word is left as written.
 */
export function markdownDashes(md: MarkdownIt.MarkdownIt): void {
  md.core.ruler.after('inline', 'octavo_dashes', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      let inAutolink = 0;
      const children = block.children;
      children.forEach((token, index) => {
        if (token.type === 'link_open' && token.markup === 'autolink') inAutolink++;
        else if (token.type === 'link_close' && inAutolink > 0) inAutolink--;
        else if (token.type === 'text' && inAutolink === 0 && token.content.includes('--')) {
          // A line's start and end are spaces to the text: `--` opening a line of a paragraph is between spaces, as
          // pandoc reads it (BookFun's "two variables\n-- the slope and the intercept --" kept its first `--`).
          const before = lineEdge(children[index - 1]) ? ' ' : '';
          const after = lineEdge(children[index + 1]) ? ' ' : '';
          const dashed = `${before}${token.content}${after}`
            .replace(EM_DASH, '\u2014')
            .replace(EN_DASH, '\u2013');
          token.content = dashed.slice(before.length, dashed.length - after.length);
        }
      });
    }
  });
}

/** Whether the token beside a text is no text at all: the start or end of the block, or a line break. */
function lineEdge(token: MarkdownIt.Token | undefined): boolean {
  return token === undefined || token.type === 'softbreak' || token.type === 'hardbreak';
}
