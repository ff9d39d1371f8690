import {
  DomNode,
  ElementNode,
  decodeEntities,
  element,
  findElements,
  parseHtml,
  text,
  textContent,
} from '../dom/html-dom';
import { docbookPassthroughsAsHtml } from '../sources/asciidoc-docbook-passthroughs';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { findIsbn13 } from './book-metadata';
import { isTemplatePlaceholder } from './template-placeholders';

const ASCIIDOC_FILE = /\.(?:adoc|asciidoc|asc)$/i;
/** One docinfo file is a few kilobytes of DocBook; a larger one is not read whole. */
const MAX_BYTES = 65_536;

/**
 * What a DocBook docinfo file says of its book (`book-docinfo.xml` beside `book.asciidoc`, or the folder's shared
 * `docinfo.xml`): where O'Reilly's Atlas and AsciiDoc's DocBook toolchains keep a book's authors, copyright, ISBN,
 * edition and legal notices when its header has none (the Clojure Cookbook's). Those toolchains printed a copyright
 * page from it; the book prints `copyrightPage` where it has none of its own.
 */
export interface Docinfo {
  file: string;
  authors: string[];
  /** "Copyright © 2014 Cognitect, Inc", as DocBook's stylesheets print `<copyright>`. */
  rights?: string;
  /** The 13 digits of its `<isbn>`. */
  isbn?: string;
  /** Its edition as the print history names it ("First Edition"), else as `<edition>` writes it in words. */
  edition?: string;
  /** `<pubdate>`, as written. */
  date?: string;
  /** `<publishername>`. */
  publisher?: string;
  /** `<abstract>`, as plain text. */
  description?: string;
  /** An HTMLBook copyright page of what it says, when it says any of what one prints. */
  copyrightPage?: ElementNode;
  warnings: BookWarning[];
}

/** The docinfo file beside the first listed AsciiDoc file that has one, read; nothing when none has. */
export async function readDocinfo(
  source: BookSource,
  listed: readonly string[],
): Promise<Docinfo | undefined> {
  const tried = new Set<string>();
  for (const file of listed.filter((path) => ASCIIDOC_FILE.test(path))) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const candidate of [file.replace(ASCIIDOC_FILE, '-docinfo.xml'), `${folder}docinfo.xml`]) {
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      const bytes = await source.readFile(candidate);
      if (bytes) return docinfoIn(bytes.subarray(0, MAX_BYTES).toString('utf8'), candidate);
    }
  }
  return undefined;
}

/** What the docinfo `xml` (the text of `file`) says. */
function docinfoIn(xml: string, file: string): Docinfo {
  const nodes = parseHtml(
    xml.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, '')),
    {
      locate: { file },
    },
  );
  const named = (name: string) => findElements(nodes, (el) => el.name === name);
  const plainOf = (name: string) => plain(named(name)[0]) || undefined;
  const warnings: BookWarning[] = [];
  const docinfo: Docinfo = { file, authors: authorsIn(xml), warnings };
  const rights = copyrightOf(named('copyright')[0]);
  if (rights) docinfo.rights = rights;
  const isbn = named('isbn')[0];
  if (isbn) {
    const digits = findIsbn13(plain(isbn));
    if (digits) docinfo.isbn = digits;
    else
      warnings.push(
        warning(
          'metadata',
          isbn.loc ?? file,
          `<isbn>${plain(isbn)}</isbn> is not a 13-digit ISBN and is not used (the EPUB's identifier and the ` +
            'copyright page go without it): write the ISBN-13 there (978…, its check digit right)',
        ),
      );
  }
  const edition = editionOf(named('printhistory')[0]) ?? plainOf('edition');
  if (edition && !/^\d+$/.test(edition)) docinfo.edition = edition;
  const date = plainOf('pubdate');
  if (date) docinfo.date = date;
  const publisher = plainOf('publishername');
  if (publisher) docinfo.publisher = publisher;
  const description = plainOf('abstract');
  if (description) docinfo.description = description;
  const page = copyrightPage(docinfo, named('publisher')[0], named('printhistory')[0], named('legalnotice'));
  if (page) docinfo.copyrightPage = page;
  const blurbs = findElements(nodes, (el) => el.name === 'authorblurb' || el.name === 'personblurb');
  if (blurbs.length > 0) {
    const one = blurbs.length === 1;
    warnings.push(
      warning(
        'metadata',
        blurbs[0]!.loc ?? file,
        `${one ? 'an author biography' : `${blurbs.length} author biographies`} (<${blurbs[0]!.name}>) ` +
          `${one ? 'is' : 'are'} not printed: Octavo prints a docinfo file's names, copyright, ISBN, edition and ` +
          'legal notices, not the "About the Authors" page DocBook\'s toolchain made of its biographies; write ' +
          `${one ? 'it' : 'them'} into the book instead (an "About the Authors" section at its end)`,
      ),
    );
  }
  return docinfo;
}

/** The names of a DocBook info's `<author>` (its name parts in order, or its `<orgname>`) and `<corpauthor>`. */
export function authorsIn(xml: string): string[] {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  const names: string[] = [];
  for (const [, kind, body] of text.matchAll(/<(author|corpauthor)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const name =
      kind === 'corpauthor'
        ? plainXml(body!)
        : ['honorific', 'firstname', 'givenname', 'othername', 'surname', 'lineage']
            .map((part) => plainXml(elementText(body!, part)))
            .filter(Boolean)
            .join(' ') || plainXml(elementText(body!, 'orgname'));
    if (name && !isTemplatePlaceholder(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/** "Copyright © 2013, 2014 Holder", as DocBook's stylesheets print a `<copyright>`; nothing for an empty one. */
function copyrightOf(copyright: ElementNode | undefined): string | undefined {
  if (!copyright) return undefined;
  const parts = (name: string) =>
    findElements([copyright], (el) => el.name === name)
      .map(plain)
      .filter(Boolean);
  const years = parts('year').join(', ');
  const holders = parts('holder').join(', ');
  if (!years && !holders) return undefined;
  if ([years, holders].some((part) => part && isTemplatePlaceholder(part))) return undefined;
  return ['Copyright \u00a9', years, holders].filter(Boolean).join(' ');
}

/** The first edition a `<printhistory>` names ("First Edition", the title of its `<formalpara>`). */
function editionOf(history: ElementNode | undefined): string | undefined {
  if (!history) return undefined;
  const titles = findElements([history], (el) => el.name === 'title').map(plain);
  return titles.find((title) => /\bedition\b/i.test(title)) ?? undefined;
}

/**
 * The copyright page DocBook's stylesheets print from a docinfo file, in HTMLBook as Atlas's copyright.html writes
 * it: the copyright, the publisher and its address, the print history, each legal notice's paragraphs, the ISBN.
 * Nothing when the docinfo has no copyright, ISBN or legal notice with text (a file of authors only).
 */
function copyrightPage(
  docinfo: Docinfo,
  publisher: ElementNode | undefined,
  history: ElementNode | undefined,
  notices: ElementNode[],
): ElementNode | undefined {
  // O'Reilly's docinfo template leaves the printer's code empty for production to fill: `<para>[]</para>`.
  const written = notices.filter((notice) => !/^(?:\[\s*\])?$/.test(plain(notice)));
  if (!docinfo.rights && !docinfo.isbn && written.length === 0) return undefined;
  const lines: DomNode[] = [];
  const line = (node: DomNode) => lines.push(text('\n'), node);
  if (docinfo.rights) line(element('p', { class: 'copyright' }, [text(docinfo.rights)]));
  if (publisher && docinfo.publisher) {
    const address = findElements([publisher], (el) => el.name === 'address')[0];
    const where = address
      ? address.children
          .filter((part): part is ElementNode => part.type === 'element')
          .map(plain)
          .filter(Boolean)
          .join(', ')
      : '';
    line(
      element('p', { class: 'publisher' }, [
        element('span', { class: 'publishername' }, [text(docinfo.publisher)]),
        ...(where ? [text(`, ${where}`)] : []),
      ]),
    );
  }
  const printings = history ? findElements([history], (el) => el.name === 'formalpara') : [];
  if (printings.length > 0)
    line(
      element(
        'ul',
        { class: 'printings' },
        printings.map((printing) => {
          const title = plain(findElements([printing], (el) => el.name === 'title')[0]);
          const when = plain(findElements([printing], (el) => el.name === 'para')[0]);
          return element('li', {}, [text([when, title].filter(Boolean).join(': '))]);
        }),
      ),
    );
  for (const notice of written) {
    const role = notice.attrs.get('role');
    line(
      element('div', { class: role ? `legal ${role}` : 'legal' }, docbookPassthroughsAsHtml(notice.children)),
    );
  }
  if (docinfo.isbn) line(element('p', { class: 'isbn' }, [text(`ISBN: ${docinfo.isbn}`)]));
  return element('section', { 'data-type': 'copyright-page' }, [...lines, text('\n')]);
}

function elementText(xml: string, name: string): string {
  return new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '';
}

/** An element's text, its white space collapsed. */
function plain(el: ElementNode | undefined): string {
  return el ? textContent(el).replace(/\s+/g, ' ').trim() : '';
}

function plainXml(xml: string): string {
  return decodeEntities(xml.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
