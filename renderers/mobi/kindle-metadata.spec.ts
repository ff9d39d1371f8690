import { bookIdentifier } from '../epub/package-documents';
import { BookModel } from '../model/book-model';
import { calendarDate, kindleMetadataOpf, kindleUuid } from './kindle-metadata';

const model = (fields: Partial<BookModel>) => ({ title: 'Soil', ...fields }) as BookModel;

describe('Kindle metadata', () => {
  it.each([
    ['2013', '2013-01-01'],
    ['2013-05', '2013-05-01'],
    ['2013-05-20', '2013-05-20'],
    [' 2013 ', '2013-01-01'],
    ['May 2013', undefined],
    [undefined, undefined],
  ])('calendarDate(%p) is %p', (date, expected) => {
    expect(calendarDate(date)).toBe(expected);
  });

  it('takes the EPUB’s UUID, or one made from the ISBN, the same every time', () => {
    expect(`urn:uuid:${kindleUuid(model({}), 'ann/soil')}`).toBe(bookIdentifier(model({}), 'ann/soil'));
    const isbn = kindleUuid(model({ isbn: '9781492031826' }), 'ann/soil');
    expect(isbn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(kindleUuid(model({ isbn: '9781492031826' }), 'bob/other')).toBe(isbn);
    expect(kindleUuid(model({ isbn: '9781492031833' }), 'ann/soil')).not.toBe(isbn);
  });

  it('writes the book’s own date when it has one, else the commit’s, and the commit’s as the timestamp', () => {
    const committed = new Date('2021-06-15T12:30:00.000Z');
    expect(kindleMetadataOpf(model({ date: '2013' }), 'ann/soil', committed)).toContain(
      '<dc:date>2013-01-01T00:00:00+00:00</dc:date>\n<meta name="calibre:timestamp" content="2021-06-15T12:30:00+00:00"/>',
    );
    expect(kindleMetadataOpf(model({}), 'ann/soil', committed)).toContain(
      '<dc:date>2021-06-15T12:30:00+00:00</dc:date>',
    );
  });
});
