import {
  DomNode,
  ElementNode,
  P_CLOSERS,
  element,
  parseHtml,
  replacing,
  text,
  textContent,
} from '../dom/html-dom';
import { phrasingOnly } from '../dom/phrasing';

/**
 * AsciiDoc written for a DocBook toolchain (AsciiDoc Python's docbook backend, O'Reilly's Atlas before HTMLBook)
 * passes DocBook through (`pass:[<ulink url="…">…</ulink>]`, a `++++` block holding `<simplelist>`, a
 * `<variablelist>` of terms, a `<programlisting>` with `<userinput>` and callouts): that toolchain printed a link, a
 * code word, an address of several lines, lists, listings, admonitions. HTML knows none of these elements, so each becomes the
 * HTMLBook its DocBook means (as the DocBook XSL stylesheets print it); an element not named here is left for the
 * sanitizer, which warns of it.
 */
export function docbookPassthroughsAsHtml(nodes: DomNode[]): DomNode[] {
  numberCallouts(nodes);
  levelSections(nodes);
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
  if (made) return keepingId(node, made);
  node.children = childrenIn(node, !PHRASING_PARENTS.has(node.name));
  return [node];
}

/** The HTML made from a DocBook element keeps its id (`<example id="EX1">`, `<para id>`): what xrefs land on. */
function keepingId(from: ElementNode, made: DomNode[]): DomNode[] {
  const id = from.attrs.get('id') ?? from.attrs.get('xml:id');
  const only = made.length === 1 ? made[0] : made.find((node) => node.type === 'element');
  if (id && only?.type === 'element' && only !== from && !only.attrs.has('id')) only.attrs.set('id', id);
  return made;
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
      // DocBook's xrefstyle ("select: labelnumber") is HTMLBook's data-xrefstyle.
      const style = el.name === 'xref' ? el.attrs.get('xrefstyle') : undefined;
      if (style) attrs['data-xrefstyle'] = style;
      return [replacing(el, element('a', attrs, inline()))];
    }
    case 'quote':
      return [text('\u201c'), ...inline(), text('\u201d')];
    case 'footnote':
      return [
        replacing(el, element('span', { 'data-type': 'footnote' }, phrasingOnly(unwrapParagraphs(inline())))),
      ];
    case 'simplelist':
      return [simpleList(el, blockContext, inline)];
    case 'member':
      break;
    case 'segmentedlist':
      return [segmentedList(el, childrenIn)];
    case 'indexterm':
      return [indexTerm(el)];
    case 'para':
    case 'simpara':
      return blockContext ? paragraphsAround(el, roleClass, inline()) : inline();
    case 'itemizedlist':
    case 'orderedlist':
      return [listOf(el, el.name === 'itemizedlist' ? 'ul' : 'ol', childrenIn)];
    case 'variablelist':
      return [variableList(el, childrenIn)];
    case 'literallayout':
      if (el.attrs.get('class') !== 'monospaced') return [lineLayout(el, inline)];
      return [listing(el, inline)];
    case 'programlisting':
    case 'screen':
      return [listing(el, inline)];
    case 'lineannotation':
      return [replacing(el, element('em', { class: 'lineannotation' }, inline()))];
    case 'co':
      return [replacing(el, element('b', { class: 'conum' }, [text(String(calloutNumber(el)))]))];
    case 'calloutlist':
      return [calloutList(el, childrenIn)];
    case 'note':
    case 'tip':
    case 'warning':
    case 'caution':
    case 'important':
      return [titledBlock(el, 'div', { 'data-type': el.name }, childrenIn)];
    case 'sidebar':
      return [titledBlock(el, 'aside', { 'data-type': 'sidebar' }, childrenIn)];
    case 'example':
    case 'informalexample':
      return [titledBlock(el, 'div', { 'data-type': 'example' }, childrenIn)];
    case 'blockquote':
      return [blockQuote(el, roleClass, childrenIn)];
    case 'sect1':
    case 'sect2':
    case 'sect3':
    case 'sect4':
    case 'sect5':
    case 'simplesect':
      return [section(el, childrenIn)];
    case 'section':
      // HTML's own sections (the file's converted ones) have a data-type; DocBook's a <title>.
      if (el.attrs.has('data-type') || childrenNamed(el, 'title').length === 0) break;
      return [section(el, childrenIn)];
  }
  const name = SAME_AS[el.name];
  if (!name) return undefined;
  return [replacing(el, element(name, name === 'span' ? roleClass : {}, inline()))];
}

/** The element children of `el` named `name`. */
export function childrenNamed(el: ElementNode, ...names: string[]): ElementNode[] {
  return el.children.filter(
    (child): child is ElementNode => child.type === 'element' && names.includes(child.name),
  );
}

/**
 * `<itemizedlist>`/`<orderedlist>`: its `<listitem>`s are the list's items, each holding blocks; an ordered list
 * numbered from its `startingnumber` (which a list that continues the one before it is given).
 */
function listOf(
  el: ElementNode,
  name: 'ul' | 'ol',
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  const items = childrenNamed(el, 'listitem').map((item) =>
    replacing(item, element('li', idOf(item), childrenIn(item, true))),
  );
  const start = Number(el.attrs.get('startingnumber') || NaN);
  const numbered: Record<string, string> =
    name === 'ol' && Number.isInteger(start) && start !== 1 ? { start: String(start) } : {};
  return replacing(el, element(name, numbered, items));
}

/** A DocBook element's id (`id`, or DocBook 5's `xml:id`), or else the one of `fallback`, as attributes. */

/**
 * A DocBook paragraph may hold lists, tables and listings between its sentences ("Before the list: <itemizedlist>
 * … and after it."); HTML's may not, and the HTML parser would leave the words after the block outside any
 * paragraph. The paragraph is split around its blocks, as DocBook's stylesheets print it; the first part keeps
 * its id.
 */
function paragraphsAround(el: ElementNode, roleClass: Record<string, string>, content: DomNode[]): DomNode[] {
  if (!content.some((node) => node.type === 'element' && P_CLOSERS.has(node.name))) {
    return [replacing(el, element('p', roleClass, content))];
  }
  const made: DomNode[] = [];
  let run: DomNode[] = [];
  const closeRun = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      made.push(replacing(el, element('p', roleClass, trimmedRun(run))));
    }
    run = [];
  };
  for (const node of content) {
    if (node.type === 'element' && P_CLOSERS.has(node.name)) {
      closeRun();
      made.push(node);
    } else run.push(node);
  }
  closeRun();
  return made;
}

/** A part of a split paragraph without the line breaks that stood around the block beside it. */
function trimmedRun(run: DomNode[]): DomNode[] {
  const trimmed = [...run];
  const first = trimmed[0];
  if (first?.type === 'text') trimmed[0] = text(first.value.trimStart());
  const end = trimmed[trimmed.length - 1];
  if (end?.type === 'text') trimmed[trimmed.length - 1] = text(end.value.trimEnd());
  return trimmed;
}

function idOf(el: ElementNode, fallback?: ElementNode): Record<string, string> {
  const id =
    el.attrs.get('id') ??
    el.attrs.get('xml:id') ??
    fallback?.attrs.get('id') ??
    fallback?.attrs.get('xml:id');
  return id ? { id } : {};
}

/** `<variablelist>`: each `<varlistentry>`'s `<term>`s are terms, its `<listitem>` their description. */
function variableList(
  el: ElementNode,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  const entries = childrenNamed(el, 'varlistentry').flatMap((entry) => [
    // An entry's id is its first term's: where a cross-reference to the entry lands.
    ...childrenNamed(entry, 'term').map((term, i) =>
      replacing(term, element('dt', idOf(term, i === 0 ? entry : undefined), childrenIn(term, false))),
    ),
    ...childrenNamed(entry, 'listitem').map((item) =>
      replacing(item, element('dd', idOf(item), childrenIn(item, true))),
    ),
  ]);
  return replacing(el, element('dl', {}, entries));
}

/**
 * A `<segmentedlist>` as docbook-xsl prints it: a block for each `<seglistitem>`, each `<seg>` on a line of its own
 * after its `<segtitle>` in bold and a colon (the LDP Author Guide's "Binary: 01 / Decimal: 1" ran on as one line of
 * text, each element warned of as unknown).
 */
function segmentedList(
  el: ElementNode,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  const segtitles = childrenNamed(el, 'segtitle').map((title) => childrenIn(title, false));
  const content: DomNode[] = childrenNamed(el, 'title').map((title) =>
    replacing(title, element('div', { class: 'title' }, titleContent(title, childrenIn))),
  );
  for (const item of childrenNamed(el, 'seglistitem')) {
    const segs = childrenNamed(item, 'seg').map((seg, i) => {
      const title = segtitles[i];
      const lead = title ? [element('strong', {}, [...title, text(': ')])] : [];
      return replacing(seg, element('div', { class: 'seg' }, [...lead, ...childrenIn(seg, false)]));
    });
    content.push(replacing(item, element('div', { ...idOf(item), class: 'seglistitem' }, segs)));
  }
  return replacing(el, element('div', { class: 'segmentedlist' }, content));
}

/** `<programlisting>`, `<screen>`: a listing, its inline markup (`<userinput>`, `<replaceable>`) kept. */
function listing(el: ElementNode, inline: () => DomNode[]): ElementNode {
  const language = el.attrs.get('language');
  const attrs: Record<string, string> = { 'data-type': 'programlisting' };
  if (language) attrs['data-code-language'] = language;
  // The line break after the opening tag and before the closing one only lays the tags out.
  const children = inline();
  const first = children[0];
  if (first?.type === 'text') children[0] = text(first.value.replace(/^\r?\n/, ''));
  const last = children[children.length - 1];
  if (last?.type === 'text') children[children.length - 1] = text(last.value.replace(/\r?\n[ \t]*$/, ''));
  return replacing(el, element('pre', attrs, children));
}

/**
 * A `<literallayout>` (not `class="monospaced"`): ordinary text whose lines and indents are kept, as DocBook's
 * stylesheets print it, a paragraph with a line break at each. The Definitive Guide's copyright notice, set as a
 * code listing, read as code.
 */
function lineLayout(el: ElementNode, inline: () => DomNode[]): ElementNode {
  const children = inline();
  const first = children[0];
  if (first?.type === 'text') children[0] = text(first.value.replace(/^\r?\n/, ''));
  const last = children[children.length - 1];
  if (last?.type === 'text') children[children.length - 1] = text(last.value.replace(/\s+$/, ''));
  return replacing(el, element('div', { class: 'literallayout' }, [element('p', {}, brokenLines(children))]));
}

/** `nodes` with a `<br>` at each line break, inside their inline elements too, and each line's indent kept. */
function brokenLines(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node): DomNode[] => {
    if (node.type === 'element') {
      node.children = brokenLines(node.children);
      return [node];
    }
    if (node.type !== 'text') return [node];
    return node.value.split(/\r?\n/).flatMap((line, i) => {
      // Only after a line break is it a line's start: text after an inline element runs on from it.
      const indented =
        i === 0
          ? line
          : line.replace(/^[ \t]+/, (indent) => '\u00a0'.repeat(indent.replace(/\t/g, '    ').length));
      return [...(i > 0 ? [element('br')] : []), ...(indented ? [text(indented)] : [])];
    });
  });
}

/** A `<co/>` is numbered by its place among the callouts of its listing, as DocBook numbers them. */
const calloutNumbers = new WeakMap<ElementNode, number>();
function calloutNumber(el: ElementNode): number {
  return calloutNumbers.get(el) ?? 1;
}

/** Numbers the `<co/>` marks of each listing in `nodes` from 1, in order. */
function numberCallouts(nodes: readonly DomNode[]): void {
  const walk = (node: DomNode, count: { n: number }) => {
    if (node.type !== 'element') return;
    if (['programlisting', 'screen', 'literallayout'].includes(node.name)) count = { n: 0 };
    if (node.name === 'co') calloutNumbers.set(node, ++count.n);
    for (const child of node.children) walk(child, count);
  };
  for (const node of nodes) walk(node, { n: 0 });
}

/** `<calloutlist>`: its `<callout>`s in order, as Asciidoctor prints a listing's callout list. */
function calloutList(
  el: ElementNode,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  const items = childrenNamed(el, 'callout').map((callout) =>
    replacing(callout, element('li', idOf(callout), childrenIn(callout, true))),
  );
  return replacing(el, element('div', { class: 'colist arabic' }, [element('ol', {}, items)]));
}

/** An admonition, a sidebar or an example: its `<title>` heads it as HTMLBook's `<h5>`. */
function titledBlock(
  el: ElementNode,
  name: string,
  attrs: Record<string, string>,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  const content = el.children.flatMap((child) =>
    child.type === 'element' && child.name === 'title'
      ? [replacing(child, element('h5', {}, titleContent(child, childrenIn)))]
      : convert(child, true),
  );
  return replacing(el, element(name, attrs, content));
}

/** `<blockquote>`: its `<attribution>` printed after the quotation, as HTMLBook's. */
function blockQuote(
  el: ElementNode,
  roleClass: Record<string, string>,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): ElementNode {
  // DocBook writes the attribution first; it is printed after the quotation, as DocBook's stylesheets and HTMLBook do.
  const attributions = el.children.flatMap((child) =>
    child.type === 'element' && child.name === 'attribution'
      ? [replacing(child, element('p', { 'data-type': 'attribution' }, childrenIn(child, false)))]
      : [],
  );
  const content = el.children.flatMap((child) =>
    child.type === 'element' && child.name === 'attribution' ? [] : convert(child, true),
  );
  return replacing(el, element('blockquote', htmlAttributesOf(el, roleClass), [...content, ...attributions]));
}

/**
 * What a `<blockquote>` (a name DocBook and HTML share) says in HTML: its id, class, `data-type` (HTMLBook's
 * `data-type="epigraph"`, _Qiskit Pocket Guide_'s part openings) and language; DocBook's `xml:id` is its id and its
 * role a class.
 */
function htmlAttributesOf(el: ElementNode, roleClass: Record<string, string>): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of el.attrs) if (name !== 'role' && !name.includes(':')) attrs[name] = value;
  const id = el.attrs.get('xml:id');
  if (id && !attrs.id) attrs.id = id;
  if (roleClass.class) attrs.class = [attrs.class, roleClass.class].filter(Boolean).join(' ');
  return attrs;
}

/**
 * A `<simplelist>` as docbook-xsl prints it: `type="inline"` its members run on, "A, B, C"; a list of several `columns`
 * a table, filled row by row when `type="horiz"`, column by column otherwise (the LDP Author Guide's list of files in
 * three columns ran down the page as one). A one-column list prints one member a line, as an address is set;
 * inside a sentence it stays inline.
 */
function simpleList(el: ElementNode, blockContext: boolean, inline: () => DomNode[]): ElementNode {
  const members = inline().filter(
    (child) => child.type === 'element' && child.name === 'member',
  ) as ElementNode[];
  const type = el.attrs.get('type');
  if (type === 'inline') {
    const run: DomNode[] = [];
    for (const [i, member] of members.entries()) run.push(...(i > 0 ? [text(', ')] : []), ...member.children);
    return replacing(el, element(blockContext ? 'p' : 'span', { class: 'simplelist' }, run));
  }
  const columns = Number.parseInt(el.attrs.get('columns') ?? '', 10);
  if (columns > 1 && members.length > 0)
    return replacing(el, simpleListTable(members, columns, type === 'horiz'));
  const lines: DomNode[] = [];
  for (const [i, member] of members.entries()) {
    if (i > 0) lines.push(element('br'));
    lines.push(...member.children);
  }
  return replacing(el, element(blockContext ? 'p' : 'span', { class: 'simplelist' }, lines));
}

/** The members in a table of `columns` cells a row, in reading order across the rows or down the columns. */
function simpleListTable(members: ElementNode[], columns: number, acrossRows: boolean): ElementNode {
  const rows = Math.ceil(members.length / columns);
  const body = element('tbody');
  for (let row = 0; row < rows; row++) {
    const cells: DomNode[] = [];
    for (let column = 0; column < columns; column++) {
      const member = members[acrossRows ? row * columns + column : column * rows + row];
      cells.push(element('td', {}, member ? member.children : []));
    }
    body.children.push(element('tr', {}, cells));
  }
  return element('table', { class: 'simplelist' }, [body]);
}

function unwrapParagraphs(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) =>
    node.type === 'element' && (node.name === 'para' || node.name === 'p') ? node.children : [node],
  );
}

/**
 * `<indexterm><primary>…</primary><secondary>…</secondary></indexterm>` is HTMLBook's index mark, a level's `sortas`
 * its sort key; a range opened by `class="startofrange"` (its id) is closed by the `class="endofrange"` mark whose
 * `startref` names it.
 */
function indexTerm(el: ElementNode): ElementNode {
  const attrs: Record<string, string> = { 'data-type': 'indexterm' };
  for (const level of ['primary', 'secondary', 'tertiary', 'see', 'seealso']) {
    const term = el.children.find(
      (child): child is ElementNode => child.type === 'element' && child.name === level,
    );
    if (!term) continue;
    attrs[`data-${level}`] = textContent(term).replace(/\s+/g, ' ').trim();
    const sortAs = term.attrs.get('sortas');
    if (sortAs) attrs[`data-${level}-sortas`] = sortAs;
  }
  const startref = el.attrs.get('startref');
  if (el.attrs.get('class') === 'endofrange' && startref) attrs['data-startref'] = startref;
  return replacing(el, element('a', attrs));
}

/** HTMLBook's section levels: `sect1` to `sect5`, headed by `h2` to `h6` under a chapter's `h1`. */
const DEEPEST_SECTION = 5;
const sectionLevels = new WeakMap<ElementNode, number>();

/**
 * The level of each DocBook section in `nodes`: `<sect3>` its own, `<section>` and `<simplesect>` one below the
 * section around them (the file's own `==` sections, converted, or DocBook's).
 */
function levelSections(nodes: readonly DomNode[]): void {
  const walk = (node: DomNode, around: number) => {
    if (node.type !== 'element') return;
    let level = around;
    const numbered = /^sect([1-5])$/.exec(
      node.name === 'section' ? (node.attrs.get('data-type') ?? '') : node.name,
    );
    if (numbered) level = Number(numbered[1]);
    else if (
      (node.name === 'section' && !node.attrs.has('data-type') && childrenNamed(node, 'title').length > 0) ||
      node.name === 'simplesect'
    )
      level = Math.min(around + 1, DEEPEST_SECTION);
    else if (node.name === 'section' && node.attrs.has('data-type')) level = 0;
    sectionLevels.set(node, level);
    for (const child of node.children) walk(child, level);
  };
  for (const node of nodes) walk(node, 0);
}

/** `<sect2 id="…"><title>…</title>…</sect2>`: HTMLBook's section of that level, its title its heading. */
function section(el: ElementNode, childrenIn: (el: ElementNode, block: boolean) => DomNode[]): ElementNode {
  const level = Math.max(1, sectionLevels.get(el) ?? 1);
  const id = el.attrs.get('id');
  const content = el.children.flatMap((child) =>
    child.type === 'element' && child.name === 'title'
      ? [replacing(child, element(`h${level + 1}`, {}, titleContent(child, childrenIn)))]
      : convert(child, true),
  );
  return replacing(el, element('section', { 'data-type': `sect${level}`, ...(id ? { id } : {}) }, content));
}

/** A `<title>`'s content: HTML reads a title element as plain text, so DocBook inside it (`<literal>`) is read again. */
function titleContent(
  title: ElementNode,
  childrenIn: (el: ElementNode, block: boolean) => DomNode[],
): DomNode[] {
  const only = title.children.length === 1 ? title.children[0] : undefined;
  if (only?.type === 'text' && /<[a-z]/i.test(only.value))
    return parseHtml(only.value).flatMap((node) => convert(node, false));
  return childrenIn(title, false);
}
