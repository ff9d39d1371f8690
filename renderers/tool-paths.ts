import { accessSync, constants } from 'node:fs';

/*
 * Where the converters are. Kept apart from the renderers that run them, so the server process can name them
 * (tool checks, the renderer's identity) without loading Puppeteer or the EPUB stack.
 */

/**
 * Debian's headless shell first: it prints the same PDF as the full browser (with `--font-render-hinting=none`,
 * see `renderers/pdf/chromium.ts`) and starts in a quarter of its CPU (0.55 against 2.4 s for a one-page print).
 */
const CHROMIUM_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH || (CHROMIUM_PATHS.find(executable) ?? '/usr/bin/chromium');
}

export function ebookConvertPath(): string {
  return process.env.EBOOK_CONVERT_PATH || '/usr/bin/ebook-convert';
}
