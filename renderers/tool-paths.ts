import { accessSync, constants, statSync } from 'node:fs';

/*
 * Where the converters are. Kept apart from the renderers that run them, so the server process can name them
 * (tool checks, the renderer's identity) without loading Puppeteer or the EPUB stack.
 */

/**
 * The programs that print a PDF, in the order they are looked for. Debian's headless shell first: it prints the same
 * PDF as the full browser (with `--font-render-hinting=none`, see `renderers/pdf/chromium.ts`) and starts in a
 * quarter of its CPU (0.55 against 2.4 s for a one-page print).
 */
export const CHROMIUM_COMMANDS = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
];

export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const shell = `/usr/bin/${CHROMIUM_COMMANDS[0]}`;
  return isExecutableFile(shell) ? shell : '/usr/bin/chromium';
}

export function ebookConvertPath(): string {
  return process.env.EBOOK_CONVERT_PATH || '/usr/bin/ebook-convert';
}

/** Which program writes the `mobi` format: Calibre (the default) or Octavo's own MOBI 6 writer. */
export type MobiWriter = 'calibre' | 'native';

/**
 * The server's `OCTAVO_MOBI_WRITER`: `native` writes MOBI 6 with Octavo's own writer (a one-chapter change rewrites
 * one chapter), anything else with Calibre, until the native file is judged as good as Calibre's.
 */
export function mobiWriter(env: NodeJS.ProcessEnv = process.env): MobiWriter {
  return env.OCTAVO_MOBI_WRITER?.trim().toLowerCase() === 'native' ? 'native' : 'calibre';
}
