import { memorySource } from '../test-support/memory-source';
import { findIsbn13 } from './book-metadata';
import { buildBookModel } from './build-book-model';

const MASTER =
  '= Kiln Notes: Firing Stoneware at Home\nMara Quill\nv2.0, 2025-03-01\n:doctype: book\n\n' +
  '== Clay\n\nWedge it.\n\n== Fire\n\nWatch the cones.\n';

describe("the book's title and subtitle from an AsciiDoc master document's title", () => {
  const model = (title?: string) =>
    buildBookModel(
      memorySource({ 'book.adoc': MASTER }),
      { files: ['book.adoc'], formats: {}, ...(title ? { title } : {}) },
      { bookName: 'mara/kiln' },
    );

  it('without a title in the config: the title page gives both, parted at its last ": "', async () => {
    const book = await model();
    expect(book.title).toBe('Kiln Notes');
    expect(book.subtitle).toBe('Firing Stoneware at Home');
  });

  it("the config's title holding the subtitle already takes no subtitle beside it", async () => {
    const book = await model('Kiln Notes: Firing Stoneware at Home');
    expect(book.title).toBe('Kiln Notes: Firing Stoneware at Home');
    expect(book.subtitle).toBeUndefined();
  });

  it("the config's short title keeps the title page's subtitle", async () => {
    const book = await model('Kiln Notes');
    expect(book.title).toBe('Kiln Notes');
    expect(book.subtitle).toBe('Firing Stoneware at Home');
  });
});

describe("an ISBN on the book's copyright page", () => {
  it('is read hyphenated, spaced or written as its thirteen digits alone, its check digit checked', () => {
    expect(findIsbn13('ISBN: 978-1-491-97194-9')).toBe('9781491971949');
    expect(findIsbn13('ISBN 978 1 449 33089 7')).toBe('9781449330897');
    expect(findIsbn13('ISBN: 9781449330897')).toBe('9781449330897');
    expect(findIsbn13('ISBN: 9781449330898')).toBeUndefined();
  });
});
