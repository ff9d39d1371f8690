import type MarkdownIt from 'markdown-it';
import type { PandocMarkdownEnv } from './pandoc-emphasis';
import { fencedLines } from './fenced-lines';

type StateBlock = MarkdownIt.StateBlock;

/**
 * pandoc's block-level HTML elements (its HTML reader's `blockHtmlTags`) whose content it reads as Markdown; not those
 * whose text is printed as written (`pre`, `script`, `style`, `textarea`), nor a document's own head and body.
 */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'canvas', 'caption', 'center', 'col', 'colgroup', 'dd'],
  ...['details', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav', 'noscript'],
  ...['ol', 'optgroup', 'option', 'p', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead'],
  ...['tr', 'ul'],
]);

/**
 * Elements pandoc passes through as HTML at the start of a block, their content too: those whose text is printed as
 * written, those it takes for blocks or for text alike (an `<iframe>`, an `<svg>`), a document's own.
 */
const RAW_TAGS: ReadonlySet<string> = new Set([
  ...['pre', 'script', 'style', 'textarea', 'audio', 'applet', 'button', 'iframe', 'embed', 'del', 'ins'],
  ...['progress', 'map', 'area', 'object', 'svg', 'video', 'source', 'math', 'html', 'head', 'body', 'meta'],
  ...['link', 'title', 'base'],
]);

/** Elements that hold nothing: their tag is all there is. */
const VOID_TAGS: ReadonlySet<string> = new Set(['col', 'hr']);

/** An HTML tag, its attributes on its line: `<td>`, `</td>`, `<div class="note">`, `<hr/>`. */
const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;

interface Tag {
  name: string;
  closing: boolean;
  /** `<hr/>`, or an element that holds nothing. */
  empty: boolean;
  start: number;
  end: number;
}

function tagAt(text: string, at: number): Tag | undefined {
  TAG.lastIndex = at;
  const found = TAG.exec(text);
  if (!found) return undefined;
  const name = found[2]!.toLowerCase();
  return {
    name,
    closing: found[1] === '/',
    empty: found[4] === '/' || VOID_TAGS.has(name),
    start: at,
    end: at + found[0].length,
  };
}

/** The book's block tags outside listings, code spans and comments, by name, in the order they are written. */
type TagIndex = Map<string, Tag[]>;

const indexes = new WeakMap<StateBlock, TagIndex>();

function tagIndex(state: StateBlock): TagIndex {
  const known = indexes.get(state);
  if (known) return known;
  const index: TagIndex = new Map();
  const lines = state.src.split('\n');
  const fenced = fencedLines(lines);
  // What is no HTML is blanked, each character kept in its place: listings, code spans, comments.
  const masked = lines
    .map((line, at) =>
      fenced[at] ? ' '.repeat(line.length) : line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length)),
    )
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (let at = masked.indexOf('<'); at !== -1; at = masked.indexOf('<', at + 1)) {
    const tag = tagAt(masked, at);
    if (!tag || !BLOCK_TAGS.has(tag.name)) continue;
    const named = index.get(tag.name) ?? [];
    named.push(tag);
    index.set(tag.name, named);
  }
  indexes.set(state, index);
  return index;
}

/** The tag that closes the element `open` opens, before `limit`: the same name's, past the ones nested in it. */
function closerOf(state: StateBlock, open: Tag, limit: number): Tag | undefined {
  const named = tagIndex(state).get(open.name) ?? [];
  let low = 0;
  let high = named.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (named[middle]!.start < open.end) low = middle + 1;
    else high = middle;
  }
  let depth = 1;
  for (let at = low; at < named.length && named[at]!.end <= limit; at++) {
    const tag = named[at]!;
    if (tag.closing) depth--;
    else if (!tag.empty) depth++;
    if (depth === 0) return tag;
  }
  return undefined;
}

/** The line of the text that holds a position of it, from `line` on. */
function lineOf(state: StateBlock, position: number, line: number): number {
  while (position > state.eMarks[line]!) line++;
  return line;
}

/** The tag as HTML of its own, on a line of its own only if so written (`<td>` `Void` `</td>` stays one line). */
function pushTag(state: StateBlock, tag: Tag, line: number): void {
  const token = state.push('html_block', '', 0);
  const endsLine = /^[ \t]*$/.test(state.src.slice(tag.end, state.eMarks[line]));
  token.content = state.src.slice(tag.start, tag.end) + (endsLine ? '\n' : '');
  token.map = [line, line + 1];
}

/** Elements read inside one another at most: deeper ones are read as their tags and the text after them. */
const MAX_DEPTH = 48;
const depths = new WeakMap<StateBlock, number>();

/** What an element's content runs over: from a position on a line to one on the same line or a later one. */
interface Region {
  from: number;
  firstLine: number;
  to: number;
  /** The line after the last one the content is on. */
  endLine: number;
  /** The element is a div, closed on a line of its own: its last text is a paragraph (pandoc's native_divs). */
  closedDiv?: boolean;
}

/**
 * The content of an element read as Markdown blocks: markdown-it's own rules read the lines, the first from where
 * the content starts, the last to where it ends; the lines are given back as they were.
 */
function readRegion(state: StateBlock, region: Region, indent: number): void {
  const { firstLine, endLine } = region;
  const lastLine = endLine - 1;
  const saved = [firstLine, lastLine].map((line) => ({
    line,
    bMark: state.bMarks[line]!,
    eMark: state.eMarks[line]!,
    tShift: state.tShift[line]!,
    sCount: state.sCount[line]!,
    bsCount: state.bsCount[line]!,
  }));
  const { blkIndent, lineMax } = state;
  let from = region.from;
  while (from < region.to && (state.src[from] === ' ' || state.src[from] === '\t')) from++;
  if (from !== state.bMarks[firstLine]! + state.tShift[firstLine]!) {
    state.bMarks[firstLine] = from;
    state.tShift[firstLine] = 0;
    state.sCount[firstLine] = indent;
    state.bsCount[firstLine] = 0;
  }
  state.eMarks[lastLine] = Math.min(state.eMarks[lastLine]!, region.to);
  state.blkIndent = indent;
  state.lineMax = endLine;
  const first = state.tokens.length;
  const depth = depths.get(state) ?? 0;
  depths.set(state, depth + 1);
  state.md.block.tokenize(state, firstLine, endLine);
  depths.set(state, depth);
  plainParagraphs(state, first, region);
  state.blkIndent = blkIndent;
  state.lineMax = lineMax;
  for (const line of saved.reverse()) {
    state.bMarks[line.line] = line.bMark;
    state.eMarks[line.line] = line.eMark;
    state.tShift[line.line] = line.tShift;
    state.sCount[line.line] = line.sCount;
    state.bsCount[line.line] = line.bsCount;
  }
}

/** On a paragraph of an element's text that pandoc sets as the element's own (see plainParagraphs). */
const PLAIN = 'pandocPlain';

/**
 * pandoc makes a paragraph of an element's text only when a blank line (or a listing) follows it, or the `</div>`
 * of its div on a line of its own; other text is set as the element's own (`<td>` `Void` `</td>`, no `<p>` in the
 * cell). Such paragraphs are marked, to be set so once their text is read (setPlainParagraphs).
 */
function plainParagraphs(state: StateBlock, first: number, region: Region): void {
  const tokens = state.tokens;
  for (let at = first; at < tokens.length; at++) {
    const open = tokens[at]!;
    if (open.type !== 'paragraph_open' || open.level !== state.level || !open.map) continue;
    // A paragraph of an element inside this one was decided as that element's.
    const meta = (open.meta as Record<string, unknown> | null) ?? {};
    if (PLAIN in meta) continue;
    const next = open.map[1];
    const paragraph =
      (next < region.endLine && (state.isEmpty(next) || tokens[at + 3]?.type === 'fence')) ||
      (region.closedDiv === true && next === region.endLine);
    open.meta = { ...meta, [PLAIN]: !paragraph };
  }
}

/** A marked paragraph loses its `<p>`, unless it holds an image alone: pandoc makes that a figure all the same. */
function setPlainParagraphs(state: MarkdownIt.StateCore): void {
  if (!(state.env as PandocMarkdownEnv | undefined)?.pandoc) return;
  const tokens = state.tokens;
  for (let at = 0; at < tokens.length; at++) {
    const open = tokens[at]!;
    if (open.type !== 'paragraph_open' || !(open.meta as Record<string, unknown> | null)?.[PLAIN]) continue;
    const close = tokens[at + 2];
    const shown = (tokens[at + 1]?.children ?? []).filter(
      (child) => child.type !== 'softbreak' && !(child.type === 'text' && child.content.trim() === ''),
    );
    if (close?.type !== 'paragraph_close' || (shown.length === 1 && shown[0]!.type === 'image')) continue;
    open.hidden = true;
    close.hidden = true;
  }
}

/**
 * pandoc reads the Markdown inside an HTML block (its `markdown_in_html_blocks`, on by default): a block-level tag
 * is HTML, and what is between such tags is Markdown, where CommonMark prints a whole HTML block, up to a blank line,
 * as written. Category Theory for Programmers sets its images side by side in a table's cells
 * (`<td><div>![first](images/first.jpg)</div></td>`) and names types in a table's cells (`<td>`Void`</td>`), which
 * printed with their brackets and backticks. In pandoc's Markdown each element's content is read as pandoc reads it;
 * the content of a listing, a script or a style is HTML's to print.
 */
function pandocHtmlBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
  paragraph: RuleBlock,
): boolean {
  if (!(state.env as PandocMarkdownEnv | undefined)?.pandoc) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const opening = tagAt(state.src, start);
  if (!opening || opening.end > state.eMarks[startLine]! || RAW_TAGS.has(opening.name)) return false;
  // A line opening with a tag of text (`<img …>`, `<a id="…"></a>`) opens a paragraph, where CommonMark took it and
  // the lines after it, up to a blank one, for HTML printed as written.
  if (!BLOCK_TAGS.has(opening.name)) return !silent && paragraph(state, startLine, endLine, false);
  if (silent) return true;
  const limit = state.eMarks[endLine - 1]!;
  let line = startLine;
  let at = start;
  for (;;) {
    const tag = tagAt(state.src, at);
    if (!tag || !BLOCK_TAGS.has(tag.name) || tag.end > state.eMarks[line]!) {
      // Text after a tag on its line, outside the element: read on its own.
      readRegion(
        state,
        { from: at, firstLine: line, to: state.eMarks[line]!, endLine: line + 1 },
        state.blkIndent,
      );
      state.line = line + 1;
      return true;
    }
    pushTag(state, tag, line);
    const nested = (depths.get(state) ?? 0) < MAX_DEPTH;
    const closer = tag.closing || tag.empty || !nested ? undefined : closerOf(state, tag, limit);
    if (closer) {
      const closerLine = lineOf(state, closer.start, line);
      const onItsLine = /^[ \t]*$/.test(state.src.slice(state.bMarks[closerLine]!, closer.start));
      const endOfContent = onItsLine ? closerLine : closerLine + 1;
      const tagEndsLine = /^[ \t]*$/.test(state.src.slice(tag.end, state.eMarks[line]!));
      const firstLine = tagEndsLine ? line + 1 : line;
      if (firstLine < endOfContent) {
        const region = {
          from: tagEndsLine ? state.bMarks[firstLine]! : tag.end,
          firstLine,
          to: onItsLine ? state.eMarks[endOfContent - 1]! : closer.start,
          endLine: endOfContent,
          ...(tag.name === 'div' && onItsLine ? { closedDiv: true } : {}),
        };
        readRegion(state, region, contentIndent(state, tag.name, region, tagEndsLine));
      }
      pushTag(state, closer, closerLine);
      line = closerLine;
      at = closer.end;
    } else at = tag.end;
    while (at < state.eMarks[line]! && (state.src[at] === ' ' || state.src[at] === '\t')) at++;
    if (at >= state.eMarks[line]!) {
      state.line = line + 1;
      return true;
    }
  }
}

type RuleBlock = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** markdown-it's own paragraph rule. */
function paragraphRule(md: MarkdownIt.MarkdownIt): RuleBlock {
  const rules = (md.block.ruler as unknown as { __rules__: { name: string; fn: RuleBlock }[] }).__rules__;
  return rules.find((rule) => rule.name === 'paragraph')!.fn;
}

/**
 * How far the content of an element is indented as a whole, which pandoc takes off each of its lines: as far as its
 * first line, when it starts on a line of its own (`<table>` over `  <tr>` over `    <td>`), but in a div, whose
 * content pandoc reads as any other.
 */
function contentIndent(state: StateBlock, name: string, region: Region, onOwnLine: boolean): number {
  let indent = onOwnLine && name !== 'div' ? Infinity : state.blkIndent;
  for (let line = region.firstLine + (onOwnLine ? 0 : 1); line < region.endLine; line++) {
    if (state.isEmpty(line)) continue;
    if (indent === Infinity) indent = state.sCount[line]!;
    indent = Math.min(indent, state.sCount[line]!);
  }
  return indent === Infinity ? state.blkIndent : indent;
}

export const pandocHtmlBlocks = (md: MarkdownIt.MarkdownIt): void => {
  const paragraph = paragraphRule(md);
  const rule: RuleBlock = (state, startLine, endLine, silent) =>
    pandocHtmlBlock(state, startLine, endLine, silent, paragraph);
  md.block.ruler.before('html_block', 'pandoc_html_block', rule, {
    alt: ['paragraph', 'reference', 'blockquote'],
  });
  md.core.ruler.after('inline', 'pandoc_plain_paragraphs', setPlainParagraphs);
};
