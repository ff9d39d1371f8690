import { LRUCache } from 'lru-cache';
import { highlightJs } from './highlighter';
import { DomNode, ElementNode, hasClass, parseHtml, text, textContent, walkElements } from '../dom/html-dom';
import { highlightLanguage } from './code-language';

const LANGUAGE_CLASS = /^(?:language|lang)-(.+)$/;

function languageOf(pre: ElementNode, code: ElementNode | undefined): string | undefined {
  const declared = pre.attrs.get('data-code-language') ?? code?.attrs.get('data-lang');
  if (declared) return declared.trim().toLowerCase();
  for (const el of [code, pre]) {
    for (const name of (el?.attrs.get('class') ?? '').split(/\s+/)) {
      const match = LANGUAGE_CLASS.exec(name);
      if (match) return match[1].toLowerCase();
    }
  }
  return undefined;
}

/** The language a listing (`<pre>`, its one `<code>` inside) declares, lower-cased; undefined when it names none. */
export function listingLanguage(pre: ElementNode): string | undefined {
  const elementChildren = pre.children.filter((c): c is ElementNode => c.type === 'element');
  const code =
    elementChildren.length === 1 && elementChildren[0].name === 'code' ? elementChildren[0] : undefined;
  return languageOf(pre, code);
}

/** Something set between two characters of a listing, not part of its code: where it stands is all that matters. */
interface Mark {
  offset: number;
  node: ElementNode;
}

/**
 * A callout (`<b class="conum">`, Atlas's `<a class="co">` around its image or the mark drawn for it) or an element with no text (an index term's
 * anchor): it marks a place in the code. A line break or any element holding code text (bold user input) does not.
 */
function isMark(el: ElementNode): boolean {
  if (hasClass(el, 'conum') || (el.name === 'a' && hasClass(el, 'co'))) return true;
  return el.name !== 'br' && textContent(el) === '';
}

/** The listing's code and the marks set in it, or undefined when it holds other markup. */
function codeAndMarks(target: ElementNode): { code: string; marks: Mark[] } | undefined {
  let code = '';
  const marks: Mark[] = [];
  for (const child of target.children) {
    if (child.type === 'text') code += child.value;
    else if (isMark(child)) marks.push({ offset: code.length, node: child });
    else return undefined;
  }
  return { code, marks };
}

/**
 * Puts each mark back at its character offset in the highlighted code: at a token's edge outside the token, inside
 * one only when it falls within its text (a callout ends its line after the code, never inside a string).
 */
function placeMarks(nodes: DomNode[], marks: readonly Mark[]): DomNode[] {
  let next = 0;
  const place = (list: DomNode[], start: number): DomNode[] => {
    const out: DomNode[] = [];
    let at = start;
    for (const node of list) {
      while (next < marks.length && marks[next]!.offset === at) out.push(marks[next++]!.node);
      const length = textContent(node).length;
      const within = () => next < marks.length && marks[next]!.offset < at + length;
      if (node.type === 'text') {
        let from = at;
        let rest = node.value;
        while (within()) {
          const cut = marks[next]!.offset - from;
          out.push(text(rest.slice(0, cut)));
          rest = rest.slice(cut);
          from += cut;
          while (next < marks.length && marks[next]!.offset === from) out.push(marks[next++]!.node);
        }
        if (rest !== '') out.push(text(rest));
      } else {
        if (within()) node.children = place(node.children, at);
        out.push(node);
      }
      at += length;
    }
    return out;
  };
  const placed = place(nodes, 0);
  while (next < marks.length) placed.push(marks[next++]!.node);
  return placed;
}

/**
 * A listing's highlight.js HTML, kept a process: a book's listings are highlighted again at every render, and after a
 * one-chapter change all but that chapter's come out as before. Bounded in characters (about 32 MB).
 */
const HIGHLIGHTED = new LRUCache<string, string, { code: string; language: string }>({
  maxSize: 16_000_000,
  sizeCalculation: (html, key) => html.length + key.length,
  memoMethod: (_key, _stale, { context }) =>
    highlightJs().highlight(context.code, { language: context.language, ignoreIllegals: true }).value,
});

function highlightedHtml(code: string, language: string): string {
  return HIGHLIGHTED.memo(`${language}\u0000${code}`, { context: { code, language } });
}

/**
 * Highlights `<pre>` blocks whose language is declared (fence info, `language-x` class, or HTMLBook
 * `data-code-language`), under its highlight.js name or the name Pygments or Rouge gives it. No guessing: an
 * undeclared or unknown language stays plain. Callouts and index anchors in a listing stay where they were; a
 * listing with other markup in it stays plain (its markup would be lost).
 */
export function highlightCodeBlocks(nodes: DomNode[]): void {
  walkElements(nodes, (pre) => {
    if (pre.name !== 'pre') return;
    const elementChildren = pre.children.filter((c): c is ElementNode => c.type === 'element');
    const code =
      elementChildren.length === 1 && elementChildren[0].name === 'code' ? elementChildren[0] : undefined;
    const language = languageOf(pre, code);
    const highlighter = language && highlightLanguage(language);
    if (!language || !highlighter) return;
    const target = code ?? pre;
    const listing = codeAndMarks(target);
    if (!listing) return;
    const highlighted = highlightedHtml(listing.code, highlighter);
    target.children = placeMarks(parseHtml(highlighted), listing.marks);
    pre.attrs.set('data-code-language', language);
    const classes = new Set((target.attrs.get('class') ?? '').split(/\s+/).filter(Boolean));
    classes.add('hljs');
    target.attrs.set('class', [...classes].join(' '));
  });
}
