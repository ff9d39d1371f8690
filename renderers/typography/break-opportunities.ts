import { DomNode, ElementNode, element, text } from '../dom/html-dom';

/** A URL, a path or an identifier too long to sit in a justified line without pushing it apart. */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)\S+$/i;
const LONG_TOKEN = 18;

/** Never touched: code blocks keep their lines, math and SVG their own layout. */
const SKIP = new Set(['pre', 'math', 'svg', 'script', 'style', 'title', 'textarea']);
/** Inline code: an identifier or a path may break at its punctuation. */
const CODE = new Set(['code', 'kbd', 'samp', 'tt', 'var']);
const CELL = new Set(['td', 'th']);

/**
 * Where a long token may break, Chicago style: after `://` and a double slash, before a single slash,
 * a dot, `?`, `#`, `&`, `=`, `_`, `-` and `::`, between a lower-case letter and an upper-case one
 * (camelCase), and every 12 characters of a run with none of those (hashes, hex addresses).
 */
export function breakPoints(token: string): number[] {
  const points = new Set<number>();
  const protocol = /^[a-z][a-z0-9+.-]*:\/\//i.exec(token)?.[0].length ?? 0;
  if (protocol) points.add(protocol);
  let run = 0;
  for (let i = protocol + 1; i < token.length; i++) {
    const char = token[i];
    const previous = token[i - 1];
    let point = false;
    if ('/.?#&=_-'.includes(char) && previous !== char && previous !== '/') point = true;
    else if (char === ':' && token[i + 1] === ':' && previous !== ':') point = true;
    else if (/\p{Ll}/u.test(previous) && /\p{Lu}/u.test(char)) point = true;
    if (point) {
      run = 0;
      // Never leave a lone character at either end of the token.
      if (i > 1 && i < token.length - 1) points.add(i);
      continue;
    }
    if (++run >= 12 && i < token.length - 3) {
      points.add(i);
      run = 0;
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** A run of non-space characters as long as a token worth breaking: text without one is left as it is. */
const LONG_RUN = new RegExp(`\\S{${LONG_TOKEN}}`);

function withBreaks(value: string, breakable: (token: string) => boolean): DomNode[] | null {
  if (!LONG_RUN.test(value)) return null;
  const out: DomNode[] = [];
  let pending = '';
  let changed = false;
  for (const part of value.split(/(\s+)/)) {
    if (!part || /^\s+$/.test(part) || part.length < LONG_TOKEN || !breakable(part)) {
      pending += part;
      continue;
    }
    let from = 0;
    for (const at of breakPoints(part)) {
      pending += part.slice(from, at);
      out.push(text(pending), element('wbr'));
      pending = '';
      from = at;
    }
    pending += part.slice(from);
    changed = true;
  }
  if (!changed) return null;
  if (pending) out.push(text(pending));
  return out;
}

/**
 * Gives long URLs and identifiers places to break (`<wbr>`, which copies as nothing), so a justified
 * line is not pushed apart by a word it cannot split: in links, inline code, table cells, and any prose
 * token that is a URL. Code blocks and math are left alone.
 */
export function addBreakOpportunities(nodes: DomNode[]): void {
  // A list is copied only when one of its texts gets breaks (most do not).
  const visit = (list: DomNode[], inCode: boolean): DomNode[] => {
    let result: DomNode[] | undefined;
    list.forEach((node, at) => {
      if (node.type === 'text') {
        const broken = withBreaks(node.value, (token) => inCode || URL_LIKE.test(token));
        if (broken) (result ??= list.slice(0, at)).push(...broken);
        else result?.push(node);
        return;
      }
      if (!SKIP.has(node.name)) {
        // In a table cell any long token may break: the column is sized to its longest unbreakable run.
        const code = inCode || CODE.has(node.name) || CELL.has(node.name) || isUrlLink(node);
        node.children = visit(node.children, code);
      }
      result?.push(node);
    });
    return result ?? list;
  };
  const result = visit(nodes, false);
  if (result !== nodes) nodes.splice(0, nodes.length, ...result);
}

function isUrlLink(el: ElementNode): boolean {
  return el.name === 'a' && /^(?:[a-z][a-z0-9+.-]*:|www\.)/i.test(el.attrs.get('href') ?? '');
}
