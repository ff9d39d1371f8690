import type MarkdownIt from 'markdown-it';
import { OWN_TITLE } from '../model/admonition-labels';
import { isBlank, lineText, pushInline } from './block-lines';
import { tokenizeNested } from './nested-blocks';

type StateBlock = MarkdownIt.StateBlock;

/**
 * `!!! note "Title"` (Python-Markdown's admonition, MkDocs') or `??? tip` / `???+ tip` (pymdownx.details, the same
 * box folded on the site): its type, then an optional quoted title; `""` asks for none.
 */
const OPENING =
  /^(?:!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)((?:[ \t]+[\w-]+)*)(?:[ \t]+(?:"([^"]*)"|'([^']*)'))?[ \t]*$/;

/**
 * Each type MkDocs Material styles, as the HTMLBook admonition that prints alike (mdbook-admonish's directives are
 * the same).
 */
export const MKDOCS_ADMONITION_KINDS: Readonly<Record<string, string>> = {
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

/**
 * A block opened by a line `opening` reads (`!!! note`, `=== "C++"`) over its text, the lines indented four spaces
 * past it (blank lines among them): `open` gives the HTML that opens the block from the opening's match and the
 * Markdown of its heading, if any, between two more pieces of HTML; the text is read as Markdown inside it.
 */
function indentedBlock(
  opening: RegExp,
  open: (match: RegExpExecArray) => {
    html: string;
    heading?: { open: string; markdown: string; close: string };
  },
): (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean {
  return (state, startLine, endLine, silent) => {
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const match = opening.exec(lineText(state, startLine));
    if (!match) return false;
    const indent = state.sCount[startLine]! + 4;
    let last = startLine;
    for (let line = startLine + 1; line < endLine; line++) {
      if (isBlank(state, line)) continue;
      if (state.sCount[line]! < indent) break;
      last = line;
    }
    if (silent) return true;
    const { html: opens, heading } = open(match);
    const token = state.push('html_block', '', 0);
    token.content = opens;
    token.map = [startLine, startLine + 1];
    if (heading) {
      state.push('html_block', '', 0).content = heading.open;
      pushInline(state, heading.markdown, startLine);
      state.push('html_block', '', 0).content = heading.close;
    }
    const oldIndent = state.blkIndent;
    state.blkIndent = indent;
    tokenizeNested(state, startLine + 1, last + 1);
    state.blkIndent = oldIndent;
    state.push('html_block', '', 0).content = '</div>\n';
    state.line = last + 1;
    return true;
  };
}

/**
 * The title is Markdown (cp-algorithms' `!!! example "[GCJ 2019 …](https://…)"`) and printed alone, as MkDocs
 * Material prints it: no kind's word before it. Without one the site heads the box with its type ("Abstract",
 * "Lemma"); a type that is the kind itself ("note") is left to the kind's label, in the book's language.
 */
const admonition = indentedBlock(OPENING, (opening) => {
  const type = opening[1]!.toLowerCase();
  const kind = MKDOCS_ADMONITION_KINDS[type] ?? 'note';
  const written = (opening[3] ?? opening[4])?.trim();
  const title = written ?? (type === kind ? undefined : type[0]!.toUpperCase() + type.slice(1));
  const html = `<div data-type="${kind}">\n`;
  return title
    ? { html, heading: { open: `<h6 ${OWN_TITLE}="">`, markdown: title, close: '</h6>\n' } }
    : { html };
});

/** `=== "Python"` (pymdownx.tabbed, MkDocs Material's content tabs; `===!` starts a new set, `===+` is the one open). */
const TAB = /^===[!+]{0,2}[ \t]+(?:"([^"]*)"|'([^']*)')[ \t]*$/;

/** A content tab as MyST's tab items print: its label, then its indented text in place (a page cannot switch tabs). */
const contentTab = indentedBlock(TAB, (tab) => {
  const label = (tab[1] ?? tab[2] ?? '').trim();
  const html = '<div class="directive directive-tab-item">\n';
  return label
    ? {
        html,
        heading: { open: '<p class="directive-title"><strong>', markdown: label, close: '</strong></p>\n' },
      }
    : { html };
});

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
