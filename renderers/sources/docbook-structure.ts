import {
  DomNode,
  ElementNode,
  element,
  forEachText,
  isBlank,
  mergeText,
  replacing,
  text,
  textContent,
} from '../dom/html-dom';
import { letterNumeral, romanNumeral } from '../typography/numerals';
import { BookWarning, warning } from '../warnings';
import { columnWidthStyles } from './myst-list-table';
import { childrenNamed } from './asciidoc-docbook-passthroughs';
import { DISCRETE_HEADING_CLASS } from './asciidoc-htmlbook';
import { PAGE_BYLINE } from './markdown';
import { UNFILLED_FIELD } from '../model/template-placeholders';

/**
 * DocBook's structure as HTMLBook, as O'Reilly's docbook2htmlbook stylesheet maps it: the book's divisions (chapter,
 * preface, appendix, part …) and their titles, figures and media objects, CALS tables, glossaries, bibliographies,
 * procedures, and the inline elements the AsciiDoc passthrough reading does not know. What is left (paragraphs,
 * lists, listings, admonitions, sections, links, index terms) is DocBook AsciiDoc passes through too, and
 * `docbookPassthroughsAsHtml` reads it after this.
 */
export function docbookStructureAsHtml(nodes: DomNode[], warnings: BookWarning[]): DomNode[] {
  const terms = new Map<string, string>();
  const items = new Map<string, string>();
  const citations = new Map<string, string>();
  const startedLists: StartedList[] = [];
  const open = new Set<ElementNode>();
  const collect = (node: DomNode) => {
    if (node.type !== 'element') return;
    if (node.name === 'orderedlist') numberContinuedList(node, startedLists, open);
    const id = node.attrs.get('id');
    if (node.name === 'glossentry' && id) terms.set(id, textContent(childrenNamed(node, 'glossterm')).trim());
    if (isNamed(node, 'biblioentry', 'bibliomixed') && id) citations.set(id, entryLabel(node) ?? id);
    if (node.name === 'orderedlist' || node.name === 'procedure' || node.name === 'substeps') {
      const first = Number(node.attrs.get('startingnumber') ?? 1);
      const numeration = node.attrs.get('numeration') ?? '';
      childrenNamed(node, 'listitem', 'step').forEach((item, i) => {
        const itemId = item.attrs.get('id');
        if (itemId) items.set(itemId, listNumber(first + i, numeration));
      });
    }
    open.add(node);
    node.children.forEach(collect);
    open.delete(node);
  };
  nodes.forEach(collect);
  return convertAll(nodes, { terms, items, citations, warnings });
}

interface Context {
  /** Each glossary entry's term, by the entry's id: what `<glosssee otherterm="…">` prints. */
  terms: Map<string, string>;
  /** Each numbered list item's (or procedure step's) number, by its id: what an xref to it prints. */
  items: Map<string, string>;
  /** Each bibliography entry's label, by the entry's id: what a `<biblioref>` to it prints, in brackets. */
  citations: Map<string, string>;
  /** Where what the book loses here is told, at the element's file and line. */
  warnings: BookWarning[];
}

/** An `<orderedlist>` met so far in the document, and the number it starts at. */
interface StartedList {
  list: ElementNode;
  start: number;
}

/**
 * An `<orderedlist continuation="continues">` given the `startingnumber` it continues from, as DocBook's stylesheets
 * count it: the list before it in the document (not one around it, `open`) starts at its own number, plus its items.
 * The Definitive Guide's appendix D split one numbered procedure into lists with paragraphs between; each began at 1.
 * Called on each list in document order; `started` holds those before it.
 */
function numberContinuedList(
  list: ElementNode,
  started: StartedList[],
  open: ReadonlySet<ElementNode>,
): void {
  const written = Number(list.attrs.get('startingnumber') || NaN);
  let start = Number.isInteger(written) ? written : 1;
  if (!Number.isInteger(written) && list.attrs.get('continuation') === 'continues') {
    // XSLT's preceding::orderedlist[1]: the last to start before this one, a list around it not counted.
    const before = started.findLast((earlier) => !open.has(earlier.list));
    if (before) start = before.start + childrenNamed(before.list, 'listitem').length;
    if (start !== 1) list.attrs.set('startingnumber', String(start));
  }
  started.push({ list, start });
}

/** A list item's number as its list's `numeration` writes it (arabic, loweralpha, upperroman …). */
function listNumber(n: number, numeration: string): string {
  switch (numeration) {
    case 'loweralpha':
      return letterNumeral(n).toLowerCase();
    case 'upperalpha':
      return letterNumeral(n);
    case 'lowerroman':
      return romanNumeral(n).toLowerCase();
    case 'upperroman':
      return romanNumeral(n);
    default:
      return String(n);
  }
}

/**
 * An xref to a numbered list item or step prints its number, as DocBook's stylesheets print it (through the
 * xrefstyle's template, `template: (%n)`, when it has one); HTMLBook numbers no list items, so the book could not.
 */
function listItemXref(el: ElementNode, context: Context): DomNode[] | undefined {
  const target = el.attrs.get('linkend');
  const number = target ? context.items.get(target) : undefined;
  if (!target || number === undefined || textContent(el).trim()) return undefined;
  const template = /^\s*template:\s?(.*)$/s.exec(el.attrs.get('xrefstyle') ?? '')?.[1];
  const words =
    template !== undefined && template.includes('%n') ? template.replace(/%n/g, number).trim() : number;
  return [replacing(el, element('a', { href: `#${target}` }, [text(words)]))];
}

/** The division elements and the HTMLBook `data-type` each becomes. */
const DIVISIONS: Record<string, string> = {
  chapter: 'chapter',
  article: 'chapter',
  preface: 'preface',
  appendix: 'appendix',
  colophon: 'colophon',
  dedication: 'dedication',
  acknowledgements: 'acknowledgments',
  glossary: 'glossary',
  bibliography: 'bibliography',
  index: 'index',
};

/** Metadata wrappers: their title is the element's when it has none of its own; the rest is not printed. */
const INFO = /^(?:info|\w+info)$/;

/** Inline names read as code, beyond those the passthrough reading knows. */
const CODE = new Set([
  'code',
  'buildtarget',
  'option',
  'type',
  'property',
  'token',
  'symbol',
  'errorcode',
  'errorname',
  'errortext',
  'errortype',
  'returnvalue',
  'markup',
  'interfacename',
  'package',
  'database',
  'exceptionname',
  'ooclass',
  'oointerface',
  'ooexception',
  'modifier',
  'initializer',
  'structfield',
  'structname',
  'keysym',
  'keycode',
  'msgtext',
]);

/** Inline names printed as their text. */
const PLAIN = new Set([
  'firstname',
  'surname',
  'othername',
  'honorific',
  'lineage',
  'affiliation',
  'orgdiv',
  'contrib',
  'personblurb',
  'orgname',
  'corpname',
  'productname',
  'productnumber',
  'hardware',
  'interface',
  'mousebutton',
  'accel',
  'shortcut',
  'guisubmenu',
  'guiicon',
  'jobtitle',
  'street',
  'city',
  'state',
  'postcode',
  'country',
  'phone',
  'fax',
  'otheraddr',
  'pob',
  // An entry's address, a link when it gives one (DocBook 5 links any element): its words are printed.
  'bibliosource',
]);

/** Elements never printed: the generated lists, metadata outside a title, and callout area specifications. */
const LEFT_OUT = new Set(['toc', 'lot', 'areaspec', 'area', 'areaset', 'indexinfo', 'beginpage']);

/** Names whose `<title>` the passthrough reading prints as their heading. */
const TITLED_LATER = new Set([
  'segmentedlist',
  'note',
  'tip',
  'warning',
  'caution',
  'important',
  'sidebar',
  'example',
  'informalexample',
  'sect1',
  'sect2',
  'sect3',
  'sect4',
  'sect5',
  'section',
  'simplesect',
]);

/**
 * The lists and the children that are their items. Anything else a list holds (DocBook allows blocks before the first
 * item: the Modular Debugger Guide's "Each dcmd returns an exit status that indicates:") is printed before the list,
 * after its title, as DocBook's stylesheets print it; HTML's list would have dropped it.
 */
const LIST_ITEMS: Record<string, readonly string[]> = {
  itemizedlist: ['listitem'],
  orderedlist: ['listitem'],
  variablelist: ['varlistentry'],
  calloutlist: ['callout'],
};

/** Elements whose HTML prints only the children named here: any other is told of where it is, not lost unseen. */
const ONLY_CHILDREN: Record<string, readonly string[]> = {
  varlistentry: ['term', 'listitem', 'indexterm'],
  simplelist: ['member'],
};

const TRADEMARKS: Record<string, string> = { copyright: '\u00a9', registered: '\u00ae', service: '\u2120' };

function convertAll(nodes: DomNode[], context: Context): DomNode[] {
  return nodes.flatMap((node) => convert(node, context));
}

function convert(node: DomNode, context: Context): DomNode[] {
  if (node.type !== 'element') return [node];
  liftInfoTitle(node);
  const el = node;
  const inner = () => convertAll(el.children, context);
  const id = el.attrs.get('id');
  const role = el.attrs.get('role');
  const lang = el.attrs.get('lang');
  const common: Record<string, string> = {
    ...(id ? { id } : {}),
    ...(lang ? { lang } : {}),
    ...(role ? { class: role.replace(/[^\w-]+/g, '-') } : {}),
  };
  if (INFO.test(el.name) || LEFT_OUT.has(el.name)) return [];
  const division = DIVISIONS[el.name];
  if (division) return [divisionOf(el, divisionType(el, division), common, context)];
  switch (el.name) {
    case 'book': {
      // The authors' biographies go before a colophon that ends the book, as O'Reilly's books order them.
      const children = withoutTitles(el);
      let end = children.length;
      while (end > 0 && (isNamed(children[end - 1]!, 'colophon') || isBlank([children[end - 1]!]))) end--;
      return [
        ...bookTitlePage(el, context),
        ...convertAll(children.slice(0, end), context),
        ...aboutTheAuthors(el, context),
        ...convertAll(children.slice(end), context),
      ];
    }
    case 'set':
      return convertAll(withoutTitles(el), context);
    case 'part':
      return [
        replacing(
          el,
          element('div', { ...common, 'data-type': 'part' }, [
            ...titleHeading(el, 'h1', context),
            ...convertAll(withoutTitles(el), context),
          ]),
        ),
      ];
    case 'partintro':
      return convertAll(withoutTitles(el), context);
    case 'subtitle':
      return [replacing(el, element('p', { 'data-type': 'subtitle' }, inner()))];
    case 'titleabbrev':
      return [];
    case 'figure':
    case 'informalfigure':
      return [figureOf(el, common, context)];
    case 'graphic':
    case 'inlinegraphic': {
      const src = el.attrs.get('fileref');
      if (!src) return [];
      const width = imageWidth(el);
      return [
        replacing(el, element('img', { src, alt: '', ...(width ? { style: `width: ${width}` } : {}) })),
      ];
    }
    case 'mediaobject':
    case 'inlinemediaobject':
    case 'imageobjectco':
    case 'screenshot':
      return mediaOf(el, context, el.name === 'inlinemediaobject');
    case 'table':
    case 'informaltable':
    case 'entrytbl':
      return [tableOf(el, common, context)];
    case 'glossentry':
      return glossEntry(el, context);
    case 'glossdiv':
      return [replacing(el, element('section', common, glossaryLists(convertAll(el.children, context))))];
    case 'bibliodiv':
    case 'qandadiv':
    case 'refsect1':
    case 'refsect2':
    case 'refsect3':
    case 'refsection':
      return [replacing(el, element('section', common, convertAll(el.children, context)))];
    case 'refsynopsisdiv':
      return [
        replacing(
          el,
          element('section', common, [
            ...(childrenNamed(el, 'title').length ? [] : [element('title', {}, [text('Synopsis')])]),
            ...convertAll(el.children, context),
          ]),
        ),
      ];
    case 'refentry':
      return [refEntry(el, common, context)];
    case 'glosssee':
    case 'glossseealso':
      return [glossReference([el], context)];
    case 'glossterm':
      return [replacing(el, element('em', {}, inner()))];
    case 'biblioentry':
      return [bibliographyEntry(el, common, context)];
    case 'bibliomixed':
      return [
        replacing(
          el,
          element('p', { ...common, 'data-type': 'biblioentry' }, [
            ...labelOf(el),
            ...mergeText(mixedEntry(el, context)).map((node, i) =>
              i === 0 && node.type === 'text' ? text(node.value.trimStart()) : node,
            ),
          ]),
        ),
      ];
    case 'biblioref': {
      // "[XML-CAT]", the label linked to the entry, as DocBook's stylesheets cite it (The Definitive Guide's citations
      // printed nothing at all). The brackets stay outside the link: "[id]" is what an unresolved Asciidoctor xref
      // writes, and a link reading so is given generated text.
      const target = el.attrs.get('linkend');
      if (!target) break;
      const label = context.citations.get(target) ?? target;
      return [text('['), replacing(el, element('a', { href: `#${target}` }, [text(label)])), text(']')];
    }
    case 'bibliomset':
    case 'biblioset':
      return mixedEntry(el, context);
    case 'procedure':
      return procedureOf(el, common, context);
    case 'step':
      return [replacing(el, element('li', common, inner()))];
    case 'substeps':
      return [replacing(el, element('ol', common, inner()))];
    case 'stepalternatives':
      return [replacing(el, element('ul', common, inner()))];
    case 'formalpara':
      return [formalParagraph(el, common, context)];
    case 'anchor':
      return id ? [replacing(el, element('a', { id }))] : [];
    case 'xref': {
      const numbered = listItemXref(el, context);
      if (numbered) return numbered;
      break;
    }
    case 'footnoteref': {
      const target = el.attrs.get('linkend');
      return target ? [replacing(el, element('a', { 'data-type': 'footnoteref', href: `#${target}` }))] : [];
    }
    case 'link': {
      const href = el.attrs.get('xlink:href');
      if (!href && el.attrs.get('linkend')) break;
      const children = inner();
      if (!href) {
        // HTML's <link> is empty: left to the sanitizer, the link's words were lost ("Available at .").
        const words = textContent(children).trim();
        context.warnings.push(
          warning(
            'source',
            el.loc,
            `this <link> has no target (no xlink:href="…" in XLink's namespace, no linkend="…"): ` +
              (words ? `"${clean(words)}" is printed as text` : 'it prints nothing') +
              '; give it the address or the id it leads to',
          ),
        );
        return children;
      }
      return [replacing(el, element('a', { href }, textContent(children).trim() ? children : [text(href)]))];
    }
    case 'uri': {
      const children = inner();
      const href = el.attrs.get('xlink:href') ?? textContent(children).trim();
      return [replacing(el, element('a', { href }, children))];
    }
    case 'olink':
      return inner();
    case 'keycombo':
      return joined(el, context, '+');
    case 'menuchoice':
      return joined(el, context, ' \u2192 ', (child) => !isNamed(child, 'shortcut'));
    case 'tag':
    case 'sgmltag':
      return [replacing(el, element('code', {}, [text(tagText(el))]))];
    case 'optional':
      return [text('['), ...inner(), text(']')];
    case 'citation':
      // A <biblioref> brackets its own label.
      if (childrenNamed(el, 'biblioref').length > 0 && !clean(textContent(el))) return inner();
      return [text('['), ...inner(), text(']')];
    case 'trademark':
      return [...inner(), text(TRADEMARKS[el.attrs.get('class') ?? ''] ?? '\u2122')];
    case 'wordasword':
      return [replacing(el, element('em', {}, inner()))];
    case 'epigraph':
      return [replacing(el, element('blockquote', { ...common, 'data-type': 'epigraph' }, inner()))];
    case 'address':
      return [replacing(el, element('p', { ...common, class: 'address' }, linesOf(inner())))];
    case 'abstract':
    case 'highlights':
      return [replacing(el, element('div', common, [...titleParagraph(el, context), ...inner()]))];
    case 'qandaset':
      return [
        ...titleParagraph(el, context),
        replacing(el, element('dl', common, convertAll(withoutTitles(el), context))),
      ];
    case 'qandaentry':
      return inner();
    case 'question':
      return [replacing(el, element('dt', {}, unwrapParagraphs(convertAll(withoutLabels(el), context))))];
    case 'answer':
      return [replacing(el, element('dd', {}, convertAll(withoutLabels(el), context)))];
    case 'equation':
    case 'informalequation':
      return [equationOf(el, common, context)];
    case 'inlineequation':
      return [replacing(el, element('span', {}, convertAll(mathOf(el, false), context)))];
    case 'mathphrase':
      return [replacing(el, element('span', { class: 'mathphrase' }, inner()))];
    case 'programlistingco':
    case 'screenco':
      return listingWithAreas(el, context);
    case 'caption':
      return [replacing(el, element('div', { class: 'caption' }, inner()))];
    case 'revhistory':
      return [revisionHistory(el, common, context)];
    case 'bridgehead': {
      // A heading that is not a section (left out of the contents), at the level its renderas names.
      const level = Number(/^sect([1-5])$/.exec(el.attrs.get('renderas') ?? '')?.[1] ?? 3) + 1;
      return [replacing(el, element(`h${level}`, { ...common, class: DISCRETE_HEADING_CLASS }, inner()))];
    }
    // A text alternative (an acronym's expansion, an equation's TeX) is not printed beside what it stands for.
    case 'alt':
      return [];
    case 'citerefentry': {
      const title = clean(textContent(childrenNamed(el, 'refentrytitle')));
      const volume = clean(textContent(childrenNamed(el, 'manvolnum')));
      return [replacing(el, element('code', {}, [text(volume ? `${title}(${volume})` : title)]))];
    }
    case 'cmdsynopsis':
      return [commandSynopsis(el, common, context)];
    case 'synopsis':
    case 'funcsynopsis':
      return [
        replacing(
          el,
          element('pre', { 'data-type': 'programlisting' }, [
            text(clean(textContent(el)).replace(/ ; /g, ';\n')),
          ]),
        ),
      ];
    case 'personname':
    case 'author':
    case 'editor':
    case 'othercredit':
      // The index terms in a name (The Definitive Guide's bibliography marks its editors' names) stay index marks.
      return findAll(el, 'firstname', 'surname').length > 0
        ? [text(personName(el)), ...findAll(el, 'indexterm')]
        : inner();
    case 'bibliolist': {
      const title = childrenNamed(el, 'title')[0];
      return [
        replacing(
          el,
          element('div', { ...common, class: ['bibliolist', common.class].filter(Boolean).join(' ') }, [
            ...(title ? [titleDiv(title, context)] : []),
            ...convertAll(withoutTitles(el), context),
          ]),
        ),
      ];
    }
    case 'legalnotice':
      return [replacing(el, element('section', { ...common, 'data-type': 'copyright-page' }, inner()))];
  }
  const href = el.attrs.get('xlink:href');
  if (href && el.name !== 'link' && el.name !== 'uri') {
    // DocBook 5 makes any inline element a link (`<acronym xlink:href="…">`).
    el.attrs.delete('xlink:href');
    const made = convert(el, context);
    return [replacing(el, element('a', { href }, made))];
  }
  if (CODE.has(el.name)) return [replacing(el, element('code', {}, inner()))];
  if (PLAIN.has(el.name)) return inner();
  if (TITLED_LATER.has(el.name)) {
    el.children = inner();
    return [el];
  }
  const only = ONLY_CHILDREN[el.name];
  if (only) warnLeftOut(el, only, context);
  const items = LIST_ITEMS[el.name];
  const children = withoutTitles(el);
  const isLeadIn = (child: DomNode) =>
    items !== undefined && child.type === 'element' && !items.includes(child.name);
  const before = convertAll(children.filter(isLeadIn), context);
  // A list's or a quotation's title, which HTML has no place for, heads a block around it, as Asciidoctor writes a
  // titled list or quote: an xref to the id, which moves to the block, reads that title, not the section's around it.
  const title = childrenNamed(el, 'title')[0];
  el.children = convertAll(
    children.filter((child) => !isLeadIn(child)),
    context,
  );
  if (!title) return [...before, el];
  el.attrs.delete('id');
  return [
    replacing(
      el,
      element('div', { ...(id ? { id } : {}), class: el.name }, [titleDiv(title, context), ...before, el]),
    ),
  ];
}

/** Tells, at its line, of each element child of `el` not named in `kept`: what the HTML made from `el` leaves out. */
function warnLeftOut(el: ElementNode, kept: readonly string[], context: Context): void {
  for (const child of el.children) {
    if (child.type !== 'element' || kept.includes(child.name) || INFO.test(child.name)) continue;
    const words = clean(textContent(child));
    context.warnings.push(
      warning(
        'source',
        child.loc ?? el.loc,
        `this <${child.name}> in a <${el.name}> is not printed` +
          (words ? ` ("${words.length > 60 ? `${words.slice(0, 57)}…` : words}")` : '') +
          `: a <${el.name}> prints only its ${kept.map((name) => `<${name}>`).join(', ')}; move it into one of ` +
          `those, or out of the <${el.name}>`,
      ),
    );
  }
}

/** How an `<arg>` or `<group>` of each `choice` is bracketed; one that names none is optional. */
const CHOICE_BRACKETS: Record<string, readonly [string, string]> = {
  plain: [' ', ' '],
  req: ['{', '}'],
  opt: ['[', ']'],
};

/**
 * A `<cmdsynopsis>` in the notation of DocBook's stylesheets, their strings and spaces: an optional `<arg>` or
 * `<group>` (an arg's default) in [ ], a required one in { }, a plain one bare, a group's args split by " | ", a
 * repeatable one followed by "...", each after the one before it by its `sepchar`; `<sbr/>` and every command after
 * the first start a line. Read as its text, the Dynamic Tracing Guide's synopsis ran dtrace's options together
 * ("dtrace 3264 bbufsz"). A paragraph, as theirs, so that a long synopsis wraps.
 */
function commandSynopsis(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const parts = (parent: ElementNode, sepchar: string): DomNode[] => {
    const out: DomNode[] = [];
    let elementBefore = false;
    let commands = 0;
    for (const child of parent.children) {
      if (child.type !== 'element') {
        // The stylesheets strip the white space between the synopsis's elements, and keep any other text.
        if (child.type !== 'text' || child.value.trim()) out.push(child);
        continue;
      }
      const after = elementBefore;
      elementBefore = true;
      if (child.name === 'sbr') out.push(element('br'));
      else if (child.name === 'command' && parent === el) {
        if (commands++ > 0) out.push(element('br'));
        out.push(...convert(child, context), text(' '));
      } else if (child.name === 'arg' || child.name === 'group') {
        const own = child.attrs.get('sepchar') ?? sepchar;
        const [open, close] = CHOICE_BRACKETS[child.attrs.get('choice') ?? ''] ?? CHOICE_BRACKETS.opt!;
        if (after && child.name === 'arg' && parent.name === 'group') out.push(text(' | '));
        if (after) out.push(text(own));
        out.push(text(open), ...parts(child, own));
        if (child.attrs.get('rep') === 'repeat') out.push(text('...'));
        out.push(text(close));
      } else out.push(...convert(child, context));
    }
    return out;
  };
  const content = mergeText(parts(el, el.attrs.get('sepchar') ?? ' '));
  // Spaces run together as the browser runs together theirs: "[ 32 | 64 ]".
  const spaced = content.map((node) => (node.type === 'text' ? text(node.value.replace(/\s+/g, ' ')) : node));
  const first = spaced[0];
  if (first?.type === 'text') spaced[0] = text(first.value.trimStart());
  const last = spaced[spaced.length - 1];
  if (last?.type === 'text') spaced[spaced.length - 1] = text(last.value.trimEnd());
  return replacing(
    el,
    element('div', { ...common, class: ['cmdsynopsis', common.class].filter(Boolean).join(' ') }, [
      element('p', {}, spaced),
    ]),
  );
}

function isNamed(node: DomNode, ...names: string[]): node is ElementNode {
  return node.type === 'element' && names.includes(node.name);
}

function withoutTitles(el: ElementNode): DomNode[] {
  return el.children.filter((child) => !isNamed(child, 'title', 'subtitle', 'titleabbrev'));
}

/** DocBook 5's `<info><title>` (and 4's `<chapterinfo>`): the title moved up to its element, the rest left out. */
function liftInfoTitle(el: ElementNode): void {
  if (childrenNamed(el, 'title').length > 0) return;
  for (const info of el.children) {
    if (info.type !== 'element' || !INFO.test(info.name)) continue;
    const titles = childrenNamed(info, 'title', 'subtitle');
    if (titles.length === 0) continue;
    el.children = [...titles, ...el.children];
    return;
  }
}

/**
 * A `<book>`'s title, subtitle and authors (its own, or its `<info>`'s / `<bookinfo>`'s) as HTMLBook's title page,
 * which the book's metadata is read from, as docbook2htmlbook makes one.
 */
/**
 * The biographies a book's info gives its authors (`<authorblurb>`, DocBook 5's `<personblurb>`), as O'Reilly's
 * books print them: "About the Author" at the end of the book (HTMLBook's colophon of that class). Left out, they
 * were the only text of the info no format printed.
 */
function aboutTheAuthors(book: ElementNode, context: Context): DomNode[] {
  const info = book.children.find((child): child is ElementNode => isNamed(child, 'info', 'bookinfo'));
  const blurbs = info ? findAll(info, 'authorblurb', 'personblurb') : [];
  if (blurbs.length === 0) return [];
  const heading = blurbs.length === 1 ? 'About the Author' : 'About the Authors';
  return [
    replacing(
      blurbs[0]!,
      element('section', { 'data-type': 'colophon', class: 'abouttheauthor' }, [
        element('h1', {}, [text(heading)]),
        ...blurbs.flatMap((blurb) => convertAll(withoutTitles(blurb), context)),
      ]),
    ),
  ];
}

function bookTitlePage(el: ElementNode, context: Context): DomNode[] {
  const title = childrenNamed(el, 'title')[0];
  if (!title) return [];
  const info = el.children.find((child): child is ElementNode => isNamed(child, 'info', 'bookinfo'));
  // The book's subtitles, its own or its info's (SVN Book's two, in its bookinfo).
  // (A title taken up from the info brought its subtitle along: the same element, printed once.)
  const subtitles = [
    ...new Set([...childrenNamed(el, 'subtitle'), ...(info ? childrenNamed(info, 'subtitle') : [])]),
  ];
  const authors = info ? findAll(info, 'author', 'corpauthor').map(personName).filter(Boolean) : [];
  const product = info
    ? [clean(textContent(findAll(info, 'productname'))), clean(textContent(findAll(info, 'productnumber')))]
        .filter(Boolean)
        .join(' ')
    : '';
  const edition = info ? clean(textContent(findAll(info, 'edition'))) : '';
  const abstracts = info ? findAll(info, 'abstract') : [];
  // A cover image in the info (Publican's `<mediaobject role="cover">`) is the book's cover, as a cover.html is.
  const cover = info
    ? findAll(info, 'mediaobject').find((media) => media.attrs.get('role') === 'cover')
    : undefined;
  const coverImage = cover ? mediaOf(cover, context, true)[0] : undefined;
  const copyright = info ? copyrightPage(info, title, authors, context) : [];
  const isbn = info && isbnOf(info);
  // An empty <isbn> and nothing else for a copyright page: no copyright page, the title page carries its mark.
  const unfilled = copyright.length === 0 && isbn && !isbn.number ? [unfilledField(isbn.isbn)] : [];
  return [
    ...(coverImage ? [element('figure', { 'data-type': 'cover' }, [coverImage])] : []),
    replacing(
      el,
      element('section', { 'data-type': 'titlepage' }, [
        ...(product ? [element('p', { class: 'productname' }, [text(product)])] : []),
        replacing(title, element('h1', {}, convertAll(title.children, context))),
        ...subtitles.map((subtitle) =>
          element('p', { 'data-type': 'subtitle' }, convertAll(subtitle.children, context)),
        ),
        ...(edition ? [element('p', { class: 'edition' }, [text(editionText(edition))])] : []),
        ...(authors.length ? [element('p', { class: 'author' }, [text(authors.join(', '))])] : []),
        ...abstracts.map((abstract) =>
          element('div', { class: 'abstract' }, convertAll(withoutTitles(abstract), context)),
        ),
        ...unfilled,
      ]),
    ),
    ...copyright,
  ];
}

/**
 * An info field a template left for the author to fill, empty (O'Reilly's book.xml: `<isbn><!--ISBN goes here--></isbn>`
 * printed a bare "ISBN:"): printed as nothing, marked so the author is told with the book's other placeholder text.
 */
function unfilledField(field: ElementNode): ElementNode {
  return replacing(field, element('span', { [UNFILLED_FIELD]: field.name }));
}

/** The info's `<isbn>`, when it has one, and the number it gives (empty when it gives none). */
function isbnOf(info: ElementNode): { isbn: ElementNode; number: string } | undefined {
  const isbn = findAll(info, 'isbn')[0];
  return isbn && { isbn, number: clean(textContent(isbn)) };
}

/**
 * An `<edition>` as a title page prints it: "1" is the First Edition, "3.1" Edition 3.1 (as Publican prints it), words
 * stay as written (the Bash Guide for Beginners' "Version 1.11" read "Edition Version 1.11").
 */
function editionText(edition: string): string {
  const number = Number(edition);
  if (Number.isInteger(number) && number >= 1 && number <= EDITIONS.length)
    return `${EDITIONS[number - 1]} Edition`;
  return /^[\d.]+$/.test(edition) ? `Edition ${edition}` : edition;
}

/**
 * A release's number, date and author before its remark, "Revision 4.8, 2006-04-20, MG:", as DocBook's stylesheets
 * print each revision's three (the LDP Author Guide's copyright page had lost its revision numbers).
 */
function releaseHead(revision: ElementNode): DomNode[] {
  const { number, date, author } = revisionFields(revision);
  const parts = [
    ['revnumber', number],
    ['revdate', date],
    ['revauthor', author],
  ].filter(([, words]) => words);
  return parts.flatMap(([name, words], i) => [
    ...(i > 0 ? [text(', ')] : []),
    element('span', { class: name! }, [text(i === parts.length - 1 ? `${words}:` : words!)]),
  ]);
}

/** A revision's number ("Revision 4.8"), date and authors, each empty when it has none. */
function revisionFields(revision: ElementNode): { number: string; date: string; author: string } {
  const field = (...names: string[]) => clean(textContent(childrenNamed(revision, ...names)));
  const who = [field('authorinitials'), ...childrenNamed(revision, 'author').map(personName)].filter(Boolean);
  const number = field('revnumber');
  return { number: number ? `Revision ${number}` : '', date: field('date'), author: who.join(', ') };
}

/** `<revhistory>`: a table of revisions, each its number, date and author, its remark or description below. */
function revisionHistory(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const rows = childrenNamed(el, 'revision').flatMap((revision) => {
    const { number, date, author } = revisionFields(revision);
    const said = childrenNamed(revision, 'revremark', 'revdescription');
    const remark = said.length
      ? [
          element('tr', {}, [
            element(
              'td',
              { colspan: '3' },
              convertAll(
                said.flatMap((one) => one.children),
                context,
              ),
            ),
          ]),
        ]
      : [];
    return [
      element('tr', {}, [
        element('td', {}, [text(number)]),
        element('td', {}, [text(date)]),
        element('td', {}, [text(author)]),
      ]),
      ...remark,
    ];
  });
  const title = childrenNamed(el, 'title')[0];
  // Its title heads it as a header row, as DocBook's stylesheets print it: a caption would make it a formal table,
  // numbered with the chapter's tables (the Bash Guide for Beginners' history became "Table P-1").
  return replacing(
    el,
    element('table', { ...common, class: 'revhistory' }, [
      element('thead', {}, [
        element('tr', {}, [
          element(
            'th',
            { colspan: '3' },
            title ? convertAll(title.children, context) : [text('Revision History')],
          ),
        ]),
      ]),
      element('tbody', {}, rows),
    ]),
  );
}

/**
 * Staff roles as O'Reilly's DocBook 4 `role` and DocBook 5's `<othercredit class>` name them, as O'Reilly's copyright
 * pages print them.
 */
const STAFF_ROLES: Record<string, string> = {
  production: 'Production Editor',
  productioneditor: 'Production Editor',
  technicaleditor: 'Technical Editor',
  graphicdesigner: 'Graphic Designer',
  translator: 'Translator',
  reviewer: 'Reviewer',
  typesetter: 'Typesetter',
  conversion: 'Conversion',
  acquisitions: 'Acquisitions Editor',
  development: 'Development Editor',
  copyeditor: 'Copyeditor',
  proofreader: 'Proofreader',
  indexer: 'Indexer',
  interiordesigner: 'Interior Designer',
  coverdesigner: 'Cover Designer',
  illustrator: 'Illustrator',
  coverillustrator: 'Cover Illustrator',
};

/**
 * What a staff member did, as the copyright page labels it: their `role` (O'Reilly's DocBook 4), their DocBook 5
 * `class`, or for `class="other"` their `otherclass`, in words. The Definitive Guide's production editor, proofreader,
 * indexer and designers (`<othercredit class="other" otherclass="indexer">`) were printed unlabelled, under its editor.
 */
function staffRole(person: ElementNode): string {
  const kind = person.attrs.get('class');
  const written = (
    (kind === 'other' ? person.attrs.get('otherclass') : kind) ??
    person.attrs.get('role') ??
    ''
  ).trim();
  const known = STAFF_ROLES[written.toLowerCase().replace(/[\s_-]+/g, '')];
  if (known) return known;
  if (written) return written.replace(/^./, (c) => c.toUpperCase());
  return person.name === 'editor' ? 'Editor' : '';
}

const EDITIONS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/**
 * The book's info (`<bookinfo>`, `<info>`) as its copyright page, in the order O'Reilly's copyright pages print it
 * (the layout of Atlas's copyright.html): title, authors, copyright, where printed, publisher and address, the sales
 * notice, the staff, the printings, the revision history, the other legal notices, the ISBN. Nothing when the info
 * says none of these.
 */
function copyrightPage(
  info: ElementNode,
  title: ElementNode,
  authors: string[],
  context: Context,
): DomNode[] {
  const notices = findAll(info, 'legalnotice');
  const noticeOf = (...roles: string[]) =>
    notices.filter((notice) => roles.includes(notice.attrs.get('role') ?? ''));
  // A notice with an id keeps it (the DoCookBook's preface links to its licence), on the block its text is put in.
  const paragraphsOf = (chosen: ElementNode[]) =>
    chosen.flatMap((notice): DomNode[] => {
      const content = convertAll(withoutTitles(notice), context);
      const id = notice.attrs.get('id');
      return id ? [replacing(notice, element('div', { id, class: 'legalnotice' }, content))] : content;
    });
  const copyrights = findAll(info, 'copyright');
  const publisher = findAll(info, 'publisher')[0];
  const staff = info.children.filter((child): child is ElementNode =>
    isNamed(child, 'editor', 'othercredit'),
  );
  const printings = findAll(info, 'printhistory').flatMap((history) =>
    childrenNamed(history, 'formalpara', 'para'),
  );
  const revisions = findAll(info, 'revision');
  const isbn = isbnOf(info);
  if (
    !notices.length &&
    !copyrights.length &&
    !publisher &&
    !printings.length &&
    !revisions.length &&
    !isbn?.number
  )
    return [];
  const page: DomNode[] = [replacing(title, element('h1', {}, convertAll(title.children, context)))];
  if (authors.length)
    page.push(
      element('p', { class: 'author' }, [
        text(
          `by ${authors.slice(0, -1).join(', ')}${authors.length > 1 ? ' and ' : ''}${authors[authors.length - 1]}`,
        ),
      ]),
    );
  // Each holder's line, as DocBook's stylesheets print them: what rights are reserved is the legal notices' to say.
  for (const copyright of copyrights) {
    const years = childrenNamed(copyright, 'year').map((year) => clean(textContent(year)));
    const holders = childrenNamed(copyright, 'holder').map((holder) => clean(textContent(holder)));
    page.push(
      element('p', { class: 'copyright' }, [
        text(`Copyright \u00a9 ${[years.join(', '), holders.join(', ')].filter(Boolean).join(' ')}`),
      ]),
    );
  }

  page.push(...paragraphsOf(noticeOf('printlocation')));
  if (publisher) {
    const name = clean(textContent(findAll(publisher, 'publishername')));
    const address = findAll(publisher, 'address')[0];
    const where = address
      ? [
          clean(textContent(findAll(address, 'street'))),
          clean(textContent(findAll(address, 'city'))),
          [clean(textContent(findAll(address, 'state'))), clean(textContent(findAll(address, 'postcode')))]
            .filter(Boolean)
            .join(' '),
        ].filter(Boolean)
      : [];
    if (name)
      page.push(
        element('p', { class: 'publisher' }, [
          text('Published by '),
          element('span', { class: 'publishername' }, [text(name)]),
          text(`${where.length ? `, ${where.join(', ')}` : ''}.`),
        ]),
      );
  }
  page.push(...paragraphsOf(noticeOf('use')));
  if (staff.length) {
    // The people of one role on one line: "Proofreader: Audrey Doyle, Chris Hearse".
    const byRole = new Map<string, string[]>();
    for (const person of staff) {
      const label = staffRole(person);
      byRole.set(label, [...(byRole.get(label) ?? []), personName(person)]);
    }
    page.push(
      element(
        'ul',
        { class: 'stafflist' },
        [...byRole].map(([label, names]) =>
          element('li', {}, [
            ...(label ? [element('span', { class: 'staffrole' }, [text(`${label}: `)])] : []),
            text(names.join(', ')),
          ]),
        ),
      ),
    );
  }
  if (printings.length)
    page.push(
      element(
        'ul',
        { class: 'printings' },
        printings.map((printing) => {
          const edition = clean(textContent(childrenNamed(printing, 'title')));
          const when = clean(
            textContent(printing.name === 'para' ? printing : childrenNamed(printing, 'para')),
          );
          // A printing written as one sentence (The Definitive Guide's "June 2011: DocBook Publishers: The Definitive
          // Guide.") is printed as written: a colon after it was a stray one.
          if (!edition) return element('li', {}, [element('span', { class: 'printedition' }, [text(when)])]);
          return element('li', {}, [
            element('span', { class: 'printedition' }, [text(`${when}:`)]),
            text(` ${edition}`),
          ]);
        }),
      ),
    );
  if (revisions.length) {
    const edition = Number(clean(textContent(findAll(info, 'edition'))));
    const named =
      Number.isInteger(edition) && edition >= 1 && edition <= EDITIONS.length
        ? ` for the ${EDITIONS[edition - 1]} Edition`
        : '';
    page.push(
      element('div', {}, [
        element('p', { class: 'revisions' }, [element('strong', {}, [text(`Revision History${named}`)])]),
        element(
          'ul',
          { class: 'releases' },
          revisions.map((revision) =>
            element('li', {}, [
              ...releaseHead(revision),
              text(` ${clean(textContent(childrenNamed(revision, 'revremark', 'revdescription')))}`),
            ]),
          ),
        ),
      ]),
    );
  }
  const others = notices.filter(
    (notice) => !['printlocation', 'use', 'printer'].includes(notice.attrs.get('role') ?? ''),
  );
  if (others.length) page.push(element('div', { class: 'legal' }, paragraphsOf(others)));
  if (isbn)
    page.push(
      isbn.number
        ? element('p', { class: 'isbn' }, [text(`ISBN: ${isbn.number}`)])
        : unfilledField(isbn.isbn),
    );
  page.push(...paragraphsOf(noticeOf('printer')));
  return [replacing(info, element('section', { 'data-type': 'copyright-page' }, page))];
}

/** A preface whose id says foreword is one, an appendix whose role says afterword is one (docbook2htmlbook). */
function divisionType(el: ElementNode, type: string): string {
  if (type === 'preface' && /foreword/i.test(`${el.attrs.get('id') ?? ''} ${el.attrs.get('role') ?? ''}`))
    return 'foreword';
  if (type === 'appendix' && /afterword/i.test(el.attrs.get('role') ?? '')) return 'afterword';
  return type;
}

function divisionOf(
  el: ElementNode,
  type: string,
  common: Record<string, string>,
  context: Context,
): ElementNode {
  const glossary = type === 'glossary';
  const body = convertAll(withoutTitles(el), context);
  const authors = infoAuthors(el);
  const signed = authors.length > 0 && (type === 'foreword' || type === 'preface');
  return replacing(
    el,
    element('section', { ...common, 'data-type': type }, [
      ...titleHeading(el, 'h1', context),
      ...convertAll(childrenNamed(el, 'subtitle'), context),
      ...(authors.length > 0 && !signed
        ? [element('p', { class: 'author', [PAGE_BYLINE]: '' }, [text(authors.map(personName).join(', '))])]
        : []),
      ...(glossary ? glossaryLists(body) : body),
      ...(signed ? [signature(authors)] : []),
    ]),
  );
}

/** The authors a division's info names (`<prefaceinfo>`, `<chapterinfo>`, DocBook 5's `<info>`), not its revisions'. */
function infoAuthors(el: ElementNode): ElementNode[] {
  return el.children
    .filter((child): child is ElementNode => child.type === 'element' && INFO.test(child.name))
    .flatMap((info) => childrenNamed(info, 'author', 'corpauthor', 'authorgroup'))
    .flatMap((found) =>
      found.name === 'authorgroup' ? childrenNamed(found, 'author', 'corpauthor') : [found],
    )
    .filter((author) => personName(author) !== '');
}

/**
 * A foreword's or preface's authors as O'Reilly's stylesheets sign it: "—Firstname Lastname" under its last paragraph,
 * to the right (their DocBook samples' foreword.xml says so), a lone author's organization under the name; the same
 * signature Atlas's `au` attribute gives an AsciiDoc foreword.
 */
function signature(authors: ElementNode[]): ElementNode {
  const organization = authors.length === 1 ? clean(textContent(findAll(authors[0]!, 'orgname'))) : '';
  return element('div', { class: 'signature' }, [
    element('p', {}, [text(`\u2014${authors.map(personName).join(', ')}`)]),
    ...(organization ? [element('p', { class: 'affiliation' }, [text(organization)])] : []),
  ]);
}

/** The element's `<title>` as the heading named, its inline markup read later. */
function titleHeading(el: ElementNode, heading: string, context: Context): ElementNode[] {
  return childrenNamed(el, 'title').map((title) =>
    replacing(title, element(heading, {}, convertAll(title.children, context))),
  );
}

/** A `<title>` as the `div class="title"` a block opens with: a procedure's, a bibliography list's, a titled list's. */
function titleDiv(title: ElementNode, context: Context): ElementNode {
  return replacing(title, element('div', { class: 'title' }, convertAll(title.children, context)));
}

/** A title HTML has no place for (a list's, a procedure's): a bold paragraph above it. */
function titleParagraph(el: ElementNode, context: Context): ElementNode[] {
  return childrenNamed(el, 'title').map((title) =>
    replacing(
      title,
      element('p', { class: 'title' }, [element('strong', {}, convertAll(title.children, context))]),
    ),
  );
}

function figureOf(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const caption = childrenNamed(el, 'title').map((title) =>
    replacing(title, element('figcaption', {}, convertAll(title.children, context))),
  );
  return replacing(el, element('figure', common, [...convertAll(withoutTitles(el), context), ...caption]));
}

/** A media object's image: the web's or HTML's when it offers several, its text object the image's alt text. */
function mediaOf(el: ElementNode, context: Context, inline: boolean): DomNode[] {
  if (el.name === 'imageobjectco' || el.name === 'screenshot') return convertAll(el.children, context);
  const objects = childrenNamed(el, 'imageobject', 'imageobjectco').map((object) =>
    object.name === 'imageobjectco' ? (childrenNamed(object, 'imageobject')[0] ?? object) : object,
  );
  const preferred =
    objects.find((object) => /^(?:web|html|epub)$/i.test(object.attrs.get('role') ?? '')) ?? objects[0];
  const data = preferred && childrenNamed(preferred, 'imagedata')[0];
  const alt = textContent([
    ...childrenNamed(el, 'alt'),
    ...childrenNamed(el, 'textobject').filter((object) => object.attrs.get('role') !== 'tex'),
  ])
    .replace(/\s+/g, ' ')
    .trim();
  const src = data?.attrs.get('fileref');
  const captions = convertAll(childrenNamed(el, 'caption'), context);
  if (!src) return [...(alt ? [text(alt)] : []), ...captions];
  const width = imageWidth(data);
  const image = replacing(data, element('img', { src, alt, ...(width ? { style: `width: ${width}` } : {}) }));
  return inline ? [image] : [image, ...captions];
}

/** The width an `<imagedata>` asks for (`contentwidth="3in"`, `width="60%"`), as CSS; a bare number is pixels. */
function imageWidth(data: ElementNode): string | undefined {
  const written = (data.attrs.get('contentwidth') ?? data.attrs.get('width'))?.trim();
  const size = written && /^(\d+(?:\.\d+)?)(in|cm|mm|pt|pc|px|em|%)?$/.exec(written);
  return size ? `${size[1]}${size[2] ?? 'px'}` : undefined;
}

/** A table: CALS (`<tgroup>` of `<row>`s of `<entry>`s, spans by column names) or HTML's own model. */
function tableOf(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const caption = childrenNamed(el, 'title', 'caption').map((title) =>
    replacing(title, element('caption', {}, convertAll(title.children, context))),
  );
  const groups = childrenNamed(el, 'tgroup');
  if (groups.length > 0)
    warnLeftOut(el, ['title', 'caption', 'tgroup', 'textobject', 'alt', 'indexterm', 'titleabbrev'], context);
  const body =
    groups.length > 0 || el.name === 'entrytbl'
      ? (groups.length > 0 ? groups : [el]).flatMap((group) => tableGroup(group, context))
      : convertAll(
          withoutTitles(el).filter((child) => !isNamed(child, 'caption')),
          context,
        );
  return replacing(el, element('table', common, [...caption, ...body]));
}

function tableGroup(group: ElementNode, context: Context): DomNode[] {
  warnLeftOut(group, ['colspec', 'spanspec', 'thead', 'tbody', 'tfoot'], context);
  const columns = new Map<string, number>();
  const columnAlign = new Map<number, string>();
  let next = 1;
  for (const spec of childrenNamed(group, 'colspec')) {
    const number = Number(spec.attrs.get('colnum') ?? next);
    const name = spec.attrs.get('colname');
    if (name) columns.set(name, number);
    const align = spec.attrs.get('align');
    if (align) columnAlign.set(number, align);
    next = number + 1;
  }
  const groupAlign = group.attrs.get('align');
  // A cell's attributes: its spans, and its alignment (its own, its column's, its group's) as the classes
  // Asciidoctor gives an aligned cell, which the theme aligns.
  const cell = (entry: ElementNode, column: number): Record<string, string> => {
    const id = entry.attrs.get('id');
    const attrs: Record<string, string> = id ? { id } : {};
    const start = columns.get(entry.attrs.get('namest') ?? '');
    const end = columns.get(entry.attrs.get('nameend') ?? '');
    if (start !== undefined && end !== undefined && end > start) attrs.colspan = String(end - start + 1);
    const more = Number(entry.attrs.get('morerows') ?? 0);
    if (more > 0) attrs.rowspan = String(more + 1);
    const align = entry.attrs.get('align') ?? columnAlign.get(column) ?? groupAlign;
    const valign = entry.attrs.get('valign');
    const classes = [
      ...(align && /^(?:left|center|right)$/.test(align) ? [`halign-${align}`] : []),
      ...(valign && /^(?:top|middle|bottom)$/.test(valign) ? [`valign-${valign}`] : []),
    ];
    if (classes.length) attrs.class = classes.join(' ');
    return attrs;
  };
  /**
   * Each entry's column: named (`colname`, `namest`), or the next one after the entry before it that no cell of a row
   * above still covers (`morerows`).
   */
  const placer = () => {
    const covered = new Map<number, Set<number>>();
    let rowIndex = 0;
    return (row: ElementNode) => {
      const here = covered.get(rowIndex) ?? new Set<number>();
      let column = 1;
      const placed = childrenNamed(row, 'entry', 'entrytbl').map((entry) => {
        const named = columns.get(entry.attrs.get('colname') ?? entry.attrs.get('namest') ?? '');
        if (named !== undefined) column = named;
        while (named === undefined && here.has(column)) column++;
        const at = column;
        const nameEnd = columns.get(entry.attrs.get('nameend') ?? '');
        const end = nameEnd !== undefined && nameEnd > at ? nameEnd : at;
        const more = Number(entry.attrs.get('morerows') ?? 0);
        for (let below = 1; below <= more; below++) {
          const cells = covered.get(rowIndex + below) ?? new Set<number>();
          for (let c = at; c <= end; c++) cells.add(c);
          covered.set(rowIndex + below, cells);
        }
        column = end + 1;
        return { entry, column: at };
      });
      rowIndex++;
      return placed;
    };
  };
  /** A `<thead>`, `<tbody>` or `<tfoot>`: its rows of cells, each placed in its column. */
  const tablePart = (part: ElementNode): ElementNode => {
    const placed = placer();
    warnLeftOut(part, ['row', 'colspec'], context);
    const rows = childrenNamed(part, 'row').map((row) => {
      warnLeftOut(row, ['entry', 'entrytbl'], context);
      const cells = placed(row).map(({ entry, column }) => {
        const content =
          entry.name === 'entrytbl' ? [tableOf(entry, {}, context)] : convertAll(entry.children, context);
        return replacing(entry, element(part.name === 'thead' ? 'th' : 'td', cell(entry, column), content));
      });
      return replacing(row, element('tr', {}, cells));
    });
    return replacing(part, element(part.name, {}, rows));
  };
  return [...columnWidths(group), ...childrenNamed(group, 'thead', 'tbody', 'tfoot').map(tablePart)];
}

/**
 * A table's column widths as its `<colspec colwidth>`s give them, proportional (`2*`) as the DocBook stylesheets
 * share the width out: HTML's `<colgroup>`. Nothing when a column has none, or one is fixed (`1in`): the browser's
 * layout then, as for a table that says nothing.
 */
function columnWidths(group: ElementNode): ElementNode[] {
  const specs = childrenNamed(group, 'colspec');
  const columns = Number(group.attrs.get('cols') ?? specs.length);
  if (specs.length === 0 || specs.length !== columns) return [];
  const shares = specs.map((spec) => {
    const width = (spec.attrs.get('colwidth') ?? '').trim();
    const share = /^(\d*(?:\.\d+)?)\*$/.exec(width);
    return share ? Number(share[1] || 1) : undefined;
  });
  if (shares.some((share) => share === undefined || !(share > 0))) return [];
  return [
    element(
      'colgroup',
      {},
      columnWidthStyles(shares as number[]).map((style) => element('col', { style })),
    ),
  ];
}

/** `<glossentry>`: its term a `<dt>`, its definition (or its "See …") a `<dd>`, as HTMLBook's glossary list. */
function glossEntry(el: ElementNode, context: Context): ElementNode[] {
  warnLeftOut(el, ['glossterm', 'glossdef', 'glosssee', 'indexterm'], context);
  const id = el.attrs.get('id');
  const terms = childrenNamed(el, 'glossterm').map((term) =>
    replacing(
      term,
      element('dt', { 'data-type': 'glossterm', ...(id ? { id } : {}) }, [
        element('dfn', {}, convertAll(term.children, context)),
      ]),
    ),
  );
  const definitions = el.children
    .filter((child): child is ElementNode => isNamed(child, 'glossdef', 'glosssee'))
    .map((child) => {
      // A definition's See also references are one sentence after it, as DocBook's stylesheets print them (O'Reilly's
      // sample glossary's Term4 printed "See also Term1." and "See also Term2." as two).
      const seeAlso = childrenNamed(child, 'glossseealso');
      child.children = child.children.filter((node) => !isNamed(node, 'glossseealso'));
      return replacing(
        child,
        element('dd', { 'data-type': 'glossdef' }, [
          ...convert(child, context).flatMap((made) => (isNamed(made, 'glossdef') ? made.children : [made])),
          ...(seeAlso.length > 0 ? [glossReference(seeAlso, context)] : []),
        ]),
      );
    });
  return [...terms, ...definitions];
}

/** A glossary's entries, each run of them one HTMLBook `<dl data-type="glossary">`. */
function glossaryLists(nodes: DomNode[]): DomNode[] {
  const out: DomNode[] = [];
  let list: ElementNode | undefined;
  for (const node of nodes) {
    const entry = isNamed(node, 'dt', 'dd');
    if (!entry) {
      if (node.type === 'text' && !node.value.trim() && list) continue;
      list = undefined;
      out.push(node);
      continue;
    }
    if (!list) {
      list = element('dl', { 'data-type': 'glossary' });
      out.push(list);
    }
    list.children.push(node);
  }
  return out;
}

/** A `<glosssee>`, or the `<glossseealso>`s of one definition: "See also Term1, Term2.", each term linked to its entry. */
function glossReference(references: ElementNode[], context: Context): ElementNode {
  const first = references[0]!;
  const links = references.flatMap((reference, i) => [
    ...(i > 0 ? [text(', ')] : []),
    ...glossTerm(reference, context),
  ]);
  const lead = first.name === 'glosssee' ? 'See ' : 'See also ';
  return replacing(first, element('p', { 'data-type': first.name }, [text(lead), ...links, text('.')]));
}

/** The term a `<glosssee>` or `<glossseealso>` names: its own words, else its entry's term, linked to that entry. */
function glossTerm(reference: ElementNode, context: Context): DomNode[] {
  const target = reference.attrs.get('otherterm');
  const term = target ? context.terms.get(target) : undefined;
  const said = convertAll(reference.children, context);
  const named = textContent(said).trim() ? said : [text(term ?? target ?? '')];
  return target ? [element('a', { href: `#${target}` }, named)] : named;
}

/** What a `<biblioentry>` holds but DocBook's stylesheets never print in it. */
const UNPRINTED_IN_ENTRY = new Set([
  'abbrev',
  'abstract',
  'authorblurb',
  'personblurb',
  'printhistory',
  'revhistory',
  'titleabbrev',
]);
const PEOPLE = new Set(['author', 'editor', 'corpauthor', 'othercredit', 'authorgroup']);

/**
 * A `<biblioentry>`'s fields in the order written, each ended by a full stop, as DocBook's stylesheets print them:
 * "*Title*. Subtitle. URL. Author. Copyright © 2002 Holder." The LDP Author Guide's entries lost their subtitles,
 * their addresses (`<bibliosource><ulink>`) and their copyright holders when only a few fields were picked out.
 */
function bibliographyEntry(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const parts = entryFields(el.children, context);
  if (parts.length === 0) parts.push(text(clean(textContent(el))));
  return replacing(el, element('p', { ...common, 'data-type': 'biblioentry' }, [...labelOf(el), ...parts]));
}

/**
 * A bibliography entry's label, as DocBook's stylesheets print it before the entry and cite it: its leading
 * `<abbrev>`, else its xreflabel, else its id.
 */
function entryLabel(entry: ElementNode): string | undefined {
  const first = entry.children.find((child): child is ElementNode => child.type === 'element');
  const abbrev = first && isNamed(first, 'abbrev') ? clean(textContent(first)) : '';
  return abbrev || entry.attrs.get('xreflabel') || entry.attrs.get('id') || undefined;
}

/** "[XML-CAT] " before an entry, as what cites it reads. */
function labelOf(entry: ElementNode): DomNode[] {
  const label = entryLabel(entry);
  return label ? [text(`[${label}] `)] : [];
}

function entryFields(children: DomNode[], context: Context): DomNode[] {
  const fields = children.filter((child): child is ElementNode => child.type === 'element');
  const parts: DomNode[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const next = fields[i + 1];
    if (UNPRINTED_IN_ENTRY.has(field.name)) continue;
    // An index term marks the entry's place in the index; it prints nothing.
    if (field.name === 'indexterm') parts.push(field);
    else if (PEOPLE.has(field.name)) {
      // A run of authors is one field, their names joined (the index terms in them kept as marks).
      const people: string[] = [];
      const marks: ElementNode[] = [];
      for (; i < fields.length && PEOPLE.has(fields[i]!.name); i++) {
        const person = fields[i]!;
        const named =
          person.name === 'authorgroup' ? findAll(person, 'author', 'editor', 'corpauthor') : [person];
        people.push(...named.map((one) => personName(one)));
        marks.push(...findAll(person, 'indexterm'));
      }
      i--;
      parts.push(text(`${people.join(', ')}. `), ...marks);
    } else if (field.name === 'biblioset' || field.name === 'bibliomset' || field.name === 'info') {
      parts.push(...entryFields(field.children, context));
    } else if (field.name === 'title' || field.name === 'citetitle') {
      parts.push(element('em', {}, convertAll(field.children, context)), text('. '));
    } else if (field.name === 'publisher') {
      const name = findAll(field, 'publishername')[0] ?? field;
      // The year right after its publisher reads with it: "Penguin, 1976."
      const year = next && isNamed(next, 'pubdate') ? next : undefined;
      parts.push(text(`${clean(textContent(name))}${year ? `, ${clean(textContent(year))}` : ''}. `));
      if (year) i++;
    } else if (field.name === 'copyright') {
      const years = findAll(field, 'year').map((year) => clean(textContent(year)));
      const holders = findAll(field, 'holder').map((holder) => clean(textContent(holder)));
      parts.push(text(`Copyright \u00a9 ${[years.join(', '), ...holders].filter(Boolean).join(' ')}. `));
    } else if (field.name === 'isbn') {
      parts.push(text(`ISBN ${clean(textContent(field))}. `));
    } else {
      const said = convertAll(field.children, context);
      if (textContent(said).trim() || said.some((node) => node.type === 'element'))
        parts.push(...said, text('. '));
    }
  }
  return parts;
}

/** A `<bibliomixed>`: its text as written, punctuation and all; its titles in italics, abbreviations left out. */
function mixedEntry(el: ElementNode, context: Context): DomNode[] {
  return el.children.flatMap((child): DomNode[] => {
    if (child.type !== 'element') return [child];
    if (child.name === 'title') return [element('em', {}, convertAll(child.children, context))];
    if (child.name === 'abbrev') return [];
    if (['bibliomset', 'biblioset', 'author', 'authorgroup', 'publisher', 'personname'].includes(child.name))
      return mixedEntry(child, context);
    // A DocBook 4 `<ulink>` becomes a link only after this pass (with the passthroughs): kept, so it is one; an
    // index term too (The Definitive Guide's entries mark their authors' names), else its terms were printed.
    return convert(child, context).flatMap((made) =>
      made.type === 'element' &&
      !['em', 'code', 'a', 'span', 'sup', 'sub', 'strong', 'ulink', 'indexterm'].includes(made.name)
        ? made.children
        : [made],
    );
  });
}

function personName(person: ElementNode): string {
  const part = (name: string) => wordsOf(findAll(person, name)[0]?.children ?? []);
  const named = [part('honorific'), part('firstname'), part('othername'), part('surname')].filter(Boolean);
  return named.length ? named.join(' ') : wordsOf(person.children);
}

/** The words `nodes` print, white space run together: an index term's are not among them. */
function wordsOf(nodes: DomNode[]): string {
  let words = '';
  forEachText(nodes, (value) => (words += value), NOT_PRINTED_WORDS);
  return clean(words);
}
const NOT_PRINTED_WORDS = new Set(['indexterm']);

function findAll(el: ElementNode, ...names: string[]): ElementNode[] {
  const out: ElementNode[] = [];
  const walk = (node: DomNode) => {
    if (node.type !== 'element') return;
    if (names.includes(node.name)) out.push(node);
    else node.children.forEach(walk);
  };
  el.children.forEach(walk);
  return out;
}

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function procedureOf(el: ElementNode, common: Record<string, string>, context: Context): DomNode[] {
  const steps = el.children.filter((child) => isNamed(child, 'step'));
  const rest = withoutTitles(el).filter((child) => !isNamed(child, 'step'));
  const title = childrenNamed(el, 'title')[0];
  if (!title) {
    return [
      ...convertAll(rest, context),
      replacing(el, element('ol', { ...common, class: 'procedure' }, convertAll(steps, context))),
    ];
  }
  // A titled procedure is a block with its title, as Asciidoctor writes a titled list: an xref to it reads that
  // title (The DoCookBook's "Workflow for Protecting Custom Entities"), not the title of the section around it.
  const { id, ...listAttributes } = common;
  return [
    replacing(
      el,
      element('div', { ...(id ? { id } : {}), class: 'procedure' }, [
        titleDiv(title, context),
        ...convertAll(rest, context),
        element('ol', { ...listAttributes, class: 'procedure' }, convertAll(steps, context)),
      ]),
    ),
  ];
}

/** `<formalpara>`: its title run in, bold, at the start of its paragraph. */
function formalParagraph(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const title = childrenNamed(el, 'title')[0];
  const paragraphs = childrenNamed(el, 'para', 'simpara');
  const lead = title ? [element('strong', {}, convertAll(title.children, context)), text(' ')] : [];
  const first = paragraphs[0];
  const content = first ? convertAll(first.children, context) : [];
  return replacing(el, element('p', common, [...lead, ...content]));
}

function joined(
  el: ElementNode,
  context: Context,
  separator: string,
  keep: (child: ElementNode) => boolean = () => true,
): DomNode[] {
  const parts = el.children.filter((child): child is ElementNode => child.type === 'element' && keep(child));
  return parts.flatMap((part, i) => [...(i > 0 ? [text(separator)] : []), ...convert(part, context)]);
}

/**
 * `<tag class="endtag">p</tag>` prints `</p>`, as docbook-xsl's inline.xsl prints each class; an element's name (the
 * default class) prints without brackets. The LDP Author Guide's `<sgmltag class="starttag">ulink url="…"</sgmltag>`
 * lost its brackets when they were kept only around a bare name, and its plain `<sgmltag>articles</sgmltag>` gained
 * brackets it never prints.
 */
function tagText(el: ElementNode): string {
  const name = textContent(el);
  switch (el.attrs.get('class')) {
    case 'starttag':
      return `<${name}>`;
    case 'endtag':
      return `</${name}>`;
    case 'emptytag':
      return `<${name}/>`;
    case 'genentity':
      return `&${name};`;
    case 'numcharref':
      return `&#${name};`;
    case 'paramentity':
      return `%${name};`;
    case 'pi':
      return `<?${name}>`;
    case 'xmlpi':
      return `<?${name}?>`;
    case 'sgmlcomment':
    case 'comment':
      return `<!--${name}-->`;
    default:
      return name;
  }
}

/** An `<address>`'s lines, each on its own line. */
function linesOf(nodes: DomNode[]): DomNode[] {
  const out: DomNode[] = [];
  nodes.forEach((node, i) => {
    if (node.type !== 'text') return void out.push(node);
    const lines = node.value.split('\n');
    lines.forEach((line, j) => {
      const trimmed = j === 0 && i === 0 ? line.replace(/^\s+/, '') : line.replace(/^\s+/, ' ');
      if (j > 0 && out.length > 0 && trimmed.trim()) out.push(element('br'));
      if (trimmed.trim()) out.push(text(trimmed.trim()));
    });
  });
  return out;
}

function unwrapParagraphs(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) => (isNamed(node, 'para', 'simpara') ? node.children : [node]));
}

function withoutLabels(el: ElementNode): DomNode[] {
  return el.children.filter((child) => !isNamed(child, 'label'));
}

/** An equation: its title the heading of HTMLBook's equation block, its math (MathML, a phrase, an image). */
function equationOf(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  return replacing(
    el,
    element('div', { ...common, 'data-type': 'equation' }, [
      ...titleHeading(el, 'h5', context),
      ...convertAll(mathOf(el, true), context),
    ]),
  );
}

/**
 * What an equation shows: its MathML; else its TeX (an `<alt role="tex">`, or an `<alt>` that reads as TeX), typeset
 * as HTMLBook's TeX is, rather than the image a print toolchain was given beside it; else its phrase or media object.
 */
function mathOf(el: ElementNode, display: boolean): DomNode[] {
  const content = withoutTitles(el);
  const mathML = content.filter((child) => isNamed(child, 'math'));
  if (mathML.length > 0) return mathML;
  const tex = texAlternative(el);
  if (tex !== undefined) return [element(display ? 'div' : 'span', { 'data-type': 'tex' }, [text(tex)])];
  return content.filter((child) => !isNamed(child, 'alt'));
}

const TEX_DELIMITERS = /^(?:\$\$([\s\S]*)\$\$|\$([\s\S]*)\$|\\\[([\s\S]*)\\\]|\\\(([\s\S]*)\\\))$/;

/** An equation's TeX alternative, without the delimiters it may be written in. */
function texAlternative(el: ElementNode): string | undefined {
  const alternatives = [
    ...childrenNamed(el, 'alt'),
    ...findAll(el, 'textobject').filter((object) => object.attrs.get('role') === 'tex'),
  ];
  for (const alt of alternatives) {
    const written = textContent(alt).trim();
    if (!written) continue;
    if (alt.attrs.get('role') !== 'tex' && !/\\[A-Za-z]|[\^_{}]/.test(written)) continue;
    const delimited = TEX_DELIMITERS.exec(written);
    return (
      delimited ? (delimited[1] ?? delimited[2] ?? delimited[3] ?? delimited[4] ?? '') : written
    ).trim();
  }
  return undefined;
}

/**
 * A listing whose callouts are placed by coordinates (`<areaspec>` of `<area coords="10 74">`, line and column): each
 * area's mark, numbered in order, is printed at the end of its line, as `<co/>` marks are, its id where
 * `<callout arearefs>` and xrefs point.
 */
function listingWithAreas(el: ElementNode, context: Context): DomNode[] {
  const marks = new Map<number, ElementNode[]>();
  let number = 0;
  for (const spec of childrenNamed(el, 'areaspec')) {
    for (const area of spec.children.flatMap((child) =>
      isNamed(child, 'areaset') ? childrenNamed(child, 'area') : isNamed(child, 'area') ? [child] : [],
    )) {
      const line = Number(/^\s*(\d+)/.exec(area.attrs.get('coords') ?? '')?.[1]);
      number++;
      if (!Number.isInteger(line) || line < 1) continue;
      const id = area.attrs.get('id');
      const mark = element('b', { class: 'conum', ...(id ? { id } : {}) }, [text(String(number))]);
      marks.set(line, [...(marks.get(line) ?? []), mark]);
    }
  }
  const made = convertAll(
    el.children.filter((child) => !isNamed(child, 'areaspec')),
    context,
  );
  const listing = made.find((node): node is ElementNode => isNamed(node, 'programlisting', 'screen'));
  if (listing && marks.size > 0) {
    listing.children = markLines(listing.children, marks, { line: 1 });
    // The last line's (it ends without a line break), or past the listing's end.
    for (const line of [...marks.keys()].sort((a, b) => a - b))
      listing.children.push(text(' '), ...marks.get(line)!);
  }
  return made;
}

/** `nodes` with each line's marks put at that line's end (before its line break). */
function markLines(nodes: DomNode[], marks: Map<number, ElementNode[]>, at: { line: number }): DomNode[] {
  const out: DomNode[] = [];
  const placeMarks = () => {
    const here = marks.get(at.line);
    if (!here) return;
    out.push(text(' '), ...here);
    marks.delete(at.line);
  };
  for (const node of nodes) {
    if (node.type === 'element') {
      node.children = markLines(node.children, marks, at);
      out.push(node);
      continue;
    }
    const lines = node.value.split('\n');
    lines.forEach((line, i) => {
      if (i > 0) {
        placeMarks();
        out.push(text('\n'));
        at.line++;
      }
      if (line) out.push(text(line));
    });
  }
  return out;
}

function refEntry(el: ElementNode, common: Record<string, string>, context: Context): ElementNode {
  const names = findAll(el, 'refname').map((name) => clean(textContent(name)));
  const purpose = findAll(el, 'refpurpose')[0];
  const title = element('title', {}, [
    text(names.join(', ') || clean(textContent(findAll(el, 'refentrytitle')[0] ?? []))),
  ]);
  const rest = el.children.filter((child) => !isNamed(child, 'refmeta', 'refnamediv'));
  return replacing(
    el,
    element('section', common, [
      title,
      ...(purpose ? [element('p', { class: 'refpurpose' }, convertAll(purpose.children, context))] : []),
      ...convertAll(rest, context),
    ]),
  );
}
