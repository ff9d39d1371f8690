import type MarkdownIt from 'markdown-it';

type StateInline = MarkdownIt.StateInline;

/**
 * Whether the file is read as pandoc's Markdown (R Markdown, Quarto, a pandoc book's): its emphasis may close after a
 * space, and its `implicit_header_references` are on (pandoc-header-references.ts).
 */
export type PandocMarkdownEnv = { pandoc?: boolean };

const ASTERISK = 0x2a;

/**
 * pandoc's emphasis closes at a run of asterisks after a space (`**Binaries Versus Source **`, `**a **b`), where
 * CommonMark wants the text before it to end in a letter: Hands-On Programming with R's callout titles printed with
 * their asterisks. Its opening still needs text right after it (`** a**` stays as written), and such a run still
 * opens when it can: pandoc closes `**foo **bar**` at the second run, as markdown-it then matches it.
 */
export const pandocEmphasis = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('emphasis', 'pandoc_emphasis_after_space', closingAfterSpace);
};

function closingAfterSpace(state: StateInline, silent: boolean): boolean {
  if (silent || !(state.env as PandocMarkdownEnv).pandoc) return false;
  const start = state.pos;
  if (state.src.charCodeAt(start) !== ASTERISK || start === 0) return false;
  if (!state.md.utils.isWhiteSpace(state.src.charCodeAt(start - 1))) return false;
  const scanned = state.scanDelims(start, true);
  for (let i = 0; i < scanned.length; i++) {
    const token = state.push('text', '', 0);
    token.content = '*';
    state.delimiters.push({
      marker: ASTERISK,
      length: scanned.length,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: true,
    });
  }
  state.pos += scanned.length;
  return true;
}
