import { BookSource } from '../types';
import { extensionOf, pathToHref } from '../paths/repo-path';
import { BookAsset } from './book-model';

const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.css': 'text/css',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.zip': 'application/zip',
};

export function mediaTypeOf(path: string): string {
  return MEDIA_TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

/** Reads each referenced repository file once and gives it a stable place under `assets/`. */
export class AssetCollector {
  private readonly byPath = new Map<string, BookAsset | null>();

  constructor(private readonly source: BookSource) {}

  /** The asset for a repository path, or null when the file does not exist at the commit. */
  async add(path: string): Promise<BookAsset | null> {
    if (this.byPath.has(path)) return this.byPath.get(path) ?? null;
    const data = await this.source.readFile(path);
    const outputPath = `assets/${path}`;
    const asset =
      data === null
        ? null
        : { sourcePath: path, outputPath, href: pathToHref(outputPath), mediaType: mediaTypeOf(path), data };
    this.byPath.set(path, asset);
    return asset;
  }

  list(): BookAsset[] {
    return [...this.byPath.values()].filter((a): a is BookAsset => a !== null);
  }
}
