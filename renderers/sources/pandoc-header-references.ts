import type { PandocMarkdownEnv } from './pandoc-emphasis';
import type MarkdownIt from 'markdown-it';
import { splitHeadingAttributes } from './pandoc-heading-attributes';

type StateInline = MarkdownIt.StateInline;

/** On a heading of a pandoc Markdown file: the name `[its title]` links to it by (see {@link headerReferenceName}). */
export const HEADING_NAME = 'data-octavo-heading-name';
/** On a link written `[Heading text]` that names no reference: the heading name it links to, once the book is read. */
export const HEADER_REFERENCE = 'data-octavo-header-reference';
/** What followed the link's text as written (`]`, `][]`, `][Heading text]`), printed again when no heading has the name. */
export const HEADER_REFERENCE_CLOSE = 'data-octavo-header-reference-close';

/**
 * The name a heading or a link label is known by, as pandoc keys them: the text as written, case and runs of
 * spaces ignored (`[second  SECTION]` names `## Second section`; `[The Best Way]` does not name `## The *Best* Way`).
 */
function headerReferenceName(written: string): string {
  return written.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * pandoc's implicit header references (`implicit_header_references`, on in pandoc's Markdown, R Markdown, bookdown
 * and Quarto): `[Heading text]`, `[Heading text][]` and `[link text][Heading text]` link to the section of that
 * title, in any file of the book, as bookdown merges its chapters into one document. Hands-On Programming with R
 * links its projects that way ("[Project 1: Weighted Dice]"), which printed with its brackets. Here such a bracket
 * naming no reference of the file becomes a link to the name; the book links it to the heading, or prints it as
 * written when none has that name. A reference the file defines wins, as markdown-it's own link rule reads it first.
 */
export const pandocHeaderReferences = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.after('link', 'pandoc_header_reference', headerReference);
  md.core.ruler.after('inline', 'pandoc_heading_names', (state) => {
    if (!(state.env as PandocMarkdownEnv).pandoc) return;
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const inline = state.tokens[index + 1];
      if (inline?.type !== 'inline') return;
      const written = splitHeadingAttributes(inline.content)?.text ?? inline.content;
      const name = headerReferenceName(written);
      if (name !== '') token.attrSet(HEADING_NAME, name);
    });
  });
};

function headerReference(state: StateInline, silent: boolean): boolean {
  if (!(state.env as PandocMarkdownEnv).pandoc) return false;
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */ || state.linkLevel > 0) return false;
  const max = state.posMax;
  const labelStart = state.pos + 1;
  const labelEnd = state.md.helpers.parseLinkLabel(state, state.pos, true);
  if (labelEnd < 0) return false;
  const text = state.src.slice(labelStart, labelEnd);
  // A footnote, a citation, a task box, or nothing: never a heading's name.
  if (/^\s*(?:\^|-?@|[xX ]?\s*$)/.test(text)) return false;
  let pos = labelEnd + 1;
  let label = text;
  const next = state.src.charAt(pos);
  // `[text](…)` is an inline link gone wrong and `[text]{.class}` a span: neither is a reference.
  if (next === '(' || next === '{') return false;
  if (next === '[') {
    const second = state.md.helpers.parseLinkLabel(state, pos);
    if (second >= 0) {
      const written = state.src.slice(pos + 1, second);
      if (written.trim() !== '') label = written;
      pos = second + 1;
    }
  }
  const name = headerReferenceName(label);
  if (name === '') return false;
  if (!silent) {
    state.pos = labelStart;
    state.posMax = labelEnd;
    const opening = state.push('link_open', 'a', 1);
    opening.attrSet(HEADER_REFERENCE, name);
    opening.attrSet(HEADER_REFERENCE_CLOSE, state.src.slice(labelEnd, pos));
    state.linkLevel++;
    state.md.inline.tokenize(state);
    state.linkLevel--;
    state.push('link_close', 'a', -1);
  }
  state.pos = pos;
  state.posMax = max;
  return true;
}
