import { extensionOf, pathToHref } from '../paths/repo-path';
import { BookLimits, formatBytes } from '../limits/book-limits';
import { shippableImage } from '../limits/image-safety';
import { ImageSignature, imageSignatureOf } from '../limits/image-signature';
import { FileTooLarge, ReadBudget } from '../limits/read-budget';
import { BookWarning, warning } from '../warnings';
import { BookAsset } from './book-model';
import type { BookSource } from '../types';
import { Submodule, submoduleHolding } from '../sources/git-submodules';

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
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.oga': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt',
};

export function mediaTypeOf(path: string): string {
  return MEDIA_TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

/** A raster image whose name says another type than its bytes (a JPEG saved as `x.png`), and what it really is. */
interface MislabelledImage {
  path: string;
  named: string;
  actual: ImageSignature;
}

/**
 * The type a file is shipped as: what its bytes say when it is a raster image under another image type's name (or
 * under no known name), else what its name says. EPUB readers and epubcheck check the bytes against the manifest.
 */
function shippedType(path: string, data: Buffer): { mediaType: string; mislabelled?: MislabelledImage } {
  const named = mediaTypeOf(path);
  if (!named.startsWith('image/') && named !== 'application/octet-stream') return { mediaType: named };
  const actual = imageSignatureOf(data);
  if (!actual || actual.mediaType === named) return { mediaType: named };
  if (named === 'application/octet-stream') return { mediaType: actual.mediaType };
  return { mediaType: actual.mediaType, mislabelled: { path, named, actual } };
}

const RASTER_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/**
 * Why a file named as a raster image is no image at all: a web page saved under the image's name (a browser's "Save
 * link as" on an image's page) or a Git LFS pointer. Shipped, it was a broken image in every reader and an epubcheck
 * error (a corrupted image file).
 */
function notTheImageNamed(path: string, data: Buffer): string | undefined {
  const named = RASTER_NAMES[mediaTypeOf(path)];
  if (named === undefined || imageSignatureOf(data) !== null) return undefined;
  // Only what the bytes surely are: an unreadable header alone may be an image a reader still shows.
  const head = data.subarray(0, 512).toString('utf8').trimStart();
  const bytes = /^(?:<!doctype html|<html)/i.test(head)
    ? 'an HTML page (a web page saved under the image’s name)'
    : head.startsWith('version https://git-lfs')
      ? 'a Git LFS pointer (the image itself was never fetched)'
      : undefined;
  return bytes && `is named as a ${named} image but its bytes are ${bytes}; put the image itself there`;
}

/**
 * Reads each referenced repository file once and gives it a stable place under `assets/`. Files over
 * the size limit and images that would not be safe to decode are refused (see `refusal`).
 */
export class AssetCollector {
  private readonly byPath = new Map<string, BookAsset | null>();
  private readonly refused = new Map<string, string>();
  private readonly mislabelled: MislabelledImage[] = [];
  /** One source for the whole book, so `.gitmodules` is read once. */
  private repository: BookSource | undefined;

  /** The paths assets are shipped at, each once. */
  private readonly shipped = new Set<string>();

  constructor(private readonly budget: ReadBudget) {}

  /**
   * Where a file is shipped: its repository path, with what an EPUB's file names may not hold (spaces, which
   * epubcheck warns about, and `"*:<>?\|`) made `_`; a path so made that another file has already is numbered.
   */
  private shippedPath(wanted: string): string {
    const safe = wanted.replace(/[\s"*:<>?\\|\p{Cc}]/gu, '_');
    let path = safe;
    for (let n = 2; this.shipped.has(path); n++) path = safe.replace(/(\.[^./]*)?$/, `-${n}$1`);
    this.shipped.add(path);
    return path;
  }

  get limits(): BookLimits {
    return this.budget.limits;
  }

  /** The asset for a repository path, or null when the file does not exist at the commit or was refused. */
  async add(path: string): Promise<BookAsset | null> {
    if (this.byPath.has(path)) return this.byPath.get(path) ?? null;
    const data = await this.readChecked(path);
    let asset: BookAsset | null = null;
    if (data !== null) {
      const { mediaType, mislabelled } = shippedType(path, data);
      if (mislabelled) this.mislabelled.push(mislabelled);
      // Named for what it is (`x.png.jpg`), beside any real `x.jpg` of the repository.
      const outputPath = this.shippedPath(`assets/${path}${mislabelled ? mislabelled.actual.extension : ''}`);
      asset = { sourcePath: path, outputPath, href: pathToHref(outputPath), mediaType, data };
    }
    this.byPath.set(path, asset);
    return asset;
  }

  /** A file's bytes, checked as `add` checks them, without shipping the file; null when missing or refused. */
  async bytes(path: string): Promise<Buffer | null> {
    const shipped = this.byPath.get(path);
    if (shipped) return shipped.data;
    return this.readChecked(path);
  }

  /** A picture made from a repository file (a PDF figure drawn as PNG), shipped beside where that file would be. */
  addDrawn(sourcePath: string, extension: string, mediaType: string, data: Buffer): BookAsset {
    const key = `${sourcePath}\u0000${extension}`;
    const kept = this.byPath.get(key);
    if (kept) return kept;
    const outputPath = this.shippedPath(`assets/${sourcePath}${extension}`);
    const asset = { sourcePath, outputPath, href: pathToHref(outputPath), mediaType, data };
    this.byPath.set(key, asset);
    return asset;
  }

  /** One warning for each image named as another type than its bytes are, saying what it was shipped as. */
  mislabelledImageWarnings(): BookWarning[] {
    return this.mislabelled.map(({ path, named, actual }) => {
      const namedAs = extensionOf(path) || named;
      const renamed = path.replace(/\.[^./]*$/, '') + actual.extension;
      return warning(
        'source',
        path,
        `a ${actual.name} image named ${namedAs}: it is shipped as ${actual.name}, as its bytes say; rename it ` +
          `${renamed} (and the references to it) so every tool reads it as what it is`,
        path,
      );
    });
  }

  /** The files directly in a repository folder, when the book's source can list them. */
  async listFiles(folder: string): Promise<string[] | null> {
    return (await this.budget.asSource().listFiles?.(folder)) ?? null;
  }

  /** Whether the repository has a file at `path`, without shipping it. */
  async hasFile(path: string): Promise<boolean> {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
    const listed = await this.listFiles(folder);
    if (listed !== null) return listed.includes(path) || listed.includes(`./${path}`);
    return (await this.budget.asSource().readFile(path)) !== null;
  }

  /** Whether the repository has a folder at `path`; undefined when the book's source cannot list folders. */
  async hasFolder(path: string): Promise<boolean | undefined> {
    const source = this.budget.asSource();
    if (!source.listFiles || !source.listFolders) return undefined;
    return (await source.listFiles(path)) !== null || (await source.listFolders(path)) !== null;
  }

  /** The folders directly in a repository folder, when the book's source can list them. */
  async listFolders(folder: string): Promise<string[] | null> {
    return (await this.budget.asSource().listFolders?.(folder)) ?? null;
  }

  /** The git submodule whose folder holds `path`: its files are never in the book's tree. */
  async submoduleHolding(path: string): Promise<Submodule | undefined> {
    this.repository ??= this.budget.asSource();
    return submoduleHolding(this.repository, path);
  }

  /** Why `path` was left out, when it exists but was refused; undefined otherwise. */
  refusal(path: string): string | undefined {
    return this.refused.get(path);
  }

  /** "not found (looked for x)" or the refusal: the end of a warning about a reference to `path`. */
  whyUnavailable(path: string): string {
    const refusal = this.refused.get(path);
    return refusal ? `was refused: ${path} ${refusal}` : `not found (looked for ${path})`;
  }

  private async readChecked(path: string): Promise<Buffer | null> {
    let data: Buffer | null;
    try {
      data = await this.budget.read(path, this.budget.limits.assetBytes);
    } catch (error) {
      if (!(error instanceof FileTooLarge)) throw error;
      this.refused.set(
        path,
        `is ${formatBytes(error.size)}, over the ${formatBytes(error.limit)} limit for one image or file`,
      );
      return null;
    }
    if (data === null) return null;
    const { mediaType } = shippedType(path, data);
    const checked = shippableImage(data, mediaType, this.budget.limits);
    const unsafe = 'refusal' in checked ? checked.refusal : notTheImageNamed(path, data);
    if (unsafe) {
      this.refused.set(path, unsafe);
      return null;
    }
    return 'data' in checked ? checked.data : null;
  }

  list(): BookAsset[] {
    return [...this.byPath.values()].filter((a): a is BookAsset => a !== null);
  }
}
