import { DomNode, ElementNode, element, text, textContent, walkElements } from '../dom/html-dom';

/**
 * HTMLBook's mark of a listing printed with its lines numbered (`<pre data-line-numbering="numbered">`, which the
 * asciidoctor-htmlbook templates Atlas used write for AsciiDoc's `linenums`).
 */
export const LINE_NUMBERING = 'data-line-numbering';
/** An empty element before each line of a numbered listing; the themes print its `data-line` before the line. */
export const LINE_NUMBER_CLASS = 'octavo-line-number';

/** Markup of another language inside HTML: one thing on its line, its own line breaks no lines of code. */
const FOREIGN = new Set(['math', 'svg']);

/** On a number written as text (see numberCodeLines's `asText`): the themes print it as it is. */
export const LINE_NUMBER_TEXT_CLASS = 'octavo-line-number-text';

interface LineState {
  atLineStart: boolean;
  line: number;
  asText: boolean;
}

/**
 * Numbers the lines of each listing marked `data-line-numbering="numbered"`: a book that says "line 10 of Example
 * 8-1" needs the reader to find line 10. Each line gets an empty, `aria-hidden` element carrying its number, set
 * before its first character (before the highlighted token the line opens with; inside a token it starts in, a
 * comment of several lines). The theme prints the number as generated content, left out when the code is copied,
 * so the listing's text stays the code. A last newline starts no line.
 */
export function numberCodeLines(
  nodes: DomNode[],
  /** Writes each number as the element's text: Calibre's Kindle formats drop generated content. */
  asText = false,
): void {
  walkElements(nodes, (pre) => {
    if (pre.name !== 'pre') return;
    // markdown-it sets a fence's attributes on its <code>: the mark is the listing's wherever it is.
    const code = pre.children.find(
      (child): child is ElementNode => child.type === 'element' && child.name === 'code',
    );
    const marked = [pre, code].find(
      (el) => el?.attrs.get(LINE_NUMBERING)?.trim().toLowerCase() === 'numbered',
    );
    if (!marked) return;
    if (marked !== pre) {
      // The themes make room for the numbers in the listing's own box.
      marked.attrs.delete(LINE_NUMBERING);
      pre.attrs.set(LINE_NUMBERING, 'numbered');
    }
    // The numbers go inside a listing's one <code>: a <pre> holds its <code> first, as readers of it expect.
    const elements = pre.children.filter((child) => child.type === 'element');
    const target = code && elements.length === 1 ? code : pre;
    target.children = numbered(target.children, { atLineStart: true, line: 0, asText });
  });
}

function lineNumber(state: LineState): ElementNode {
  state.line += 1;
  state.atLineStart = false;
  const number = String(state.line);
  if (!state.asText)
    return element('span', { class: LINE_NUMBER_CLASS, 'data-line': number, 'aria-hidden': 'true' });
  const classes = `${LINE_NUMBER_CLASS} ${LINE_NUMBER_TEXT_CLASS}`;
  return element('span', { class: classes, 'data-line': number, 'aria-hidden': 'true' }, [text(number)]);
}

function numbered(nodes: DomNode[], state: LineState): DomNode[] {
  return nodes.flatMap((node): DomNode[] => {
    if (node.type === 'element' && FOREIGN.has(node.name)) {
      return state.atLineStart ? [lineNumber(state), node] : [node];
    }
    if (node.type === 'element') {
      // A line that opens with a highlighted token is numbered before the token, not in its colour.
      const before = state.atLineStart && textContent(node) !== '' ? [lineNumber(state)] : [];
      node.children = numbered(node.children, state);
      return [...before, node];
    }
    if (node.type !== 'text') return [node];
    return numberedText(node.value, state);
  });
}

function numberedText(value: string, state: LineState): DomNode[] {
  const out: DomNode[] = [];
  let from = 0;
  for (let at = 0; at < value.length; at++) {
    if (state.atLineStart) {
      if (at > from) out.push(text(value.slice(from, at)));
      out.push(lineNumber(state));
      from = at;
    }
    if (value[at] === '\n') state.atLineStart = true;
  }
  if (from < value.length) out.push(text(value.slice(from)));
  return out;
}
