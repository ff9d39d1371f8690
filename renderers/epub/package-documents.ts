import { createHash } from 'node:crypto';
import { escapeAttribute, escapeText } from '../dom/html-dom';
import { BookModel } from '../model/book-model';
import { BookLabels } from '../model/labels';
import { AccessibilityMetadata, accessibilityMetadataXml } from './accessibility-metadata';

export interface ManifestItem {
  id: string;
  href: string;
  mediaType: string;
  properties?: string;
}

export interface NavPoint {
  href: string;
  text: string;
  children: NavPoint[];
}

/** ISBN when the book has one, else a UUID stable for the same title and project (readers use it to match editions). */
export function bookIdentifier(model: BookModel, bookName: string): string {
  if (model.isbn) return `urn:isbn:${model.isbn}`;
  return `urn:uuid:${nameBasedUuid(`${bookName}\n${model.title}`)}`;
}

/** A UUID (version 5's layout, SHA-256 of `name`) that is the same for the same name. */
export function nameBasedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function packageDocument(options: {
  model: BookModel;
  identifier: string;
  modified: string;
  manifest: ManifestItem[];
  spine: { idref: string; linear?: boolean }[];
  accessibility: AccessibilityMetadata;
  coverImageId?: string;
  /** The print edition the page-list's numbers come from (`dc:source`, source of the pagination). */
  pageSource?: string;
}): string {
  const { model } = options;
  const creators = model.authors
    .map(
      (name, i) =>
        `<dc:creator id="creator${i + 1}">${escapeText(name)}</dc:creator>\n    ` +
        `<meta refines="#creator${i + 1}" property="role" scheme="marc:relators">aut</meta>`,
    )
    .join('\n    ');
  const optional = [
    model.subtitle
      ? `<dc:title id="subtitle">${escapeText(model.subtitle)}</dc:title>\n    <meta refines="#subtitle" property="title-type">subtitle</meta>`
      : '',
    model.publisher ? `<dc:publisher>${escapeText(model.publisher)}</dc:publisher>` : '',
    model.rights ? `<dc:rights>${escapeText(model.rights)}</dc:rights>` : '',
    model.date && /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(model.date) ? `<dc:date>${model.date}</dc:date>` : '',
    model.description ? `<dc:description>${escapeText(model.description)}</dc:description>` : '',
    model.isbn && !options.identifier.includes(model.isbn)
      ? `<dc:identifier id="isbn">urn:isbn:${model.isbn}</dc:identifier>`
      : '',
    // EPUB 3.2's way of naming the pagination's source; epubcheck 4.2 rejects 3.3's `pageBreakSource`.
    options.pageSource
      ? `<dc:source id="print-source">${escapeText(options.pageSource)}</dc:source>\n    <meta refines="#print-source" property="source-of">pagination</meta>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const manifest = options.manifest
    .map(
      (item) =>
        `<item id="${escapeAttribute(item.id)}" href="${escapeAttribute(item.href)}" media-type="${escapeAttribute(item.mediaType)}"${item.properties ? ` properties="${item.properties}"` : ''}/>`,
    )
    .join('\n    ');
  const spine = options.spine
    .map((s) => `<itemref idref="${escapeAttribute(s.idref)}"${s.linear === false ? ' linear="no"' : ''}/>`)
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="${escapeAttribute(model.lang)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">${escapeText(options.identifier)}</dc:identifier>
    <dc:title id="title">${escapeText(model.title)}</dc:title>${model.subtitle ? '\n    <meta refines="#title" property="title-type">main</meta>' : ''}
    <dc:language>${escapeText(model.lang)}</dc:language>
    ${creators}
    ${optional}
    <meta property="dcterms:modified">${options.modified}</meta>
    ${accessibilityMetadataXml(options.accessibility, model.lang)}
    ${options.coverImageId ? `<meta name="cover" content="${escapeAttribute(options.coverImageId)}"/>` : ''}
  </metadata>
  <manifest>
    ${manifest}
  </manifest>
  <spine toc="ncx"${model.direction === 'rtl' ? ' page-progression-direction="rtl"' : ''}>
    ${spine}
  </spine>
</package>
`;
}

function navList(points: NavPoint[]): string {
  if (points.length === 0) return '';
  return `<ol>${points
    .map(
      (p) => `<li><a href="${escapeAttribute(p.href)}">${escapeText(p.text)}</a>${navList(p.children)}</li>`,
    )
    .join('')}</ol>`;
}

export function navDocumentBody(
  toc: NavPoint[],
  landmarks: { type: string; href: string; text: string }[],
  /** The `page-list` nav, when the book carries print page numbers. */
  pageList = '',
  /** The navigation's headings, in the book's language. */
  labels: Pick<BookLabels, 'contents' | 'landmarks'>,
): string {
  const marks = landmarks
    .map(
      (l) =>
        `<li><a epub:type="${escapeAttribute(l.type)}" href="${escapeAttribute(l.href)}">${escapeText(l.text)}</a></li>`,
    )
    .join('');
  // HTMLBook's `data-type="toc"`, as O'Reilly's EPUBs mark it: the theme's contents rules (and an Atlas theme's) style
  // it. Without it the list kept its numbers beside the chapters' own ("1. Chapter 1. One") in every language.
  return (
    `<nav epub:type="toc" role="doc-toc" id="toc" data-type="toc"><h1>${escapeText(labels.contents)}</h1>${navList(toc)}</nav>\n` +
    `<nav epub:type="landmarks" id="landmarks" hidden=""><h2>${escapeText(labels.landmarks)}</h2><ol>${marks}</ol></nav>` +
    (pageList ? `\n${pageList}` : '')
  );
}

export function ncxDocument(identifier: string, title: string, toc: NavPoint[]): string {
  let order = 0;
  const points = (list: NavPoint[]): string =>
    list
      .map((p) => {
        order++;
        return `<navPoint id="np${order}" playOrder="${order}"><navLabel><text>${escapeText(p.text)}</text></navLabel><content src="${escapeAttribute(p.href)}"/>${points(p.children)}</navPoint>`;
      })
      .join('');
  const map = points(toc);
  const depthOf = (list: NavPoint[]): number =>
    list.length === 0 ? 0 : 1 + Math.max(...list.map((p) => depthOf(p.children)));
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head>
    <meta name="dtb:uid" content="${escapeAttribute(identifier)}"/>
    <meta name="dtb:depth" content="${Math.max(1, depthOf(toc))}"/>
    <meta name="dtb:totalPageCount" content="0"/>
    <meta name="dtb:maxPageNumber" content="0"/>
  </head>
  <docTitle><text>${escapeText(title)}</text></docTitle>
  <navMap>${map}</navMap>
</ncx>
`;
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
