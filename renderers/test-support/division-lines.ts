import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { memorySource } from './memory-source';

/**
 * The divisions of a book of `files` (listed in their order) as "kind label title" lines, "-" for no label, and the
 * warnings the model gave, formatted.
 */
export async function divisionLines(
  files: Record<string, string>,
  bookName: string,
): Promise<{ divisions: string[]; warnings: string[] }> {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName },
  );
  return {
    divisions: model.divisions.map(
      (division) => `${division.kind} ${division.label ?? '-'} ${division.title}`,
    ),
    warnings: model.warnings.map(formatWarning),
  };
}
