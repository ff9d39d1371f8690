import type MarkdownIt from 'markdown-it';
import { LINE_NUMBERING } from '../model/code-line-numbers';
import { fenceAttributes, fenceOptions } from './fence-attributes';

/** An id in a fence's attribute list (`#lst-hello`), with the space or brace before it. */
const FENCE_ID = /(^|[\s,{])#[A-Za-z0-9_][\w:.-]*/;

type Token = MarkdownIt.Token;

/** Text with every ASCII punctuation mark escaped, so Markdown prints it as written (`__init__.py`, `*.txt`). */
export function literalMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/**
 * A titled listing: as a title line over a listing (`{title="…"}`) makes it, HTMLBook's example, its title above the
 * code and numbered as the book's examples are; or, for a file's name (`fileName`), the name above the code without
 * a number, as the tools that write it print it (Hello Algo titles each language's tab of one listing `array.py`:
 * not fourteen examples). `title` is Markdown.
 */
export function titledListingTokens(
  state: Pick<MarkdownIt.StateCore, 'Token'>,
  map: Token['map'],
  title: string,
  fileName = false,
): { before: Token[]; after: Token[] } {
  const open = new state.Token('listing_titled_open', 'div', 1);
  if (fileName) open.attrSet('class', 'listingblock');
  else open.attrSet('data-type', 'example');
  open.block = true;
  open.map = map;
  const heading = titleTokens(state, fileName ? 'div' : 'h5', title);
  if (fileName) heading[0]!.attrSet('class', 'title');
  const close = new state.Token('listing_titled_close', 'div', -1);
  close.block = true;
  return { before: [open, ...heading], after: [close] };
}

/** A block title's tokens: its tag's opening, its text (Markdown, read with the rest), its tag's close. */
export function titleTokens(state: Pick<MarkdownIt.StateCore, 'Token'>, tag: string, title: string): Token[] {
  const open = new state.Token(`${tag}_open`, tag, 1);
  open.block = true;
  const inline = new state.Token('inline', '', 0);
  inline.content = title;
  inline.children = [];
  const close = new state.Token(`${tag}_close`, tag, -1);
  close.block = true;
  return [open, inline, close];
}

/** Whether the listing at `at` is already an example's (a `{title="…"}` line over it made it one). */
function alreadyTitled(tokens: readonly Token[], at: number): boolean {
  return tokens[at - 4]?.type === 'listing_titled_open';
}

/**
 * A fence whose info string names its file (```` ```python title="app.py" ````, ```` ```{.python filename="run.py"} ````)
 * has the name printed above the code as those tools print it, not dropped; `linenums`/
 * `showLineNumbers` number its lines. Runs before inline parsing, so the title is read (as literal text).
 */
export const fenceTitles = (md: MarkdownIt.MarkdownIt): void => {
  // After the attribute lines over blocks are applied: a listing a `{title="…"}` line titled keeps that title.
  md.core.ruler.after('apply_block_attributes', 'fence_titles', (state) => {
    const tokens = state.tokens;
    for (let at = tokens.length - 1; at >= 0; at--) {
      const token = tokens[at]!;
      if (token.type !== 'fence') continue;
      const { title, caption, numbered } = fenceOptions(token.info);
      if (numbered) token.attrSet(LINE_NUMBERING, 'numbered');
      if (caption !== undefined && !alreadyTitled(tokens, at)) {
        // Quarto's `{#lst-hello lst-cap="…"}`: a numbered listing, which `@lst-hello` cites by its id.
        const { before, after } = titledListingTokens(state, token.map, caption);
        const id = fenceAttributes(token.info)?.id;
        if (id) {
          before[0]!.attrSet('id', id);
          token.info = token.info.replace(FENCE_ID, '$1');
        }
        tokens.splice(at + 1, 0, ...after);
        tokens.splice(at, 0, ...before);
        continue;
      }
      if (title === undefined || alreadyTitled(tokens, at)) continue;
      const { before, after } = titledListingTokens(state, token.map, literalMarkdown(title), true);
      tokens.splice(at + 1, 0, ...after);
      tokens.splice(at, 0, ...before);
    }
  });
};
