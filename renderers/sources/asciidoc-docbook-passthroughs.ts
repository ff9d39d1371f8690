import { DomNode, ElementNode, element, replacing, text, textContent } from '../dom/html-dom';

/**
 * AsciiDoc written for a DocBook toolchain (AsciiDoc Python's docbook backend, O'Reilly's Atlas before HTMLBook)
 * passes DocBook through (`pass:[<ulink url="…">…</ulink>]`, a `++++` block holding `<simplelist>`): that toolchain
 * printed a link, a code word, an address of several lines. HTML knows none of these elements, so each becomes the
 * HTMLBook its DocBook means (as the DocBook XSL stylesheets print it); an element not named here is left for the
 * sanitizer, which warns of it.
 */
export function docbookPassthroughsAsHtml(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) => convert(node, true));
}

/** DocBook's inline elements that print as HTML's own, by their name. */
const SAME_AS: Record<string, string> = {
  emphasis: 'em',
  citetitle: 'em',
  firstterm: 'em',
  foreignphrase: 'em',
  replaceable: 'em',
  literal: 'code',
  filename: 'code',
  command: 'code',
  function: 'code',
  varname: 'code',
  classname: 'code',
  methodname: 'code',
  parameter: 'code',
  envar: 'code',
  constant: 'code',
  systemitem: 'code',
  computeroutput: 'code',
  prompt: 'code',
  superscript: 'sup',
  subscript: 'sub',
  keycap: 'kbd',
  acronym: 'abbr',
  abbrev: 'abbr',
  phrase: 'span',
  application: 'span',
  guimenu: 'span',
  guimenuitem: 'span',
  guilabel: 'span',
  guibutton: 'span',
};

/** HTML elements whose content is phrasing: a block made here inside one would break the paragraph. */
const PHRASING_PARENTS = new Set([
  'p',
  'a',
  'em',
  'strong',
  'code',
  'span',
  'b',
  'i',
  'sup',
  'sub',
  'td',
  'th',
]);

function convert(node: DomNode, blockContext: boolean): DomNode[] {
  if (node.type !== 'element') return [node];
  const childrenIn = (el: ElementNode, block: boolean) =>
    el.children.flatMap((child) => convert(child, block));
  const made = convertElement(node, blockContext, childrenIn);
  if (made) return made;
  node.children = childrenIn(node, !PHRASING_PARENTS.has(node.name));
  return [node];
}

function convertElement(
  el: ElementNode,
  blockContext: boolean,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): DomNode[] | undefined {
  const inline = () => childrenIn(el, false);
  const role = el.attrs.get('role');
  const roleClass: Record<string, string> = role ? { class: role.replace(/[^\w-]+/g, '-') } : {};
  switch (el.name) {
    // An editor's note to the authors (DocBook's stylesheets and Atlas leave it out of the book).
    case 'remark':
      return [];
    case 'emphasis':
      if (role === 'strong' || role === 'bold') return [replacing(el, element('strong', {}, inline()))];
      break;
    case 'userinput':
      return [replacing(el, element('strong', {}, [element('code', {}, inline())]))];
    case 'ulink': {
      const url = el.attrs.get('url') ?? '';
      const children = inline();
      return [
        replacing(el, element('a', { href: url }, textContent(children).trim() ? children : [text(url)])),
      ];
    }
    case 'email': {
      const address = textContent(el).trim();
      return [replacing(el, element('a', { href: `mailto:${address}` }, [text(address)]))];
    }
    case 'xref':
    case 'link': {
      const target = el.attrs.get('linkend');
      if (!target) break;
      const attrs: Record<string, string> =
        el.name === 'xref' ? { 'data-type': 'xref', href: `#${target}` } : { href: `#${target}` };
      return [replacing(el, element('a', attrs, inline()))];
    }
    case 'quote':
      return [text('\u201c'), ...inline(), text('\u201d')];
    case 'footnote':
      return [replacing(el, element('span', { 'data-type': 'footnote' }, unwrapParagraphs(inline())))];
    case 'simplelist':
      return [simpleList(el, blockContext, inline)];
    case 'member':
      break;
    case 'indexterm':
      return [indexTerm(el)];
  }
  const name = SAME_AS[el.name];
  if (!name) return undefined;
  return [replacing(el, element(name, name === 'span' ? roleClass : {}, inline()))];
}

/** A vertical `<simplelist>` prints one member a line, as an address is set; inside a sentence it stays inline. */
function simpleList(el: ElementNode, blockContext: boolean, inline: () => DomNode[]): ElementNode {
  const members = inline().filter(
    (child) => child.type === 'element' && child.name === 'member',
  ) as ElementNode[];
  const lines: DomNode[] = [];
  for (const [i, member] of members.entries()) {
    if (i > 0) lines.push(element('br'));
    lines.push(...member.children);
  }
  return replacing(el, element(blockContext ? 'p' : 'span', { class: 'simplelist' }, lines));
}

function unwrapParagraphs(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) => (node.type === 'element' && node.name === 'para' ? node.children : [node]));
}

/** `<indexterm><primary>…</primary><secondary>…</secondary></indexterm>` is HTMLBook's index mark. */
function indexTerm(el: ElementNode): ElementNode {
  const attrs: Record<string, string> = { 'data-type': 'indexterm' };
  for (const level of ['primary', 'secondary', 'tertiary', 'see', 'seealso']) {
    const term = el.children.find((child) => child.type === 'element' && child.name === level);
    if (term) attrs[`data-${level}`] = textContent(term).trim();
  }
  return replacing(el, element('a', attrs));
}
