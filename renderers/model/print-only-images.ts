import { extensionOf } from '../paths/repo-path';

/**
 * Image formats only a print toolchain draws (LaTeX, AH Formatter, PrinceXML). Chromium and e-book readers show no
 * PDF, EPS or TIFF as an image: an `<img>` of one is a broken-image icon on the page.
 */
export const PRINT_ONLY_IMAGE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.pdf',
  '.eps',
  '.ps',
  '.ai',
  '.tif',
  '.tiff',
]);

/** The formats a stand-in is looked for in, best first: a drawing stays a drawing, then photographs. */
const WEB_IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp'];

/**
 * What a path written without an extension may name, best first (DocBook leaves the extension to its stylesheets):
 * a web image, else a PDF or EPS figure, drawn.
 */
export const IMAGE_EXTENSIONS_WHEN_UNWRITTEN = [...WEB_IMAGE_EXTENSIONS, '.pdf', '.eps'];

export function isPrintOnlyImage(path: string): boolean {
  return PRINT_ONLY_IMAGE_EXTENSIONS.has(extensionOf(path.replace(/[?#].*$/, '')));
}

/**
 * Where the same figure may be kept in a format pages show: books typeset with LaTeX write `![…](figure.pdf)` and
 * keep `figure.svg` beside it for their web and e-book editions, which their build swaps in.
 */
export function webImageStandIns(path: string): string[] {
  const stem = path.slice(0, path.length - extensionOf(path).length);
  return WEB_IMAGE_EXTENSIONS.map((extension) => stem + extension);
}
