import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeEpub } from '../epub/render-epub';
import { buildModelFor } from '../model/model-for-render';
import { BookModel } from '../model/book-model';
import { LimitedRun } from '../process/run-limited';
import { ebookConvertPath, mobiWriter } from '../tool-paths';
import { RenderFailure, RenderRequest, RenderResult } from '../types';
import { parseHtml, serializeHtml } from '../dom/html-dom';
import { replaceMathWithText } from '../math/math-as-text';
import { BookWarning, warning } from '../warnings';
import { startEbookConvert } from './ebook-convert-ahead';
import { calendarDate, kindleMetadataOpf } from './kindle-metadata';
import { writeNativeMobi } from './native/render-native-mobi';

const MEMORY_CAP_BYTES = 2_000_000_000;

export { ebookConvertPath } from '../tool-paths';

/** The book's metadata as Calibre options (it reads the EPUB's too; these make the Kindle record exact). */
export function metadataOptions(model: BookModel): string[] {
  const options = ['--title', model.title, '--language', model.lang, '--book-producer', 'Octavo'];
  if (model.authors.length) options.push('--authors', model.authors.join(' & '));
  if (model.publisher) options.push('--publisher', model.publisher);
  if (model.isbn) options.push('--isbn', model.isbn);
  const published = calendarDate(model.date);
  if (published) options.push('--pubdate', published);
  if (model.description) options.push('--comments', model.description);
  return options;
}

/**
 * The `mobi` format: the book's EPUB converted by Calibre (Kindle profile, old and new Kindle formats in one file),
 * or with OCTAVO_MOBI_WRITER=native a MOBI 6 file Octavo writes itself.
 */
export async function renderMobi(req: RenderRequest): Promise<RenderResult> {
  if (mobiWriter() === 'native') return renderNativeMobi(req);
  const converter = ebookConvertPath();
  if (!existsSync(converter)) {
    throw new RenderFailure(
      `MOBI output needs Calibre's ebook-convert, which is not installed on this server (looked for ${converter}); ` +
        'ask the administrator to install the "calibre" package, or build epub instead',
    );
  }
  const options = req.config.formats.mobi ?? {};
  const home = join(req.workDir, 'calibre');
  await mkdir(home, { recursive: true });
  const calibre = startEbookConvert(converter, {
    cwd: req.workDir,
    memoryBytes: MEMORY_CAP_BYTES,
    signal: req.signal,
    env: calibreEnvironment(home),
  });
  try {
    const model = await buildModelFor(req, 'mobi');
    const epub = join(req.workDir, 'book.epub');
    const mathNote = mathForKindle(model);
    const { warnings, notes } = await writeEpub(
      model,
      options,
      {
        config: req.config,
        outFile: epub,
        signal: req.signal,
        bookName: req.bookName,
        sourceDate: req.sourceDate,
        ...(req.cache ? { cache: req.cache } : {}),
      },
      { withoutFonts: true },
    );
    const metadata = join(req.workDir, 'kindle-metadata.opf');
    await writeFile(metadata, kindleMetadataOpf(model, req.bookName, req.sourceDate));
    const run = await calibre.convert(ebookConvertArguments(epub, req.outFile, model, metadata));
    await checkConverted(run, req.outFile);
    return { warnings: mathNote ? [...warnings, mathNote] : warnings, ...(notes ? { notes } : {}) };
  } finally {
    calibre.cancel();
  }
}

async function renderNativeMobi(req: RenderRequest): Promise<RenderResult> {
  const model = await buildModelFor(req, 'mobi');
  const mathNote = mathForKindle(model);
  const { warnings, notes } = await writeNativeMobi(model, req.config.formats.mobi ?? {}, req);
  return { warnings: mathNote ? [...warnings, mathNote] : warnings, ...(notes ? { notes } : {}) };
}

async function checkConverted(run: LimitedRun, outFile: string): Promise<void> {
  const size = await stat(outFile).then(
    (s) => s.size,
    () => 0,
  );
  if (run.code !== 0 || size === 0) {
    const tail = run.output.trim().split('\n').slice(-5).join('\n');
    throw new RenderFailure(
      `Calibre could not convert the book to MOBI (ebook-convert exit ${run.code}): ${tail || 'no output'}`,
    );
  }
}

/**
 * Kindle's MOBI formats cannot draw MathML: Calibre drops it from the old format and passes it to the
 * new one, where readers show its bare text (TeX annotation included). Each formula is written as
 * text with superscripts and subscripts instead, and the author is told once.
 */
function mathForKindle(model: BookModel): BookWarning | undefined {
  let total = 0;
  model.divisions = model.divisions.map((division) => {
    if (!/<math[\s>]/.test(division.html)) return division;
    const { nodes, count } = replaceMathWithText(parseHtml(division.html));
    total += count;
    return { ...division, html: serializeHtml(nodes) };
  });
  if (total === 0) return undefined;
  return warning(
    'format',
    undefined,
    `${total} math expression(s) written as plain text with superscripts and subscripts: ` +
      'Kindle (MOBI) cannot show MathML; the EPUB, PDF and HTML have the typeset math',
  );
}

/** Calibre keeps its settings and caches under HOME; all of it stays in `home` (the render's directory). */
export function calibreEnvironment(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    TMPDIR: home,
    CALIBRE_CONFIG_DIRECTORY: join(home, 'config'),
    CALIBRE_TEMP_DIR: home,
    QT_QPA_PLATFORM: 'offscreen',
    LANG: 'C.UTF-8',
  };
}

/** Octavo's `ebook-convert` call: a MOBI for old and new Kindles from `epub`. */
export function ebookConvertArguments(
  epub: string,
  out: string,
  model: BookModel,
  /** kindleMetadataOpf's file: the ASIN and dates. */
  metadataOpf?: string,
): string[] {
  const opf = metadataOpf ? ['--read-metadata-from-opf', metadataOpf] : [];
  return [epub, out, ...KINDLE_OPTIONS, ...opf, ...metadataOptions(model)];
}

/** Calibre's options for a MOBI that old and new Kindles read (the book's metadata apart). */
export const KINDLE_OPTIONS: readonly string[] = [
  '--output-profile',
  'kindle',
  '--mobi-file-type',
  'both',
  '--no-inline-toc',
  // PalmDOC compression is most of Calibre's time for `both` (corpus book 21.3 s → 7.6 s without it; the
  // file grows 5.6 → 7.8 MB). Uncompressed text records are part of the format (kindlegen -c0 makes them)
  // and every Kindle reads them.
  '--dont-compress',
];
