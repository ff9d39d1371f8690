import type CSL from 'citeproc';
import { DomNode, ElementNode, element, mergeText, text, textContent } from '../dom/html-dom';

/**
 * pandoc's `link-citations` links each work of a citation to its entry, the work's own words only: "(see
 * <a>Smith 2004, 33</a>; <a>Doe 1999</a>)", and in the text "Smith (<a>2004</a>)". citeproc-js prints a citation
 * as one string, so each variable it prints is marked with the work it belongs to (its `variableWrapper` hook), and
 * the marks are turned into links once the string is a tree. Linked whole to its first work, a citation of two
 * works led nowhere near the second.
 */
const START = '\uE000';
const KEY_END = '\uE001';
const END = '\uE002';
const MARK = /\uE000(\d+)\uE001|\uE002/g;
const PLACEHOLDER = 'octavo-cited-work';

type VariableWrapper = NonNullable<CSL.Sys['variableWrapper']>;

/** The wrapper to give citeproc-js, and the keys of the works its marks number. */
export function citedWorkMarker(): { wrap: VariableWrapper; keys: string[] } {
  const keys: string[] = [];
  const numbers = new Map<string, number>();
  const wrap: VariableWrapper = (params, prePunct, str, postPunct) => {
    const key = params.itemData?.id;
    if (params.context !== 'citation' || typeof key !== 'string' || str === '')
      return prePunct + str + postPunct;
    let number = numbers.get(key);
    if (number === undefined) {
      number = keys.push(key) - 1;
      numbers.set(key, number);
    }
    return `${prePunct}${START}${number}${KEY_END}${str}${END}${postPunct}`;
  };
  return { wrap, keys };
}

/** The marks taken out of a printed citation (for the text of an alt attribute, or a citation left unlinked). */
export function withoutWorkMarks(html: string): string {
  return html.replace(MARK, '');
}

/**
 * Each marked work's words, from its first mark to its last, wrapped in a link to `hrefOf(key)`, the marks taken
 * out; `linked` the works so linked (citeproc-js marks no citation number that stands without a locator).
 */
export function linkCitedWorks(
  nodes: DomNode[],
  keys: string[],
  hrefOf: (key: string) => string,
): { nodes: DomNode[]; linked: Set<string> } {
  const marks = placeMarks(nodes);
  const spans = new Map<number, { first: ElementNode; last?: ElementNode }>();
  let open: number | undefined;
  for (const mark of marks) {
    const number = mark.attrs.get('data-work');
    if (number !== undefined) {
      open = Number(number);
      if (!spans.has(open)) spans.set(open, { first: mark });
    } else if (open !== undefined) spans.get(open)!.last = mark;
  }
  const linked = new Set<string>();
  for (const [number, { first, last }] of spans) {
    const key = keys[number];
    if (last && key !== undefined && wrapBetween(nodes, first, last, hrefOf(key))) linked.add(key);
  }
  removePlaceholders(nodes);
  return { nodes: mergeText(nodes), linked };
}

/** Each mark in the text made an empty placeholder element, in document order. */
function placeMarks(nodes: DomNode[]): ElementNode[] {
  const placed: ElementNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'element') {
      placed.push(...placeMarks(node.children));
      continue;
    }
    if (node.type !== 'text' || (!node.value.includes(START) && !node.value.includes(END))) continue;
    const pieces: DomNode[] = [];
    let at = 0;
    for (const match of node.value.matchAll(MARK)) {
      if (match.index > at) pieces.push(text(node.value.slice(at, match.index)));
      const mark = element(PLACEHOLDER, match[1] !== undefined ? { 'data-work': match[1] } : {});
      pieces.push(mark);
      placed.push(mark);
      at = match.index + match[0].length;
    }
    if (at < node.value.length) pieces.push(text(node.value.slice(at)));
    nodes.splice(i, 1, ...pieces);
    i += pieces.length - 1;
  }
  return placed;
}

/** The path of child indexes from `nodes` down to `target`. */
function pathTo(nodes: DomNode[], target: ElementNode): number[] | undefined {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node === target) return [i];
    if (node.type !== 'element') continue;
    const below = pathTo(node.children, target);
    if (below) return [i, ...below];
  }
  return undefined;
}

/**
 * The nodes from the one holding `first` to the one holding `last`, in their closest common parent, wrapped in a
 * link; not inside or around a link already there (a style's linked DOI), which would nest links.
 */
function wrapBetween(nodes: DomNode[], first: ElementNode, last: ElementNode, href: string): boolean {
  const from = pathTo(nodes, first);
  const to = pathTo(nodes, last);
  if (!from || !to) return false;
  let depth = 0;
  let siblings = nodes;
  while (from[depth] === to[depth]) {
    const parent = siblings[from[depth]!] as ElementNode;
    if (parent.name === 'a') return false;
    siblings = parent.children;
    depth++;
  }
  const start = from[depth]!;
  const end = to[depth]!;
  const range = siblings.slice(start, end + 1);
  if (range.some(holdsLink)) return false;
  siblings.splice(start, range.length, element('a', { href }, range));
  closeBracketInside(siblings, start);
  return true;
}

/**
 * A work's words that open a bracket its style closes after its last variable ("(Clay Press, 2004") take that
 * closing bracket into the link, as pandoc's do: the link does not stop one character short.
 */
function closeBracketInside(siblings: DomNode[], at: number): void {
  const link = siblings[at] as ElementNode;
  const next = siblings[at + 1];
  const words = textContent(link.children);
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    const unclosed = words.split(open).length - words.split(close).length;
    if (unclosed <= 0 || next?.type !== 'text' || !next.value.startsWith(close)) continue;
    link.children.push(text(close));
    siblings[at + 1] = text(next.value.slice(1));
    return;
  }
}

function holdsLink(node: DomNode): boolean {
  return node.type === 'element' && (node.name === 'a' || node.children.some(holdsLink));
}

function removePlaceholders(nodes: DomNode[]): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.type !== 'element') continue;
    if (node.name === PLACEHOLDER) nodes.splice(i, 1);
    else {
      removePlaceholders(node.children);
      node.children = mergeText(node.children);
    }
  }
}

/**
 * A numeric style's citation number ("[2]") linked to its work, where citeproc-js left it unmarked: the first time
 * the number stands alone in the citation's text outside a link, with the brackets around it if it has them.
 */
export function linkCitationNumber(nodes: DomNode[], number: number, href: string): boolean {
  return linkFirstMatch(nodes, new RegExp(`\\[${number}\\]|(?<![\\d.])${number}(?![\\d.])`), href);
}

function linkFirstMatch(nodes: DomNode[], pattern: RegExp, href: string): boolean {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'element') {
      if (node.name !== 'a' && linkFirstMatch(node.children, pattern, href)) return true;
      continue;
    }
    if (node.type !== 'text') continue;
    const found = pattern.exec(node.value);
    if (!found) continue;
    const before = node.value.slice(0, found.index);
    const after = node.value.slice(found.index + found[0].length);
    nodes.splice(
      i,
      1,
      ...(before ? [text(before)] : []),
      element('a', { href }, [text(found[0])]),
      ...(after ? [text(after)] : []),
    );
    return true;
  }
  return false;
}

/** Whether the style's citations print citation numbers (IEEE's "[2]"). */
export function printsCitationNumbers(style: string): boolean {
  const citation = /<citation\b[\s\S]*?<\/citation>/.exec(style)?.[0] ?? '';
  return /variable="citation-number"/.test(citation);
}
