import { DomNode, ElementNode, findElements, parseHtml } from '../dom/html-dom';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { isTemplatePlaceholder } from './template-placeholders';
import type { BookMetadata } from './book-metadata';

/**
 * Atlas builds a format inside the book's layout template (`theme/<format>/layout.html`); the EPUB's package
 * metadata is read from that document's `<head>`, `<meta name="description" content="…">` and the like
 * (htmlbook-xsl's epub.xsl). The EPUB layout is where Atlas books keep it: read after the format's own.
 */
const LAYOUTS = (format: string | undefined) => [
  ...(format && format !== 'epub' ? [`theme/${format}/layout.html`] : []),
  'theme/epub/layout.html',
];

/** A template's placeholder (`{{ description }}`, `{% … %}`): a value Atlas filled, not the book's own. */
const PLACEHOLDER = /\{\{|\{%/;

/**
 * An instruction O'Reilly's layout template leaves for the author ("AUTHOR NAMES HERE", "BOOK MARKETING
 * DESCRIPTION HERE. (…)"): a capitalized HERE, or the template's words for the people.
 */
const TEMPLATE_INSTRUCTION = /\bHERE\b/;

/** A date an EPUB's `dc:date` may carry: a year, a month or a day (W3CDTF), with a time or not. */
const W3C_DATE = /^\d{4}(?:-\d{2}(?:-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)?)?$/;

export interface LayoutMetadata {
  description?: string;
  /** Each `<meta name="author">` (or `creator`) as written: one content naming two people stays one line. */
  authors?: string[];
  publisher?: string;
  date?: string;
  rights?: string;
  /** The layout the people, publisher, date or rights came from. */
  from?: string;
  /** The layout the description came from. */
  descriptionFrom?: string;
}

/**
 * The layouts whose `<meta>` name the book's people, publisher and date for `format`: its own, and for MOBI (made
 * from the EPUB) the EPUB's. Atlas put them in the EPUB's package only; a PDF with no layout of its own keeps its
 * title page as the book's files make it.
 */
const PACKAGE_LAYOUTS = (format: string | undefined) =>
  format === undefined || format === 'epub' || format === 'mobi'
    ? [...(format === 'mobi' ? ['theme/mobi/layout.html'] : []), 'theme/epub/layout.html']
    : [`theme/${format}/layout.html`];

/**
 * What the book's Atlas layout templates say of it in their `<meta>` elements: the fields htmlbook-xsl's EPUB
 * takes from the document head (description, creators, publisher, date, rights), each from the first layout that
 * has it. A value the new-book template left for the author to replace is not taken, and the author is told.
 */
export async function atlasLayoutMetadata(
  source: BookSource,
  format: string | undefined,
  warnings: BookWarning[] = [],
): Promise<LayoutMetadata> {
  const found: LayoutMetadata = {};
  const described = LAYOUTS(format);
  const people = PACKAGE_LAYOUTS(format);
  const peopleFound = () =>
    [found.publisher, found.date, found.rights, found.authors].filter((value) => value !== undefined).length;
  for (const path of new Set([...described, ...people])) {
    const bytes = await source.readFile(path);
    if (bytes === null) continue;
    const head = parseHtml(bytes.toString('utf8'), { locate: { file: path } });
    const read = (names: readonly string[]) => metaContents(head, names, path, warnings);
    if (described.includes(path) && found.description === undefined) {
      found.description = read(['description'])[0];
      if (found.description !== undefined) found.descriptionFrom = path;
    }
    if (!people.includes(path)) continue;
    const before = peopleFound();
    found.publisher ??= read(['publisher'])[0];
    found.date ??= read(['date'])[0];
    found.rights ??= read(['rights'])[0];
    const authors = read(['author', 'creator']);
    if (!found.authors && authors.length > 0) found.authors = authors;
    if (peopleFound() > before) found.from ??= path;
  }
  return found;
}

/**
 * Fills what the configuration and the title page left unsaid from the layout, and says so when it names the
 * book's people, publisher or date: a layout copied from another book (Pro Git's, kept by a book that began as its
 * fork) would otherwise put that book's authors on this one without a word.
 */
export function applyLayoutMetadata(
  metadata: BookMetadata,
  layout: LayoutMetadata,
  warnings: BookWarning[],
): void {
  const taken: string[] = [];
  if (metadata.description === undefined && layout.description !== undefined) {
    metadata.description = layout.description;
    // Named with the people it came with: a layout copied from another book describes that book (Pro Git's
    // "Pro Git (Second Edition) is your fully-updated guide…" in the German Joomla book's EPUB).
    if (layout.descriptionFrom === layout.from)
      taken.push(`description ("${shortened(layout.description)}")`);
  }
  if (metadata.authors.length === 0 && layout.authors) {
    metadata.authors = layout.authors;
    taken.push(`authors (${layout.authors.join('; ')})`);
  }
  for (const field of ['publisher', 'date', 'rights'] as const) {
    if (metadata[field] !== undefined || layout[field] === undefined) continue;
    metadata[field] = layout[field];
    taken.push(`${field} (${layout[field]})`);
  }
  // The description alone (a format whose layout names no people) is not said again: the EPUB's build says it.
  if (!layout.from || !taken.some((item) => !item.startsWith('description '))) return;
  warnings.push(
    warning(
      'metadata',
      layout.from,
      `the book's ${listed(taken)} ${taken.length === 1 ? 'comes' : 'come'} from this layout's <meta> elements, as ` +
        `Atlas's EPUB took ${taken.length === 1 ? 'it' : 'them'}: if ${taken.length === 1 ? 'it is' : 'they are'} ` +
        "not this book's, correct the layout, or write the book's own in its configuration, which comes first",
    ),
  );
}

/** Its first words, up to about 60 characters, cut between words. */
function shortened(text: string): string {
  if (text.length <= 60) return text;
  const cut = text.slice(0, 57);
  const space = cut.lastIndexOf(' ');
  return `${space > 30 ? cut.slice(0, space) : cut}…`;
}

function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The contents of the `<meta>` elements with one of these names, less Atlas's unfilled placeholders, and less
 * (with a warning) the template's instructions and a date an EPUB could not carry.
 */
function metaContents(
  nodes: DomNode[],
  names: readonly string[],
  path: string,
  warnings: BookWarning[],
): string[] {
  const contents: string[] = [];
  for (const meta of findElements(
    nodes,
    (el: ElementNode) =>
      el.name === 'meta' && names.includes(el.attrs.get('name')?.trim().toLowerCase() ?? ''),
  )) {
    const content = meta.attrs.get('content')?.replace(/\s+/g, ' ').trim();
    if (!content || PLACEHOLDER.test(content)) continue;
    const name = meta.attrs.get('name')!.trim().toLowerCase();
    const where = meta.loc ?? { file: path };
    const shown = content.length > 40 ? `${content.slice(0, 37)}…` : content;
    if (TEMPLATE_INSTRUCTION.test(content) || isTemplatePlaceholder(content)) {
      warnings.push(
        warning(
          'metadata',
          where,
          `<meta name="${name}"> still holds the new-book template's "${shown}", so the book does not take it ` +
            `as its ${name}: write the book's own there, or remove the element`,
          name,
        ),
      );
      continue;
    }
    if (name === 'date' && !W3C_DATE.test(content)) {
      warnings.push(
        warning(
          'metadata',
          where,
          `<meta name="date"> holds "${shown}", which is no date an EPUB can carry, so the book has none from ` +
            'it: write it as YYYY-MM-DD (2014-07-07), YYYY-MM or YYYY',
          name,
        ),
      );
      continue;
    }
    contents.push(content);
  }
  return contents;
}
