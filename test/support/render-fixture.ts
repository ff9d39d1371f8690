import { join } from 'node:path';
import type { BookSource, PlatformConfig, RenderRequest } from '../../renderers/types';
import type { BookWarning } from '../../renderers/warnings';

export type FixtureRenderer = (req: RenderRequest) => Promise<{ warnings: BookWarning[] }>;

/** A fixture book rendered in-process, as the int suites render one: where, and as whose book. */
export interface FixtureRender {
  source: BookSource;
  config: PlatformConfig;
  /** The suite's temporary folder: the output file and its render's work folder go in it. */
  dir: string;
  bookName: string;
}

/** Renders the book with `renderer` into `dir/file` (its work folder `dir/work-file`). */
export async function renderFixture(
  book: FixtureRender,
  renderer: FixtureRenderer,
  file: string,
): Promise<{ outFile: string; warnings: BookWarning[] }> {
  const outFile = join(book.dir, file);
  const { warnings } = await renderer({
    source: book.source,
    config: book.config,
    workDir: join(book.dir, `work-${file}`),
    outFile,
    bookName: book.bookName,
  });
  return { outFile, warnings };
}
