import type MarkdownIt from 'markdown-it';
import { tokenizeNested } from './nested-blocks';

type StateBlock = MarkdownIt.StateBlock;

/**
 * `!!! note "Title"` (Python-Markdown's admonition, MkDocs') or `??? tip` / `???+ tip` (pymdownx.details, the same
 * box folded on the site): its type, then an optional quoted title; `""` asks for none.
 */
const OPENING =
  /^(?:!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)((?:[ \t]+[\w-]+)*)(?:[ \t]+(?:"([^"]*)"|'([^']*)'))?[ \t]*$/;

/** Each type MkDocs Material styles, as the HTMLBook admonition that prints alike. */
const KINDS: Readonly<Record<string, string>> = {
  note: 'note',
  abstract: 'note',
  summary: 'note',
  tldr: 'note',
  info: 'note',
  todo: 'note',
  question: 'note',
  help: 'note',
  faq: 'note',
  example: 'note',
  quote: 'note',
  cite: 'note',
  seealso: 'note',
  tip: 'tip',
  hint: 'tip',
  success: 'tip',
  check: 'tip',
  done: 'tip',
  important: 'important',
  warning: 'warning',
  attention: 'warning',
  caution: 'caution',
  failure: 'caution',
  fail: 'caution',
  missing: 'caution',
  danger: 'caution',
  error: 'caution',
  bug: 'caution',
};

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

function isBlank(state: StateBlock, line: number): boolean {
  return state.bMarks[line]! + state.tShift[line]! >= state.eMarks[line]!;
}

function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opening = OPENING.exec(lineText(state, startLine));
  if (!opening) return false;
  // The body: the lines indented four spaces past the opening, blank lines among them.
  const indent = state.sCount[startLine]! + 4;
  let last = startLine;
  for (let line = startLine + 1; line < endLine; line++) {
    if (isBlank(state, line)) continue;
    if (state.sCount[line]! < indent) break;
    last = line;
  }
  if (silent) return true;
  const type = opening[1]!.toLowerCase();
  const kind = KINDS[type] ?? 'note';
  const written = opening[3] ?? opening[4];
  // Without a title the site heads the box with its type ("Abstract"); a type the kind's label already says needs none.
  const title = written ?? (type === kind ? undefined : type[0]!.toUpperCase() + type.slice(1));
  const open = state.push('html_block', '', 0);
  open.content =
    `<div data-type="${kind}">\n` + (title ? `<h6>${state.md.utils.escapeHtml(title.trim())}</h6>\n` : '');
  open.map = [startLine, startLine + 1];
  const oldIndent = state.blkIndent;
  state.blkIndent = indent;
  tokenizeNested(state, startLine + 1, last + 1);
  state.blkIndent = oldIndent;
  state.push('html_block', '', 0).content = '</div>\n';
  state.line = last + 1;
  return true;
}

/** `=== "Python"` (pymdownx.tabbed, MkDocs Material's content tabs; `===!` starts a new set, `===+` is the one open). */
const TAB = /^===[!+]{0,2}[ \t]+(?:"([^"]*)"|'([^']*)')[ \t]*$/;

/** A content tab as MyST's tab items print: its label, then its indented text in place (a page cannot switch tabs). */
function contentTab(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const tab = TAB.exec(lineText(state, startLine));
  if (!tab) return false;
  const indent = state.sCount[startLine]! + 4;
  let last = startLine;
  for (let line = startLine + 1; line < endLine; line++) {
    if (isBlank(state, line)) continue;
    if (state.sCount[line]! < indent) break;
    last = line;
  }
  if (silent) return true;
  const label = (tab[1] ?? tab[2] ?? '').trim();
  const open = state.push('html_block', '', 0);
  open.content =
    '<div class="directive directive-tab-item">\n' +
    (label ? `<p class="directive-title"><strong>${state.md.utils.escapeHtml(label)}</strong></p>\n` : '');
  open.map = [startLine, startLine + 1];
  const oldIndent = state.blkIndent;
  state.blkIndent = indent;
  tokenizeNested(state, startLine + 1, last + 1);
  state.blkIndent = oldIndent;
  state.push('html_block', '', 0).content = '</div>\n';
  state.line = last + 1;
  return true;
}

/**
 * Python-Markdown's admonitions as MkDocs books write them (`!!! note`, `!!! warning "Hot"`, pymdownx's foldable
 * `??? tip`), their text indented under the opening line. Read as CommonMark the opening printed as "!!! note" and
 * the text as a code block; each is the HTMLBook admonition of its kind (MkDocs Material's other types as the kind
 * that prints alike, headed with their own word: "Abstract", "Example"); and pymdownx's content tabs (`=== "C++"`),
 * each its label over its text, as MyST's tab items print.
 */
export const pythonMarkdownAdmonitions = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('code', 'python_markdown_admonition', admonition, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.block.ruler.before('code', 'pymdownx_content_tab', contentTab, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
};
