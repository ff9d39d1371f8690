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
}

/** What the book's Atlas layout templates say of it in their `<meta>` elements. */
export async function atlasLayoutMetadata(
  source: BookSource,
  format: string | undefined,
): Promise<LayoutMetadata> {
  for (const path of LAYOUTS(format)) {
    const bytes = await source.readFile(path);
    if (bytes === null) continue;
    const description = metaContent(parseHtml(bytes.toString('utf8')), 'description');
    if (description) return { description };
  }
  return {};
}

function metaContent(nodes: ReturnType<typeof parseHtml>, name: string): string | undefined {
  const meta = findElements(
    nodes,
    (el: ElementNode) => el.name === 'meta' && el.attrs.get('name')?.trim().toLowerCase() === name,
  )[0];
  const content = meta?.attrs.get('content')?.replace(/\s+/g, ' ').trim();
  return content && !PLACEHOLDER.test(content) ? content : undefined;
}
