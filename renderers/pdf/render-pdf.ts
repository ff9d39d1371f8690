import { mkdir, writeFile } from 'node:fs/promises';
import { Browser } from 'puppeteer';
import { buildBookModel } from '../model/build-book-model';
import { BookModel } from '../model/book-model';
import { loadBookFonts } from '../theme/fonts';
import { bookHasMath } from '../math/book-has-math';
import { RenderRequest, RenderResult } from '../types';
import { warning } from '../warnings';
import { openBookPage, ServedFile, withChromium } from './chromium';
import { pageNumbersOfDestinations } from './page-numbers';
import { finishPdf } from './finish-pdf';
import { withMemoryCap } from './memory-watch';
import { printDocument, PrintOptions } from './print-document';
import { DEFAULT_TRIM, parseTrimSize } from './trim-size';

/** The `pdf` format: the book paginated by Chromium with CSS paged media, fonts embedded. */
export async function renderPdf(req: RenderRequest): Promise<RenderResult> {
  const options = req.config.formats.pdf ?? {};
  const model = await buildBookModel(req.source, req.config, {
    bookName: req.bookName,
    syntaxHighlighting: options.syntaxhighlighting !== false,
    signal: req.signal,
    format: 'pdf',
  });
  const warnings = [...model.warnings];
  let trim = parseTrimSize(options.trim_size ?? DEFAULT_TRIM);
  if (!trim) {
    warnings.push(
      warning(
        'config',
        undefined,
        `formats.pdf.trim_size "${options.trim_size}" is not a page size (write it like "7in x 9.1875in" or "A4"); ` +
          `${DEFAULT_TRIM} is used`,
      ),
    );
    trim = parseTrimSize(DEFAULT_TRIM)!;
  }
  const print: PrintOptions = {
    trim,
    forPrint: (options.version ?? '').toLowerCase() === 'print',
    toc: options.toc !== false,
    index: options.index !== false,
    fonts: await loadBookFonts({ math: bookHasMath(model) }),
  };
  await mkdir(req.workDir, { recursive: true });
  const files = servedFiles(model, print);
  const refused = new Set<string>();

  const pdf = await withChromium(req.workDir, req.signal, (browser) =>
    withMemoryCap(
      browser.process()?.pid,
      () => killBrowser(browser),
      () => printBook(browser, model, print, files, refused),
    ),
  );
  req.signal?.throwIfAborted();
  for (const url of refused) {
    warnings.push(
      warning(
        'remote-resource',
        undefined,
        `the PDF asked for ${url}, which was not loaded (rendering never leaves the book's files)`,
        url,
      ),
    );
  }
  const openers = model.divisions.filter((d) => d.kind !== 'toc').map((d) => d.id);
  const finished = await finishPdf(
    pdf,
    { title: model.title, authors: model.authors, lang: model.lang },
    openers,
  );
  req.signal?.throwIfAborted();
  await writeFile(req.outFile, finished);
  return { warnings };
}

/** Chromium leads its own process group; killing the group leaves none of its helpers behind. */
function killBrowser(browser: Browser): void {
  const child = browser.process();
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

async function printBook(
  browser: Browser,
  model: BookModel,
  print: PrintOptions,
  files: Map<string, ServedFile>,
  refused: Set<string>,
): Promise<Uint8Array> {
  const numbered = print.toc || (print.index && model.indexTerms.length > 0);
  if (!numbered) return printOnce(browser, model, print, files, refused, true);
  // Pass one only places things (no tagging or outline, which cost Chromium real time); the page
  // numbers in the contents and index come from where it put each target.
  const first = await printOnce(browser, model, print, files, refused, false);
  const pages = await pageNumbersOfDestinations(first);
  return printOnce(browser, model, { ...print, pages }, files, refused, true);
}

function servedFiles(model: BookModel, print: PrintOptions): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const font of print.fonts) files.set(font.file, { body: font.data, contentType: 'font/woff2' });
  for (const asset of model.assets) {
    files.set(asset.outputPath, { body: asset.data, contentType: asset.mediaType });
  }
  return files;
}

async function printOnce(
  browser: Browser,
  model: BookModel,
  print: PrintOptions,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  final: boolean,
): Promise<Uint8Array> {
  const html = printDocument(model, print);
  const served = new Map(files);
  served.set('book.html', { body: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' });
  const page = await openBookPage(browser, 'book.html', served, refused);
  try {
    return await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      outline: final,
      tagged: final,
      displayHeaderFooter: false,
      waitForFonts: false,
      timeout: 0,
    });
  } finally {
    await page.close();
  }
}
