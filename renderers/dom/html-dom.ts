import MarkdownIt from 'markdown-it';
import { escapeAttribute, escapeText } from './escape';
import type { SourceLocation } from '../warnings';

/**
 * A deliberately small HTML tree: enough to normalize, sanitize and re-serialize book sources.
 * Everything we emit is serialized from this tree, so malformed or hostile markup in a source can
 * never reach the output as-is; attribute values and text are always re-escaped.
 */
export interface ElementNode {
  type: 'element';
  name: string;
  attrs: Map<string, string>;
  children: DomNode[];
  /** Where the author wrote this element, when the source could tell (see ParseOptions.locate). */
  loc?: SourceLocation;
  /** Where a page break before this element was asked, when another element asked it (a `pagebreak-after` role). */
  breakAskedAt?: SourceLocation;
}
export interface TextNode {
  type: 'text';
  value: string;
}
export type DomNode = ElementNode | TextNode;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp']);
/** Elements whose first line break, straight after the start tag, HTML parsing drops (and serializing doubles). */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'listing']);
const FOREIGN_ROOTS = new Set(['svg', 'math']);
/** Start tags that implicitly close an open <p>, as browsers do: the blocks phrasing content cannot hold. */
export const P_CLOSERS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/** element → [elements it closes when opened, elements that bound the search]. */
const IMPLIED_END: Record<string, [string[], string[]]> = {
  li: [['li'], ['ul', 'ol']],
  dt: [['dt', 'dd'], ['dl']],
  dd: [['dt', 'dd'], ['dl']],
  tr: [
    ['tr', 'td', 'th'],
    ['table', 'thead', 'tbody', 'tfoot'],
  ],
  td: [
    ['td', 'th'],
    ['tr', 'table'],
  ],
  th: [
    ['td', 'th'],
    ['tr', 'table'],
  ],
  thead: [['tbody', 'thead', 'tr', 'td', 'th'], ['table']],
  tbody: [['tbody', 'thead', 'tr', 'td', 'th'], ['table']],
  tfoot: [['tbody', 'thead', 'tr', 'td', 'th'], ['table']],
  option: [['option'], ['select', 'datalist']],
};

const md = new MarkdownIt();
const ENTITY_RE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** Decodes character references only (markdown-it's decoder, fed one entity at a time so backslashes survive). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY_RE, (entity) => md.utils.unescapeAll(entity));
}

export { escapeAttribute, escapeText } from './escape';

export function element(
  name: string,
  attrs: Record<string, string> = {},
  children: DomNode[] = [],
): ElementNode {
  return { type: 'element', name, attrs: new Map(Object.entries(attrs)), children };
}

/** `made` standing in for `from` in the tree: it keeps the source location warnings name. */
export function replacing(from: ElementNode, made: ElementNode): ElementNode {
  if (from.loc && !made.loc) made.loc = from.loc;
  return made;
}

export function text(value: string): TextNode {
  return { type: 'text', value };
}

/** The nodes with each run of adjacent text nodes joined into one. */
export function mergeText(nodes: DomNode[]): DomNode[] {
  const out: DomNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = text(last.value + node.value);
    else out.push(node);
  }
  return out;
}

/**
 * Deeper trees are flattened while parsing: every other step walks the tree recursively, and a
 * hostile source with 100 000 nested elements must not overflow the stack. Books never nest this deep.
 */
export const MAX_NESTING_DEPTH = 1000;

export interface ParseOptions {
  /** Elements opened deeper than this are dropped (their content kept) and counted in `flattened`. */
  maxDepth?: number;
  report?: {
    flattened: number;
    /**
     * Filled with the elements whose end tag the text never writes: open at its end, or closed by an outer element's
     * end tag (an end tag HTML implies, such as a paragraph's before a block, is written as far as this goes).
     */
    unended?: ElementNode[];
  };
  /**
   * Give elements their source location. `table`: converters mark elements `data-octavo-loc="i"`
   * (an index into it) or `data-octavo-line="n"` (a line of `file`); without a table the element's
   * own line in the parsed text is used (HTMLBook sources). With a table, `<?octavo-line n?>` says that the
   * raw HTML after it starts on line n of `file` (a converter passing the author's HTML through unchanged), and
   * `<?octavo-loc i?>` that it starts where `table[i]` says (an included file's line): elements without marks of
   * their own take their line from it, until the next element that has one.
   */
  locate?: { file: string; table?: SourceLocation[] };
}

/** Parses an HTML fragment (or a whole document) into a list of top-level nodes. */
export function parseHtml(html: string, options: ParseOptions = {}): DomNode[] {
  const maxDepth = Math.min(options.maxDepth ?? MAX_NESTING_DEPTH, MAX_NESTING_DEPTH);
  const root = element('#root');
  const stack: ElementNode[] = [root];
  const current = () => stack[stack.length - 1];
  // Index in `stack` of the outermost open <svg>/<math>, so the check costs nothing per tag.
  let foreignAt = -1;
  const inForeign = () => {
    if (foreignAt >= stack.length || (foreignAt !== -1 && !FOREIGN_ROOTS.has(stack[foreignAt].name)))
      foreignAt = -1;
    return foreignAt !== -1;
  };
  const appendText = (value: string) => {
    if (!value) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last && last.type === 'text') last.value += value;
    else siblings.push(text(value));
  };

  const locate = options.locate;
  let lineAt = 0;
  let line = 1;
  const lineOf = (offset: number) => {
    for (let i = html.indexOf('\n', lineAt); i !== -1 && i < offset; i = html.indexOf('\n', i + 1)) line++;
    lineAt = Math.max(lineAt, offset);
    return line;
  };

  // The author's raw HTML a converter passed through, and the line its text at `from` is on.
  let rawHtml: { file?: string; line: number; from: number } | undefined;

  let pos = 0;
  const length = html.length;
  while (pos < length) {
    const lt = html.indexOf('<', pos);
    if (lt === -1) {
      appendText(decodeEntities(html.slice(pos)));
      break;
    }
    if (lt > pos) appendText(decodeEntities(html.slice(pos, lt)));
    pos = lt;

    if (html.startsWith('<!--', pos)) {
      const end = html.indexOf('-->', pos + 4);
      pos = end === -1 ? length : end + 3;
      continue;
    }
    if (html.startsWith('<![CDATA[', pos)) {
      const end = html.indexOf(']]>', pos);
      appendText(html.slice(pos + 9, end === -1 ? length : end));
      pos = end === -1 ? length : end + 3;
      continue;
    }
    const next = html.charAt(pos + 1);
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', pos);
      pos = end === -1 ? length : end + 1;
      const anchor = locate?.table && RAW_HTML_LINE.exec(html.slice(lt, pos));
      if (anchor) rawHtml = { line: Number(anchor[1]), from: pos };
      const at = locate?.table && RAW_HTML_LOC.exec(html.slice(lt, pos));
      const start = at ? locate?.table?.[Number(at[1])] : undefined;
      if (start?.line !== undefined) rawHtml = { file: start.file, line: start.line, from: pos };
      continue;
    }
    if (next === '/') {
      const match = endTagAt(html, pos);
      if (!match) {
        appendText('</');
        pos += 2;
        continue;
      }
      pos += match[0].length;
      closeElement(stack, match[1], options.report?.unended);
      continue;
    }
    if (!isAsciiLetter(html.charCodeAt(pos + 1))) {
      appendText('<');
      pos += 1;
      continue;
    }

    const tagLine = locate && !locate.table ? lineOf(pos) : 0;
    const tag = readStartTag(html, pos);
    pos = tag.end;
    const foreign = inForeign() || FOREIGN_ROOTS.has(tag.name.toLowerCase());
    const name = foreign ? tag.name : tag.name.toLowerCase();
    const attrs = new Map<string, string>();
    for (const [key, value] of tag.attrs) {
      const attrName = foreign ? key : key.toLowerCase();
      if (!attrs.has(attrName)) attrs.set(attrName, value);
    }
    applyImpliedEnds(stack, name);
    const opensElement = !tag.selfClosing && !VOID_ELEMENTS.has(name) && !RAW_TEXT_ELEMENTS.has(name);
    if (opensElement && stack.length > maxDepth) {
      if (options.report) options.report.flattened++;
      continue;
    }
    const node: ElementNode = { type: 'element', name, attrs, children: [] };
    if (locate?.table && rawHtml && !attrs.has('data-octavo-loc') && !attrs.has('data-octavo-line')) {
      rawHtml = { ...rawHtml, line: rawHtml.line + countNewlines(html, rawHtml.from, lt), from: lt };
      node.loc = { file: rawHtml.file ?? locate.file, line: rawHtml.line };
    } else if (locate) {
      if (attrs.has('data-octavo-loc') || attrs.has('data-octavo-line')) rawHtml = undefined;
      locateElement(node, locate, tagLine);
    } else if (attrs.has('data-octavo-loc') || attrs.has('data-octavo-line')) {
      attrs.delete('data-octavo-loc');
      attrs.delete('data-octavo-line');
    }
    current().children.push(node);

    if (RAW_TEXT_ELEMENTS.has(name) && !tag.selfClosing) {
      const closeRe = new RegExp(`</${name}\\s*>`, 'i');
      const rest = html.slice(pos);
      const close = closeRe.exec(rest);
      const raw = close ? rest.slice(0, close.index) : rest;
      if (raw) node.children.push(text(name === 'textarea' || name === 'title' ? decodeEntities(raw) : raw));
      pos = close ? pos + close.index + close[0].length : length;
      continue;
    }
    if (!tag.selfClosing && !VOID_ELEMENTS.has(name)) {
      const nested = inForeign();
      stack.push(node);
      if (!nested && FOREIGN_ROOTS.has(name)) foreignAt = stack.length - 1;
      // As browsers parse HTML: a line break straight after <pre> is not the listing's. Kept, the EPUB's XHTML
      // (which keeps it) opened every hand-written HTMLBook listing with an empty line.
      if (!foreign && LEADING_NEWLINE_DROPPED.has(name)) {
        if (html.startsWith('\r\n', pos)) pos += 2;
        else if (html.charAt(pos) === '\n' || html.charAt(pos) === '\r') pos += 1;
      }
    }
  }
  options.report?.unended?.push(...stack.slice(1));
  return root.children;
}

const RAW_HTML_LINE = /^<\?octavo-line (\d+)\?>$/;
const RAW_HTML_LOC = /^<\?octavo-loc (\d+)\?>$/;

/** The line breaks in `html` between `from` and `to`. */
export function countNewlines(html: string, from: number, to: number): number {
  let count = 0;
  for (let i = html.indexOf('\n', from); i !== -1 && i < to; i = html.indexOf('\n', i + 1)) count++;
  return count;
}

function locateElement(node: ElementNode, locate: NonNullable<ParseOptions['locate']>, line: number): void {
  const index = node.attrs.get('data-octavo-loc');
  const ownLine = node.attrs.get('data-octavo-line');
  node.attrs.delete('data-octavo-loc');
  node.attrs.delete('data-octavo-line');
  if (!locate.table) {
    node.loc = { file: locate.file, line };
    return;
  }
  if (index !== undefined) {
    const found = locate.table[Number(index)];
    if (found) node.loc = found;
  } else if (ownLine !== undefined && /^\d+$/.test(ownLine)) {
    node.loc = { file: locate.file, line: Number(ownLine) };
  }
}

interface StartTag {
  name: string;
  attrs: [string, string][];
  selfClosing: boolean;
  end: number;
}

// Sticky patterns matched where the parser stands, instead of on a slice of the text: a slice and a match object
// per tag and per attribute were a third of the parse. The bounds keep what the old 100- and 200-character
// windows matched.
const TAG_NAME = /[^\s/>]{1,100}/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]{1,200}/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const END_TAG = /<\/([a-zA-Z][^\s/>]*)[^>]*>?/y;
const END_TAG_IN_WINDOW = /^<\/([a-zA-Z][^\s/>]*)[^>]*>?/;

function matchAt(pattern: RegExp, html: string, pos: number): RegExpExecArray | null {
  pattern.lastIndex = pos;
  return pattern.exec(html);
}

/** `</name ...>` at `pos`, as matched within the 200 characters from there. */
function endTagAt(html: string, pos: number): RegExpExecArray | null {
  const match = matchAt(END_TAG, html, pos);
  if (!match || match[0].length <= 200) return match;
  return END_TAG_IN_WINDOW.exec(html.slice(pos, pos + 200));
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** What `/\s/` matches, by character code. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function readStartTag(html: string, start: number): StartTag {
  let pos = start + 1;
  const nameMatch = matchAt(TAG_NAME, html, pos);
  const name = nameMatch ? nameMatch[0] : 'span';
  pos += name.length;
  const attrs: [string, string][] = [];
  let selfClosing = false;
  const length = html.length;
  while (pos < length) {
    while (pos < length && isSpace(html.charCodeAt(pos))) pos++;
    const ch = html.charCodeAt(pos);
    if (ch === 62 /* > */) {
      pos++;
      break;
    }
    if (ch === 47 /* / */) {
      pos++;
      if (html.charCodeAt(pos) === 62) {
        selfClosing = true;
        pos++;
        break;
      }
      continue;
    }
    const attrMatch = matchAt(ATTRIBUTE_NAME, html, pos);
    if (!attrMatch) {
      pos++; // a stray quote or '=': skip it, as browsers do
      continue;
    }
    const attrName = attrMatch[0];
    pos += attrName.length;
    let save = pos;
    while (save < length && isSpace(html.charCodeAt(save))) save++;
    let value = '';
    if (html.charCodeAt(save) === 61 /* = */) {
      pos = save + 1;
      while (pos < length && isSpace(html.charCodeAt(pos))) pos++;
      const quote = html.charAt(pos);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, pos + 1);
        const end = close === -1 ? length : close;
        value = html.slice(pos + 1, end);
        pos = end + 1;
      } else {
        const unquoted = matchAt(UNQUOTED_VALUE, html, pos)![0];
        value = unquoted;
        pos += unquoted.length;
      }
    }
    attrs.push([attrName, decodeEntities(value)]);
  }
  return { name, attrs, selfClosing, end: Math.min(pos, length) };
}

function applyImpliedEnds(stack: ElementNode[], name: string): void {
  const top = stack[stack.length - 1];
  if (top.name === 'p' && P_CLOSERS.has(name)) stack.pop();
  const rule = IMPLIED_END[name];
  if (!rule) return;
  const [closes, bounds] = rule;
  // The outermost one it closes, up to the nearest bound: a new row ends the cell and the row it is in, a new
  // <tbody> the row and the <thead> before it, not only the innermost cell.
  let closeFrom = -1;
  for (let i = stack.length - 1; i > 0; i--) {
    const open = stack[i].name;
    if (bounds.includes(open)) break;
    if (closes.includes(open)) closeFrom = i;
  }
  if (closeFrom !== -1) stack.length = closeFrom;
}

function closeElement(stack: ElementNode[], rawName: string, unended?: ElementNode[]): void {
  const lower = rawName.toLowerCase();
  for (let i = stack.length - 1; i > 0; i--) {
    const open = stack[i].name;
    if (open === rawName || open.toLowerCase() === lower) {
      unended?.push(...stack.slice(i + 1));
      stack.length = i;
      return;
    }
  }
  // A stray end tag with nothing to close is ignored, like a browser would.
}

export interface SerializeOptions {
  /** XHTML output for EPUB: void elements are written `<br/>`. */
  xml?: boolean;
}

export function serializeHtml(nodes: DomNode[], options: SerializeOptions = {}): string {
  let out = '';
  for (const node of nodes) out += serializeNode(node, options);
  return out;
}

function serializeNode(node: DomNode, options: SerializeOptions): string {
  if (node.type === 'text') return escapeText(node.value);
  let open = `<${node.name}`;
  for (const [key, value] of node.attrs) open += ` ${key}="${escapeAttribute(value)}"`;
  if (VOID_ELEMENTS.has(node.name)) return open + (options.xml ? '/>' : '>');
  // A listing that begins with a blank line keeps it when HTML is parsed again (which drops one line break there).
  const first = node.children[0];
  const kept =
    !options.xml &&
    LEADING_NEWLINE_DROPPED.has(node.name) &&
    first?.type === 'text' &&
    /^\r?\n/.test(first.value)
      ? '\n'
      : '';
  return `${open}>${kept}${serializeHtml(node.children, options)}</${node.name}>`;
}

/** MathML annotations (the TeX an equation came from) are never shown, so they are not text either. */
const HIDDEN_TEXT = new Set(['annotation', 'annotation-xml']);

export function textContent(node: DomNode | DomNode[]): string {
  if (Array.isArray(node)) return node.map((n) => textContent(n)).join('');
  if (node.type === 'text') return node.value;
  return HIDDEN_TEXT.has(node.name) ? '' : textContent(node.children);
}

/** Each run of text `textContent` would join, in document order, without joining them; none inside `skipped` elements. */
export function forEachText(
  nodes: DomNode[],
  visit: (value: string) => void,
  skipped: ReadonlySet<string> = HIDDEN_TEXT,
): void {
  for (const node of nodes) {
    if (node.type === 'text') visit(node.value);
    else if (!HIDDEN_TEXT.has(node.name) && !skipped.has(node.name))
      forEachText(node.children, visit, skipped);
  }
}

/**
 * Depth-first, document order. The visitor may mutate the element's attributes and children. `ancestors` is the
 * walk's own stack, outermost first: read it during the visit, copy it to keep it (a copy per element was most of
 * the walk's time and garbage on a long book).
 */
export function walkElements(
  nodes: DomNode[],
  visit: (el: ElementNode, ancestors: readonly ElementNode[]) => void,
): void {
  const ancestors: ElementNode[] = [];
  const recurse = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      visit(node, ancestors);
      ancestors.push(node);
      recurse(node.children);
      ancestors.pop();
    }
  };
  recurse(nodes);
}

export function findElements(nodes: DomNode[], predicate: (el: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  walkElements(nodes, (el) => {
    if (predicate(el)) found.push(el);
  });
  return found;
}

/** Replaces each element for which `replace` returns an array with that array (possibly empty). */
export function replaceElements(
  nodes: DomNode[],
  replace: (el: ElementNode) => DomNode[] | undefined,
): DomNode[] {
  const out: DomNode[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    const replacement = replace(node);
    if (replacement) {
      out.push(...replacement);
      continue;
    }
    node.children = replaceElements(node.children, replace);
    out.push(node);
  }
  return out;
}

export function hasClass(el: ElementNode, className: string): boolean {
  const classes = el.attrs.get('class');
  // Most elements asked have no such class: looked for as text first, their list is not split.
  return classes !== undefined && classes.includes(className) && classes.split(/\s+/).includes(className);
}

/** Adds a class to the element's own, unless it has it already. */
export function addClass(el: ElementNode, name: string): void {
  if (hasClass(el, name)) return;
  const classes = el.attrs.get('class');
  el.attrs.set('class', classes ? `${classes} ${name}` : name);
}

export function isHeading(el: ElementNode): boolean {
  return /^h[1-6]$/.test(el.name);
}

export function isBlank(nodes: DomNode[]): boolean {
  return nodes.every((n) => n.type === 'text' && n.value.trim() === '');
}

export function firstElement(nodes: DomNode[]): ElementNode | undefined {
  return nodes.find((n): n is ElementNode => n.type === 'element');
}
