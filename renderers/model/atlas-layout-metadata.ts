import { ElementNode, findElements, parseHtml } from '../dom/html-dom';
import { BookSource } from '../types';

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

export interface LayoutMetadata {
  description?: string;
  /** Each `<meta name="author">` (or `creator`) as written: one content naming two people stays one line. */
  authors?: string[];
  publisher?: string;
  date?: string;
  rights?: string;
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
 * has it.
 */
export async function atlasLayoutMetadata(
  source: BookSource,
  format: string | undefined,
): Promise<LayoutMetadata> {
  const found: LayoutMetadata = {};
  const people = PACKAGE_LAYOUTS(format);
  for (const path of new Set([...LAYOUTS(format), ...people])) {
    const bytes = await source.readFile(path);
    if (bytes === null) continue;
    const head = parseHtml(bytes.toString('utf8'));
    if (LAYOUTS(format).includes(path)) found.description ??= metaContents(head, ['description'])[0];
    if (!people.includes(path)) continue;
    found.publisher ??= metaContents(head, ['publisher'])[0];
    found.date ??= metaContents(head, ['date'])[0];
    found.rights ??= metaContents(head, ['rights'])[0];
    const authors = metaContents(head, ['author', 'creator']);
    if (!found.authors && authors.length > 0) found.authors = authors;
  }
  return found;
}

/** The contents of the `<meta>` elements with one of these names, less Atlas's unfilled placeholders. */
function metaContents(nodes: ReturnType<typeof parseHtml>, names: readonly string[]): string[] {
  return findElements(
    nodes,
    (el: ElementNode) =>
      el.name === 'meta' && names.includes(el.attrs.get('name')?.trim().toLowerCase() ?? ''),
  )
    .map((meta) => meta.attrs.get('content')?.replace(/\s+/g, ' ').trim())
    .filter((content): content is string => !!content && !PLACEHOLDER.test(content));
}
