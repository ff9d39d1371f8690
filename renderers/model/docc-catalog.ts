import { extensionOf } from '../paths/repo-path';

/** The DocC catalog (`Name.docc` folder) a file lies in, or undefined when it is in none. */
export function doccCatalogOf(path: string): string | undefined {
  const parts = path.split('/');
  const at = parts.findIndex((part) => part.toLowerCase().endsWith('.docc'));
  return at === -1 ? undefined : parts.slice(0, at + 1).join('/');
}

/**
 * The listed file a DocC reference's article names (`Closures`, `/documentation/TSPL/Closures`,
 * `doc://org.swift.tspl/documentation/TSPL/Closures`): DocC finds an article by its file name anywhere in the
 * catalog, so the listed file of that name, in the linking file's catalog first.
 */
export function doccArticleFile(
  reference: string,
  linkingFile: string,
  listedFiles: Iterable<string>,
): { file?: string; article: string } {
  const path = reference.split('#')[0] ?? '';
  const article = path.split('/').filter(Boolean).at(-1) ?? '';
  const named = [...listedFiles].filter((file) => {
    const base = file.split('/').at(-1) ?? '';
    return base.slice(0, base.length - extensionOf(base).length) === article && extensionOf(base) === '.md';
  });
  const catalog = doccCatalogOf(linkingFile);
  const file = named.find((candidate) => catalog && candidate.startsWith(`${catalog}/`)) ?? named[0];
  return file ? { file, article } : { article };
}

/** The section id a DocC fragment (`Type-Safety-and-Type-Inference`, a title's words joined by hyphens) means. */
export function doccFragment(reference: string): string {
  return reference.split('#')[1] ?? '';
}

const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp'];

/** Folders of a catalog where its assets are kept, the catalog itself first. */
const ASSET_FOLDERS = ['', 'Assets', 'Resources', 'Images', 'images'];

/**
 * Where a DocC image named without folder or extension (`![](bitwiseNOT)`) is: DocC looks the name up among the
 * catalog's assets, `bitwiseNOT@2x.png` and its `~dark` variant for dark mode. A book is printed light, so the light
 * variant, at the finest scale there is.
 */
export async function doccImageAsset(
  name: string,
  writtenIn: string,
  listFiles: ((folder: string) => Promise<string[] | null>) | undefined,
): Promise<string | undefined> {
  const catalog = doccCatalogOf(writtenIn);
  if (!catalog || !listFiles || name.includes('/') || extensionOf(name) !== '') return undefined;
  const folders = [
    writtenIn.replace(/\/[^/]*$/, ''),
    ...ASSET_FOLDERS.map((f) => (f ? `${catalog}/${f}` : catalog)),
  ];
  for (const folder of [...new Set(folders)]) {
    const found = (await listFiles(folder)) ?? [];
    const variants = found
      .map((path) => ({ path, scale: lightVariantScale(path.split('/').at(-1) ?? '', name) }))
      .filter((v): v is { path: string; scale: number } => v.scale !== undefined)
      .sort((a, b) => b.scale - a.scale);
    if (variants[0]) return variants[0].path;
  }
  return undefined;
}

/** `name.png` → 1, `name@2x.png` → 2; undefined for another name, a dark variant or no image. */
function lightVariantScale(fileName: string, name: string): number | undefined {
  const extension = extensionOf(fileName);
  if (!IMAGE_EXTENSIONS.includes(extension)) return undefined;
  const stem = fileName.slice(0, fileName.length - extension.length);
  if (stem === name) return 1;
  const scaled = /^(.*)@([1-3])x$/.exec(stem);
  return scaled && scaled[1] === name ? Number(scaled[2]) : undefined;
}
