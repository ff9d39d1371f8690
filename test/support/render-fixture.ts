import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlatformConfig } from '../../renderers/config/load-platform-config';
import type { BookSource, PlatformConfig, RenderRequest } from '../../renderers/types';
import { BookWarning, formatWarning } from '../../renderers/warnings';
import { renderHtml } from '../../renderers/html/render-html';
import { readZip } from '../../renderers/test-support/read-zip';
import { workerChromium } from './worker-chromium';

export type FixtureRenderer = (req: RenderRequest) => Promise<{ warnings: BookWarning[]; notes?: string[] }>;

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
): Promise<{ outFile: string; warnings: BookWarning[]; notes: string[] }> {
  const outFile = join(book.dir, file);
  const { warnings, notes = [] } = await renderer({
    source: book.source,
    config: book.config,
    workDir: join(book.dir, `work-${file}`),
    outFile,
    bookName: book.bookName,
    chromium: workerChromium,
  });
  return { outFile, warnings, notes };
}

/**
 * A fixture book for one `describe` block, rendered as its int suite renders it: the config read and a temporary
 * folder made before the suite, the folder removed after. `render` gives the output file and the warnings as the
 * build prints them.
 */
export function fixtureSuite(source: BookSource, bookName: string, tmpPrefix: string) {
  let dir = '';
  let config: PlatformConfig | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), tmpPrefix));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    config = loaded.config;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    /** The suite's temporary folder (made before its first test). */
    dir: () => dir,
    async render(renderer: FixtureRenderer, file: string): Promise<{ outFile: string; warnings: string[] }> {
      const { outFile, warnings } = await renderFixture(
        { source, config: config!, dir, bookName },
        renderer,
        file,
      );
      return { outFile, warnings: warnings.map(formatWarning) };
    },
  };
}

/** An HTML page's text: tags as spaces, each run of white space one space. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's text as read: one space for each run of white space, none before a comma, stop or closing bracket. */
export function readingText(html: string): string {
  return plainText(html).replace(/\s+([,.;)\]])/g, '$1');
}

/** A suite's book rendered as the HTML site, and one of its pages: its HTML, its text as read, and the warnings. */
export async function sitePage(
  book: ReturnType<typeof fixtureSuite>,
  page = 'ch01.html',
): Promise<{ html: string; text: string; warnings: string[] }> {
  const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
  const html = (await readZip(outFile)).get(page)!.toString('utf8');
  return { html, text: readingText(html), warnings };
}
