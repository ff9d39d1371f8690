import { BookSource, RenderFailure } from '../types';
import { BookLimits, DEFAULT_BOOK_LIMITS, formatBytes } from './book-limits';

/** One file over its size limit; sources fail the format with it, assets are left out with a warning. */
export class FileTooLarge extends RenderFailure {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(`${path} is ${formatBytes(size)}, over the ${formatBytes(limit)} limit for one file`);
    this.name = 'FileTooLarge';
  }
}

/**
 * Every read the renderers make goes through here: a file is measured (from the repository's own
 * record when the source can tell, so a huge blob is never loaded) against its own limit, and all
 * reads together against the book's.
 */
export class ReadBudget {
  private total = 0;

  constructor(
    private readonly source: BookSource,
    readonly limits: BookLimits = DEFAULT_BOOK_LIMITS,
  ) {}

  async read(path: string, maxBytes: number): Promise<Buffer | null> {
    const declared = (await this.source.sizeOf?.(path)) ?? null;
    if (declared !== null && declared > maxBytes) throw new FileTooLarge(path, declared, maxBytes);
    const bytes = await this.source.readFile(path);
    if (bytes === null) return null;
    if (bytes.length > maxBytes) throw new FileTooLarge(path, bytes.length, maxBytes);
    this.total += bytes.length;
    if (this.total > this.limits.bookBytes) {
      throw new RenderFailure(
        `The book's files add up to more than ${formatBytes(this.limits.bookBytes)} (stopped at ${path}); ` +
          'make its images smaller or split the book',
      );
    }
    return bytes;
  }

  /** A BookSource whose reads count against the budget, each file limited like a source file. */
  asSource(): BookSource {
    return {
      readFile: (path) => this.read(path, this.limits.sourceFileBytes),
      ...(this.source.listFiles ? { listFiles: (dir: string) => this.source.listFiles!(dir) } : {}),
      ...(this.source.listFolders ? { listFolders: (dir: string) => this.source.listFolders!(dir) } : {}),
    };
  }
}
