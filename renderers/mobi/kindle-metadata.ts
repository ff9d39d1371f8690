import { escapeText } from '../dom/html-dom';
import { bookIdentifier, nameBasedUuid } from '../epub/package-documents';
import { BookModel } from '../model/book-model';
import { FIXED_SOURCE_DATE } from '../types';

/**
 * A Kindle knows a book by its ASIN (EXTH 113), which Calibre writes from the first `uuid` identifier it holds: its
 * own random one (`oeb/reader.py`) unless the metadata it is given names one. Left to Calibre, every build was
 * another book to a Kindle (its reading position, notes and collections lost). The ASIN is the EPUB's stable UUID,
 * or for a book with an ISBN one made from the ISBN.
 */
export function kindleUuid(model: BookModel, bookName: string): string {
  const identifier = bookIdentifier(model, bookName);
  return identifier.startsWith('urn:uuid:')
    ? identifier.slice('urn:uuid:'.length)
    : nameBasedUuid(identifier);
}

/**
 * A publication date as Calibre takes it whole: a year alone (`2013`) or a year and month is given its first day, as
 * Calibre would fill the rest from today (`2013` became 2013-12-15 in a December build). Undefined unless the date
 * is one of those three shapes.
 */
export function calendarDate(date: string | undefined): string | undefined {
  const match = date === undefined ? null : /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date.trim());
  if (!match) return undefined;
  return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
}

/**
 * The metadata Calibre reads before its command-line options (`--read-metadata-from-opf`): the ASIN, and a
 * publication date that is the book's own or, without one, the commit's (Calibre's default is the time it ran).
 */
export function kindleMetadataOpf(model: BookModel, bookName: string, sourceDate: Date | undefined): string {
  const committed = (sourceDate ?? FIXED_SOURCE_DATE).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const published = calendarDate(model.date);
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="uuid_id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
<dc:identifier opf:scheme="uuid" id="uuid_id">${escapeText(kindleUuid(model, bookName))}</dc:identifier>
<dc:date>${published ? `${published}T00:00:00+00:00` : committed}</dc:date>
<meta name="calibre:timestamp" content="${committed}"/>
</metadata>
</package>
`;
}
