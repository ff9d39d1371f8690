import { BookModel } from '../model/book-model';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { memorySource } from './memory-source';

/** The model of a one-chapter AsciiDoc book (`ch01.adoc`) with an index. */
export function indexBookModelOf(chapter: string): Promise<BookModel> {
  const source = memorySource({ 'ch01.adoc': chapter, 'ix.html': '<section data-type="index"/>' });
  return buildBookModel(source, { files: ['ch01.adoc', 'ix.html'], formats: {} }, { bookName: 'x' });
}

/** The index-term warnings of a one-chapter AsciiDoc book with an index, as the build prints them. */
export async function indexWarningsOf(chapter: string): Promise<string[]> {
  const model = await indexBookModelOf(chapter);
  return model.warnings.filter((w) => w.kind === 'index-term').map(formatWarning);
}
