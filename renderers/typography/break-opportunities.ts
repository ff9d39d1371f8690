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
/** A hyphen inside a token (a flag's `--name`, a kebab-case name), after which Chromium would break the line. */
const INNER_HYPHEN = /\S-(?=\S)/;
/** The class print-style.ts keeps on one line (Atlas's keep-together). */
const ONE_LINE_CLASS = 'keep-together';

/**
 * How a text's tokens may break: `breakable` tokens at their break points; `literal` ones (code, addresses) only
 * there, never after one of their own hyphens.
 */
interface TokenRules {
  breakable: (token: string) => boolean;
  literal: (token: string) => boolean;
}

function withBreaks(value: string, rules: TokenRules): DomNode[] | null {
  if (!LONG_RUN.test(value) && !INNER_HYPHEN.test(value)) return null;
  const out: DomNode[] = [];
  let pending = '';
  let changed = false;
  const flush = () => {
    if (pending) out.push(text(pending));
    pending = '';
  };
  for (const part of value.split(/(\s+)/)) {
    const long = part.length >= LONG_TOKEN && rules.breakable(part);
    const held = INNER_HYPHEN.test(part) && rules.literal(part);
    if (!long && !held) {
      pending += part;
      continue;
    }
    const points = long ? breakPoints(part) : [];
    [0, ...points].forEach((from, i) => {
      const piece = part.slice(from, points[i]);
      if (i > 0) {
        flush();
        out.push(element('wbr'));
      }
      // Chromium breaks after any hyphen, and a line ended by `draggable-` reads as a word hyphenated for the
      // line, the name's own hyphen lost: a piece with a hyphen inside stays on one line (Chicago breaks such a
      // token before its hyphen, which the break points give).
      if (held && /-(?=\S)/.test(from === 0 ? piece.slice(1) : piece)) {
        flush();
        out.push(element('span', { class: ONE_LINE_CLASS }, [text(piece)]));
      } else pending += piece;
    });
    changed = true;
  }
  if (!changed) return null;
  flush();
  return out;
}

/**
 * Gives long URLs and identifiers places to break (`<wbr>`, which copies as nothing), so a justified
 * line is not pushed apart by a word it cannot split: in links, inline code, table cells, and any prose
 * token that is a URL. Code and URLs break only there, never after a hyphen of their own. Code blocks and
 * math are left alone.
 */
export function addBreakOpportunities(nodes: DomNode[]): void {
  // A list is copied only when one of its texts gets breaks (most do not).
  const visit = (list: DomNode[], inCode: boolean, inLiteral: boolean): DomNode[] => {
    let result: DomNode[] | undefined;
    list.forEach((node, at) => {
      if (node.type === 'text') {
        const broken = withBreaks(node.value, {
          breakable: (token) => inCode || URL_LIKE.test(token),
          literal: (token) => inLiteral || URL_LIKE.test(token),
        });
        if (broken) (result ??= list.slice(0, at)).push(...broken);
        else result?.push(node);
        return;
      }
      if (!SKIP.has(node.name)) {
        const literal = inLiteral || CODE.has(node.name) || isUrlLink(node);
        // In a table cell any long token may break: the column is sized to its longest unbreakable run.
        const code = inCode || literal || CELL.has(node.name);
        node.children = visit(node.children, code, literal);
      }
      result?.push(node);
    });
    return result ?? list;
  };
  const result = visit(nodes, false, false);
  if (result !== nodes) nodes.splice(0, nodes.length, ...result);
}

function isUrlLink(el: ElementNode): boolean {
  return el.name === 'a' && /^(?:[a-z][a-z0-9+.-]*:|www\.)/i.test(el.attrs.get('href') ?? '');
}
