import type MarkdownIt from 'markdown-it';
import { isBlank, lineText } from './block-lines';
import type { PandocMarkdownEnv } from './pandoc-emphasis';
import { fromRoman } from '../typography/numerals';

type StateBlock = MarkdownIt.StateBlock;
type RuleBlock = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** How an item of a fancy list is numbered: `a.`, `(ii)`, `B)`, `(3)`. */
interface Marker {
  /** The HTML list type: `a`, `A`, `i`, `I`, or `1` (pandoc's `(1)`). */
  type: 'a' | 'A' | 'i' | 'I' | '1';
  value: number;
  /** `.` or `)`, or `()` for a marker in parentheses: a list goes on only with the same. */
  delimiter: string;
  /** Where the marker's text (letters or digits, after any `(`) starts and its length, from the line's text. */
  length: number;
  enclosed: boolean;
}

/** A marker pandoc's `fancy_lists` reads and markdown-it does not: `a.`, `ii)`, `(c)`, `(4)`, and the text after it. */
const FANCY_MARKER = /^(?:\(([A-Za-z]+|\d{1,9})\)|([A-Za-z]+)([.)]))([ \t]+|$)/;

const ROMAN = /^(?=[mdclxvi])m{0,4}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;

/**
 * The marker opening `text`, read as pandoc reads a list's first item (`within` unset) or an item of a list numbered
 * `within`: a lone `i` is a roman one unless the list is lettered; a capital letter and a full stop need two spaces
 * after them (pandoc's rule, so that an initial opening a sentence, "B. Smith", is no list).
 */
function markerOf(text: string, within?: Marker): Marker | undefined {
  const match = FANCY_MARKER.exec(text);
  if (!match) return undefined;
  const [, enclosedText, plainText, delimiterText, space] = match;
  const written = (enclosedText ?? plainText)!;
  const delimiter = enclosedText !== undefined ? '()' : delimiterText!;
  if (within && within.delimiter !== delimiter) return undefined;
  const base = { delimiter, length: written.length, enclosed: enclosedText !== undefined };
  let marker: Marker | undefined;
  if (/^\d+$/.test(written)) marker = { ...base, type: '1', value: Number(written) };
  else {
    const upper = written !== written.toLowerCase();
    if (upper && written !== written.toUpperCase()) return undefined;
    const lower = written.toLowerCase();
    const lettered = within ? within.type.toLowerCase() === 'a' : lower !== 'i';
    if (lower.length === 1 && lettered)
      marker = { ...base, type: upper ? 'A' : 'a', value: lower.charCodeAt(0) - 96 };
    else if (ROMAN.test(lower))
      marker = { ...base, type: upper ? 'I' : 'i', value: fromRoman(written.toUpperCase()) };
  }
  if (!marker || (within && within.type !== marker.type)) return undefined;
  if (
    marker.type === marker.type.toUpperCase() &&
    delimiter === '.' &&
    written.length === 1 &&
    space!.length < 2
  )
    return undefined;
  return marker;
}

/** A line that opens an item of a fancy list, and its marker. */
interface ItemLine {
  line: number;
  marker: Marker;
}

/**
 * The lines from `startLine` on that open an item of the list its marker starts: those indented as it, until a line
 * after a blank one that is no such item and is indented no more than it.
 */
function itemLines(state: StateBlock, startLine: number, endLine: number, first: Marker): ItemLine[] {
  const indent = state.sCount[startLine]!;
  const items = [{ line: startLine, marker: first }];
  for (let line = startLine + 1; line < endLine; line++) {
    if (isBlank(state, line)) continue;
    const marker = state.sCount[line] === indent ? markerOf(lineText(state, line), first) : undefined;
    if (marker) items.push({ line, marker });
    else if (state.sCount[line]! <= indent && isBlank(state, line - 1)) break;
  }
  return items;
}

/**
 * The text with each item's marker written as markdown-it's list rule reads one, `1.` or `1)`, its length kept so
 * every position markdown-it has of the text stays true: `b.` → `1.`, `(iv)` → `001)`.
 */
function asDecimalMarkers(state: StateBlock, items: readonly ItemLine[]): string {
  let src = state.src;
  for (const { line, marker } of items) {
    const at = state.bMarks[line]! + state.tShift[line]!;
    const written = marker.enclosed ? marker.length + 1 : marker.length;
    src = src.slice(0, at) + '0'.repeat(written - 1) + '1' + src.slice(at + written);
  }
  return src;
}

/**
 * pandoc's fancy lists (`fancy_lists`, which R Markdown, bookdown and Quarto turn on): items numbered by letters or
 * roman numerals, `a.`, `B)`, `(iii)`, `(1)`, are an ordered list of that type (`<ol type="a">`), starting where its
 * first item says. markdown-it reads digits only, and rubenfcasal's "Introducción a bookdown" printed its
 * `2. Dos` / `a. A` example as one paragraph. As in pandoc, such a list interrupts no paragraph but an item's own
 * (a sublist written right under its item's text).
 */
function fancyList(list: RuleBlock): RuleBlock {
  return (state, startLine, endLine, silent) => {
    const env = state.env as PandocMarkdownEnv | undefined;
    const marker = env?.pandoc ? markerOf(lineText(state, startLine)) : undefined;
    if (!marker || state.sCount[startLine]! - state.blkIndent >= 4)
      return list(state, startLine, endLine, silent);
    if (silent) return state.blkIndent > 0 || state.parentType !== 'paragraph';
    const written = state.src;
    state.src = asDecimalMarkers(state, itemLines(state, startLine, endLine, marker));
    const opened = state.tokens.length;
    if (!list(state, startLine, endLine, false)) {
      state.src = written;
      return false;
    }
    const open = state.tokens[opened]!;
    open.attrs = (open.attrs ?? []).filter(([name]) => name !== 'start');
    if (marker.value !== 1) open.attrSet('start', String(marker.value));
    if (marker.type !== '1') open.attrSet('type', marker.type);
    return true;
  };
}

export const pandocFancyLists = (md: MarkdownIt.MarkdownIt): void => {
  // The list rule itself reads the items once their markers are digits: markdown-it offers it by name only here.
  const rules = (
    md.block.ruler as unknown as { __rules__: Array<{ name: string; fn: RuleBlock; alt: string[] }> }
  ).__rules__;
  const list = rules.find((rule) => rule.name === 'list')!;
  md.block.ruler.at('list', fancyList(list.fn), { alt: [...list.alt] });
};
