/*
 * Where the converters are. Kept apart from the renderers that run them, so the server process can name them
 * (tool checks, the renderer's identity) without loading Puppeteer or the EPUB stack.
 */

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function ebookConvertPath(): string {
  return process.env.EBOOK_CONVERT_PATH || '/usr/bin/ebook-convert';
}
