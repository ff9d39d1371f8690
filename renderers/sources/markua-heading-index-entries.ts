import type MarkdownIt from 'markdown-it';
import { markuaSpanMarksHtml } from './markua-index-entries';
import type { LeanpubPartsEnv } from './leanpub-parts';
import type { BlockAttributesEnv } from './markdown-block-attributes';

type Token = MarkdownIt.Token;

/** A Markua index entry list closing a heading's text, with or without a space before it: `Setup {i: "setup"}`. */
const TRAILING_ENTRY = /\s*\{\s*i\s*:[^{}]*\}\s*$/;
/** The same lists, all of them, at the end of the heading as written. */
const TRAILING_ENTRIES = /(?:\s*\{\s*i\s*:[^{}]*\})+\s*$/;
/** What the inline rule made of a list written right after a word: index marks only. */
const INDEX_MARKS = /^(?:<a data-type="indexterm"[^>]*><\/a>)+$/;

/** The list as written: smart quotes were set in the text after it was parsed, Markua's own are straight. */
function asWritten(list: string): string {
  return list
    .trim()
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'");
}

/** The advice for an index entry list Markua cannot read: a term with a comma is quoted. */
function unreadEntryAdvice(written: string): string {
  const unquoted = /^\{\s*i\s*:\s*([^"'{}]*,[^"'{}]*?)\s*\}$/.exec(written);
  const fix = unquoted ? `{i: "${unquoted[1]}"}` : '{i: "term"}';
  return (
    `the index entry ${written} at the end of a heading is not one Markua reads (an unquoted term ends at its ` +
    `first comma): it is left out of the title and of the index; write it ${fix}`
  );
}

/**
 * Markua index entries that close a heading (`## Startup {i: configuration}{i: "startup, order"}`) index the
 * heading, printing nothing, whether or not a space comes before them: written after the title as a heading has
 * no span to attach them to, they are never part of the title, its id, the contents or the bookmarks. In a Leanpub
 * manuscript one Markua cannot read is left out, as Leanpub leaves out an attribute list it cannot apply, and
 * reported; elsewhere it stays text.
 */
function indexEntriesClosingHeading(state: MarkdownIt.StateCore, heading: Token, inline: Token): void {
  const children = [...(inline.children ?? [])];
  const env = state.env as LeanpubPartsEnv & BlockAttributesEnv;
  const marks: string[] = [];
  const unread: string[] = [];
  let tookText = false;
  for (;;) {
    const last = children[children.length - 1];
    if (last?.type === 'html_inline' && INDEX_MARKS.test(last.content)) {
      marks.unshift(last.content);
      children.pop();
      continue;
    }
    if (last?.type !== 'text') break;
    const match = TRAILING_ENTRY.exec(last.content);
    if (!match) break;
    const written = asWritten(match[0]);
    const html = markuaSpanMarksHtml(written.slice(1, -1));
    if (html !== undefined) marks.unshift(html);
    else if (env.leanpubManuscript) unread.unshift(written);
    else break;
    tookText = true;
    last.content = last.content.slice(0, match.index);
    if (last.content === '') children.pop();
  }
  if (!tookText) return;
  const lastText = children[children.length - 1];
  if (lastText?.type === 'text') lastText.content = lastText.content.trimEnd();
  if (marks.length > 0) {
    const token = new state.Token('html_inline', '', 0);
    token.content = marks.join('');
    children.push(token);
  }
  inline.children = children;
  inline.content = inline.content.replace(TRAILING_ENTRIES, '');
  for (const written of unread) {
    (env.unreadAttributes ??= []).push({
      line: (heading.map?.[0] ?? 0) + 1,
      attribute: written,
      block: 'a heading',
      advice: unreadEntryAdvice(written),
    });
  }
}

/** Reads the Markua index entries written at the end of headings (see indexEntriesClosingHeading). */
export function markuaHeadingIndexEntries(state: MarkdownIt.StateCore): void {
  state.tokens.forEach((token, index) => {
    const inline = state.tokens[index + 1];
    if (token.type === 'heading_open' && inline?.type === 'inline')
      indexEntriesClosingHeading(state, token, inline);
  });
}
