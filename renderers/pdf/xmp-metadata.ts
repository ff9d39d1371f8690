import { PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';

/** What a book says about itself, as the PDF's XMP packet and Info dictionary carry it. */
export interface PdfMetadata {
  title: string;
  authors: string[];
  lang: string;
  subtitle?: string;
  publisher?: string;
  rights?: string;
  isbn?: string;
  description?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const langAlt = (text: string, lang: string) =>
  `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li>${
    lang ? `<rdf:li xml:lang="${escapeXml(lang)}">${escapeXml(text)}</rdf:li>` : ''
  }</rdf:Alt>`;

/**
 * The XMP packet: Dublin Core title, creators, publisher, rights, language, identifier (urn:isbn) and
 * description. Readers, library systems and PDF/UA checkers read these from XMP, not from the Info dictionary,
 * which has no place for a publisher, rights or an ISBN.
 */
export function xmpPacket(meta: PdfMetadata): string {
  const dc: string[] = [
    `<dc:format>application/pdf</dc:format>`,
    `<dc:title>${langAlt(meta.title, meta.lang)}</dc:title>`,
  ];
  if (meta.authors.length > 0) {
    dc.push(
      `<dc:creator><rdf:Seq>${meta.authors.map((a) => `<rdf:li>${escapeXml(a)}</rdf:li>`).join('')}</rdf:Seq></dc:creator>`,
    );
  }
  if (meta.publisher)
    dc.push(`<dc:publisher><rdf:Bag><rdf:li>${escapeXml(meta.publisher)}</rdf:li></rdf:Bag></dc:publisher>`);
  if (meta.rights) dc.push(`<dc:rights>${langAlt(meta.rights, meta.lang)}</dc:rights>`);
  if (meta.lang)
    dc.push(`<dc:language><rdf:Bag><rdf:li>${escapeXml(meta.lang)}</rdf:li></rdf:Bag></dc:language>`);
  if (meta.isbn) dc.push(`<dc:identifier>urn:isbn:${escapeXml(meta.isbn)}</dc:identifier>`);
  const description = meta.description ?? meta.subtitle;
  if (description) dc.push(`<dc:description>${langAlt(description, meta.lang)}</dc:description>`);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    ...dc,
    '<pdf:Producer>Octavo</pdf:Producer>',
    '<xmp:CreatorTool>Octavo</xmp:CreatorTool>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** Sets the catalog's /Metadata stream and the Info dictionary's Subject (and Keywords: the ISBN). */
export function writeXmpMetadata(doc: PDFDocument, meta: PdfMetadata): void {
  const stream = doc.context.stream(new TextEncoder().encode(xmpPacket(meta)), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  const subject = meta.description ?? meta.subtitle;
  if (subject) doc.setSubject(subject);
  if (meta.isbn) doc.setKeywords([`ISBN ${meta.isbn}`]);
  // setTitle above made the Info dictionary; publisher and rights are custom keys there (the PDF spec allows them).
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  if (meta.publisher) info.set(PDFName.of('Publisher'), PDFHexString.fromText(meta.publisher));
  if (meta.rights) info.set(PDFName.of('Rights'), PDFHexString.fromText(meta.rights));
}
