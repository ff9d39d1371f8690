/** Book files (images, downloads, anything the book ships) sit under this folder of an html build. */
const BOOK_FILES = 'assets/';

/** Types a browser would run or render as a page of this origin, if served as what they are. */
const ACTIVE = /\.(?:html?|xhtml|xht|xml|xsl|xslt|js|mjs|cjs)$/i;

/**
 * Book files may be viewed, never run: opened on their own they are a sandboxed document (an opaque origin,
 * no script, no form, no plugin), and embedded they are only images, styles and fonts.
 */
export const BOOK_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; media-src 'self'";

export interface FileHeaders {
  contentType: string;
  /** Extra headers; a book file's CSP replaces the site's. */
  headers: Record<string, string>;
  /** True when the site's own CSP applies (pages, the site's styles, fonts and scripts). */
  sitePolicy: boolean;
}

/**
 * How a file of a published site is served. The pages Octavo rendered (the `.html` files at the site's root)
 * and its own files are served as what they are, under the site's CSP. Files from the book (under `assets/`)
 * are served on their own, stricter terms: a sandboxing CSP, and anything active (`.html` other than the
 * book's pages, scripts, XML, SVG documents opened directly …) as a plain-text download, never a page of
 * this origin.
 */
export function siteFileHeaders(path: string, contentType: string): FileHeaders {
  if (!path.startsWith(BOOK_FILES)) return { contentType, headers: {}, sitePolicy: true };
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (ACTIVE.test(name)) {
    return {
      contentType: 'text/plain; charset=utf-8',
      headers: {
        'content-security-policy': BOOK_FILE_CSP,
        'content-disposition': `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`,
      },
      sitePolicy: false,
    };
  }
  return { contentType, headers: { 'content-security-policy': BOOK_FILE_CSP }, sitePolicy: false };
}

/**
 * An HTML page without `<meta http-equiv="refresh">`: it would send readers anywhere from this origin, and no
 * CSP can stop it. Octavo's pages never need one.
 */
export function withoutMetaRefresh(html: string): string {
  return html.replace(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) =>
    /\bhttp-equiv\s*=\s*(["']?)\s*refresh\b/i.test(tag) ? '' : tag,
  );
}
