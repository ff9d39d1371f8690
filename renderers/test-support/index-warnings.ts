import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { memorySource } from './memory-source';

/** The index-term warnings of a one-chapter AsciiDoc book with an index, as the build prints them. */
export async function indexWarningsOf(chapter: string): Promise<string[]> {
  const source = memorySource({ 'ch01.adoc': chapter, 'ix.html': '<section data-type="index"/>' });
  const model = await buildBookModel(
    source,
    { files: ['ch01.adoc', 'ix.html'], formats: {} },
    { bookName: 'x' },
  );
  return model.warnings.filter((w) => w.kind === 'index-term').map(formatWarning);
}
