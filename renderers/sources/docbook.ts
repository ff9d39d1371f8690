import { DOMParser, type Element as XmlElement, type Node as XmlNode } from '@xmldom/xmldom';
import { posix } from 'node:path';
import { DomNode, parseHtml, serializeHtml, text as textNode } from '../dom/html-dom';
import { HARD_PAGEBREAK_MARKER } from '../model/page-breaks';
import { fileExists } from '../paths/file-exists';
import type { BookSource } from '../types';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { docbookPassthroughsAsHtml } from './asciidoc-docbook-passthroughs';
import { docbookStructureAsHtml } from './docbook-structure';
import { readDtds } from './docbook-dtd';
import { ENTITY_INCLUDE, resolveDocbookEntities, xmlRoot } from './docbook-entities';

export interface DocbookHtml {
  /** HTMLBook; `data-octavo-loc="i"` on an element refers to `locations[i]`. */
  html: string;
  locations: SourceLocation[];
}

const XINCLUDE = 'http://www.w3.org/2001/XInclude';
const XLINK = 'http://www.w3.org/1999/xlink';
/** The namespace `withPrefixesDeclared` binds an undeclared prefix to, the prefix after it. */
const UNDECLARED = 'urn:octavo:undeclared:';
/** Namespaces whose elements are HTML's own foreign content: kept under their local names. */
const FOREIGN = new Set(['http://www.w3.org/1998/Math/MathML', 'http://www.w3.org/2000/svg']);
/** XML's own attributes, which DocBook 5 uses, as HTML names them. */
const XML_ATTRIBUTES: Record<string, string> = { 'xml:id': 'id', 'xml:lang': 'lang' };
/** Includes nested deeper than this are a loop or a mistake. */
const MAX_INCLUDE_DEPTH = 16;

/**
 * A DocBook XML file (DocBook 4 or 5: an Atlas book of Atlas's DocBook days, O'Reilly's `docbook_only` templates) as
 * HTMLBook, the HTML its elements mean as O'Reilly's docbook2htmlbook stylesheet maps them: divisions and their
 * titles, sections, figures, CALS tables, glossaries, bibliographies, and the block and inline elements AsciiDoc
 * passthroughs share with it. XIncludes and external entities are read from the repository, each element keeping
 * its file and line for warnings.
 */
export async function docbookToHtml(
  text: string,
  path: string,
  source: BookSource,
  warnings: BookWarning[],
): Promise<DocbookHtml> {
  const nodes = await readDocbook(text, { path, source, warnings, including: [path] });
  const html = docbookPassthroughsAsHtml(docbookStructureAsHtml(nodes, warnings));
  const locations: SourceLocation[] = [];
  const mark = (node: DomNode) => {
    if (node.type !== 'element') return;
    if (node.loc) {
      node.attrs.set('data-octavo-loc', String(locations.length));
      locations.push(node.loc);
    }
    node.children.forEach(mark);
  };
  html.forEach(mark);
  return { html: serializeHtml(html), locations };
}

/** The file being read, and what reading it (and the files it includes) needs. */
interface Reading {
  path: string;
  source: BookSource;
  warnings: BookWarning[];
  /** The files whose includes led here, this one last: a file met again includes itself. */
  including: string[];
  /** The entity declarations in force in this file (`readDtds`, then those it inherits). */
  declarations?: readonly string[];
  /** A file read as an external entity (`&ch01;`) shares the DTD of the document that reads it. */
  inheritedDeclarations?: readonly string[];
  /** The file is an external entity (`&typeconv;`): a part of a document, maybe several elements side by side. */
  entity?: boolean;
}

async function readDocbook(text: string, entered: Reading): Promise<DomNode[]> {
  const { path, source, warnings } = entered;
  const unmarked = text.replace(/^\uFEFF/, '');
  const dtds = await readDtds(unmarked, path, source, warnings);
  const declarations = [...dtds.declarations, ...(entered.inheritedDeclarations ?? [])];
  const reading: Reading = { ...entered, declarations, inheritedDeclarations: undefined };
  const resolved = resolveDocbookEntities(unmarked, declarations);
  // The cause first: the entities are unknown because the DTD that declares them is not in the repository.
  if (resolved.unknown.length > 0 && dtds.missing) {
    const names = [...new Set(resolved.unknown.map(({ name }) => `&${name};`))];
    const which = names.length === 1 ? names[0] : `${names[0]} and ${names.length - 1} more, each warned`;
    warnings.push(
      warning(
        'source',
        { file: path, line: dtds.missing.line },
        `the DTD this DOCTYPE names, "${dtds.missing.systemId}", is not in the repository at this commit, nor ` +
          `named in its XML catalogs, so the entities it declares (${which}) are printed as written: commit it ` +
          '(or the XML catalog that says where it is), or declare them in the DOCTYPE',
      ),
    );
  }
  // Each name is looked for once, however often the file uses it.
  const besides = new Map<string, Promise<boolean>>();
  for (const { name, line } of resolved.unknown) {
    // A chapter listed on its own whose book's master document declares its entities (illumos's preface.xml names
    // &typeconv;, which mdb.book declares as typeconv.xml): the file of that name is what it stands for.
    const file = `${name}.xml`;
    if (!besides.has(file)) besides.set(file, fileExists(source, posix.join(posix.dirname(path), file)));
    const declaration = (await besides.get(file))
      ? `<!ENTITY ${name} SYSTEM "${file}">, for the file ${file} beside this one`
      : `<!ENTITY ${name} "…">`;
    warnings.push(
      warning(
        'source',
        { file: path, line },
        `the entity &${name}; is declared nowhere (not in the file's DOCTYPE, not a character entity): it is ` +
          `printed as written; declare it (${declaration}) or write the text it stands for`,
      ),
    );
  }
  const errors: { message: string; line?: number }[] = [];
  const parser = new DOMParser({
    onError: (level, message, context) => {
      // A fatal error is thrown as well, and caught below.
      if (level !== 'error') return;
      const line = (context as { lineNumber?: number } | undefined)?.lineNumber ?? lineInMessage(message);
      errors.push({ message: cleanMessage(message), ...(line ? { line } : {}) });
    },
  });
  let root: XmlNode | null = null;
  const fragment = entered.entity ? asFragment(resolved.text) : undefined;
  try {
    root = parser.parseFromString(withPrefixesDeclared(fragment ?? resolved.text), 'text/xml')
      .documentElement as unknown as XmlNode | null;
  } catch (error) {
    // xmldom stops at a fatal error (a tag closed out of order): the file is read again as HTML is, leniently.
    const { message, locator } = error as { message: string; locator?: { lineNumber?: number } };
    errors.unshift({
      message: cleanMessage(message),
      ...(locator?.lineNumber ? { line: locator.lineNumber } : {}),
    });
  }
  const first = errors[0];
  if (first) {
    warnings.push(
      warning(
        'source',
        { file: path, ...(first.line ? { line: first.line } : {}) },
        `this DocBook file is not well-formed XML (${first.message}` +
          (errors.length > 1 ? `, and ${errors.length - 1} more` : '') +
          '): it is read as leniently as a browser reads HTML, which may misplace text there; close each element ' +
          'where it ends',
      ),
    );
  }
  if (root === null || first) return leniently(resolved.text, reading);
  if (fragment === undefined) return convertNode(root, reading);
  const nodes: DomNode[] = [];
  for (const child of Array.from(root.childNodes)) nodes.push(...(await convertNode(child, reading)));
  return nodes;
}

/** The element `asFragment` wraps an external entity's content in, which is not printed. */
const FRAGMENT = 'octavo-entity';

/**
 * An external entity's content inside one element, for XML to read it as the document that includes it does: it may
 * hold several elements side by side (illumos's typeconv.xml, a table and the paragraphs around it), which a
 * document may not. Its text declaration (`<?xml encoding="…"?>`) gives way to the element, on the same line.
 */
function asFragment(text: string): string {
  const declaration = /^(\s*)<\?xml\s[^?]*\?>/.exec(text);
  const before = declaration?.[1] ?? '';
  return `${before}<${FRAGMENT}>${text.slice(declaration?.[0].length ?? 0)}</${FRAGMENT}>`;
}

/**
 * The document with a declaration on its root for each namespace prefix it uses but never declares (FreeBSD's
 * `its:translate`, declared in a DTD the book's catalog finds): XML stops at such a prefix, DTD-reading tools do not.
 */
function withPrefixesDeclared(text: string): string {
  const used = new Set<string>();
  for (const match of text.matchAll(
    /<\/?([A-Za-z_][\w.-]*):[A-Za-z_]|\s([A-Za-z_][\w.-]*):[A-Za-z_][\w.-]*\s*=/g,
  ))
    used.add(match[1] ?? match[2]!);
  const root = xmlRoot(text);
  if (!root) return text;
  const at = root.nameEnd;
  // Only the root's declarations reach every element: FreeBSD's book declares its:* on its <its:rules> alone and
  // writes its:translate on elements outside it.
  const rootTag = /^(?:"[^"]*"|'[^']*'|[^>"'])*/.exec(text.slice(at))![0];
  const declared = new Set([...rootTag.matchAll(/\sxmlns:([\w.-]+)\s*=/g)].map((match) => match[1]!));
  const missing = [...used].filter(
    (prefix) => prefix !== 'xml' && prefix !== 'xmlns' && !declared.has(prefix),
  );
  if (missing.length === 0) return text;
  const declarations = missing.map((prefix) => ` xmlns:${prefix}="urn:octavo:undeclared:${prefix}"`).join('');
  return text.slice(0, at) + declarations + text.slice(at);
}

function cleanMessage(message: string): string {
  return message.replace(/\s*@#\[line:\d+,col:\d+\]/, '').trim();
}

/**
 * A file XML cannot read, read as the HTML parser reads a page (elements closed where they must be, `/>` honoured):
 * its includes read in their place and its titles' markup (which HTML reads as text in a `<title>`) parsed.
 */
async function leniently(text: string, reading: Reading): Promise<DomNode[]> {
  const { path } = reading;
  const walk = async (nodes: DomNode[]): Promise<DomNode[]> => {
    const out: DomNode[] = [];
    for (const node of nodes) {
      if (node.type !== 'element') {
        out.push(node);
        continue;
      }
      if (node.name === 'xi:include' || node.name === ENTITY_INCLUDE) {
        const href = node.attrs.get('href') ?? '';
        out.push(
          ...(await includedFile(
            href,
            node.name === ENTITY_INCLUDE ? 'entity' : node.attrs.get('parse'),
            node.loc ?? { file: path },
            reading,
            async () => [],
          )),
        );
        continue;
      }
      takeSoleHref(
        node.attrs,
        [...node.attrs].filter(([name]) => /^[\w.-]+:href$/.test(name)).map(([, value]) => value),
      );
      for (const [name, html] of Object.entries(XML_ATTRIBUTES)) {
        const value = node.attrs.get(name);
        node.attrs.delete(name);
        if (value !== undefined && !node.attrs.has(html)) node.attrs.set(html, value);
      }
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (node.name === 'title' && only?.type === 'text' && only.value.includes('<'))
        node.children = parseHtml(only.value);
      else node.children = await walk(node.children);
      out.push(node);
    }
    return out;
  };
  return walk(parseHtml(text.replace(/<\?xml[^>]*\?>/, ''), { locate: { file: path } }));
}

function lineInMessage(message: string): number | undefined {
  const line = /line:(\d+)/.exec(message)?.[1];
  return line ? Number(line) : undefined;
}

async function convertNode(node: XmlNode, reading: Reading): Promise<DomNode[]> {
  switch (node.nodeType) {
    case node.TEXT_NODE:
    case node.CDATA_SECTION_NODE:
      return [textNode((node as unknown as { data: string }).data)];
    case node.PROCESSING_INSTRUCTION_NODE:
      // Atlas's page break, as HTMLBook sources write it.
      return (node as unknown as { target: string }).target === 'hard-pagebreak'
        ? [{ type: 'element', name: 'div', attrs: new Map([['class', HARD_PAGEBREAK_MARKER]]), children: [] }]
        : [];
    case node.ELEMENT_NODE:
      break;
    default:
      return [];
  }
  const xml = node as unknown as XmlElement;
  const loc: SourceLocation = { file: reading.path, ...(xml.lineNumber ? { line: xml.lineNumber } : {}) };
  const local = xml.localName ?? xml.nodeName;
  if ((xml.namespaceURI === XINCLUDE && local === 'include') || xml.nodeName === ENTITY_INCLUDE)
    return include(xml, loc, reading);
  const name = xml.namespaceURI && FOREIGN.has(xml.namespaceURI) ? local : xml.nodeName;
  const attrs = new Map<string, string>();
  const undeclaredHrefs: string[] = [];
  for (const attribute of Array.from(xml.attributes)) {
    if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) continue;
    // XLink's attributes by their namespace, whatever the prefix (illumos's books bind XLink to xl:).
    const attributeName =
      attribute.namespaceURI === XLINK
        ? `xlink:${attribute.localName}`
        : (XML_ATTRIBUTES[attribute.name] ?? attribute.name);
    if (attribute.namespaceURI?.startsWith(UNDECLARED) && attribute.localName === 'href')
      undeclaredHrefs.push(attribute.value);
    if (!attrs.has(attributeName)) attrs.set(attributeName, attribute.value);
  }
  takeSoleHref(attrs, undeclaredHrefs);
  const children: DomNode[] = [];
  for (const child of Array.from(xml.childNodes)) children.push(...(await convertNode(child, reading)));
  return [{ type: 'element', name, attrs, children, loc }];
}

/**
 * A chapter read on its own uses the prefix its book's root declares (illumos's preface.xml, xl:href): an href of
 * another prefix is XLink's when it is the element's only one.
 */
function takeSoleHref(attrs: Map<string, string>, hrefs: readonly string[]): void {
  if (!attrs.has('xlink:href') && hrefs.length === 1) attrs.set('xlink:href', hrefs[0]!);
}

/** `<xi:include href="ch01.xml"/>` (or `&ch01;`): the file's content in its place, `parse="text"` as text. */
async function include(xml: XmlElement, loc: SourceLocation, reading: Reading): Promise<DomNode[]> {
  const fallback = async () => {
    const fallbackElement = Array.from(xml.childNodes).find(
      (child) => (child as unknown as XmlElement).localName === 'fallback',
    );
    if (!fallbackElement) return [];
    const out: DomNode[] = [];
    for (const child of Array.from(fallbackElement.childNodes))
      out.push(...(await convertNode(child, reading)));
    return out;
  };
  const parse = xml.nodeName === ENTITY_INCLUDE ? 'entity' : (xml.getAttribute('parse') ?? undefined);
  return includedFile(xml.getAttribute('href') ?? '', parse, loc, reading, fallback);
}

async function includedFile(
  href: string,
  parse: string | undefined,
  loc: SourceLocation,
  reading: Reading,
  fallback: () => Promise<DomNode[]>,
): Promise<DomNode[]> {
  const { path, source, warnings, including } = reading;
  const target = posix.normalize(posix.join(posix.dirname(path), href));
  if (!href || target.startsWith('../') || /^[a-z][\w+.-]*:/i.test(href)) {
    warnings.push(
      warning(
        'source',
        loc,
        `the include of "${href}" was skipped: only a file of the repository is included; give its path ` +
          'relative to this file',
      ),
    );
    return fallback();
  }
  if (including.includes(target) || including.length > MAX_INCLUDE_DEPTH) {
    warnings.push(
      warning('source', loc, `"${href}" includes itself (${[...including, target].join(' → ')}); skipped`),
    );
    return [];
  }
  const bytes = await source.readFile(target);
  if (bytes === null) {
    warnings.push(
      warning(
        'source',
        loc,
        `the included file ${target} is not in the repository at this commit: nothing is printed in its place; ` +
          'commit it, or correct the path',
      ),
    );
    return fallback();
  }
  const content = bytes.toString('utf8');
  if (parse === 'text') return [textNode(content)];
  return readDocbook(content, {
    ...reading,
    path: target,
    including: [...including, target],
    inheritedDeclarations: parse === 'entity' ? reading.declarations : undefined,
    entity: parse === 'entity',
  });
}
