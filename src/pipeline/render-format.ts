import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GitRepositories } from '../../git';
import {
  configWarningsFor,
  loadPlatformConfig,
  renderEpub,
  renderHtml,
  renderMobi,
  renderPdf,
  RenderFailure,
  RenderRequest,
  RenderResult,
  BookWarning,
  printPagesOfPdfCached,
  warning,
  DiskRenderCache,
  emptyCacheStats,
  RenderCache,
  RenderCacheStats,
  RenderCacheUse,
} from '../../renderers';
import type { RenderCacheSetting } from './render-thread-protocol';
import type { PartOfBook, PartPrinter } from '../../renderers/pdf/part-printer';
import type { ChromiumSupply } from '../../renderers/pdf/chromium';
import type { BuildRequestedData, Format } from '../domain/build';
import { gitBookSource } from '../builds/git-book-source';

export interface RenderedFile {
  file: string;
  fileName: string;
  contentType: string;
  warnings: BookWarning[];
  /** What the render took from the render cache (formats built from the book's sources). */
  cache?: RenderCacheStats;
  /** What the render did because the book asked, for the build log. */
  notes?: string[];
}

type BookFormat = Exclude<Format, 'platform'>;

const BOOK_RENDERERS: Record<
  BookFormat,
  { render: (req: RenderRequest) => Promise<RenderResult>; suffix: string; contentType: string }
> = {
  pdf: { render: renderPdf, suffix: '.pdf', contentType: 'application/pdf' },
  epub: { render: renderEpub, suffix: '.epub', contentType: 'application/epub+zip' },
  mobi: { render: renderMobi, suffix: '.mobi', contentType: 'application/x-mobipocket-ebook' },
  html: { render: renderHtml, suffix: '-html.zip', contentType: 'application/zip' },
};

/** What a render may use besides the commit. */
export interface RenderAids {
  /** EPUB: the same build's PDF (a file path), whose pages become the EPUB's page-list (issue 14). */
  printEdition?: string;
  /** Each source file's conversion is kept here between renders (issue 17, item 4). */
  cache?: RenderCache;
  /** PDF: prints the book's parts in other worker processes (issue 17, item 5). */
  partPrinter?: PartPrinter;
  /** PDF: print only this part, for another process's render; the file is the part's print. */
  pdfPart?: PartOfBook;
  /** PDF: the Chromium this process keeps running between renders. */
  chromium?: ChromiumSupply;
}

/** The render cache a setting names; none when it is absent or its size is 0 (turned off). */
export function openRenderCache(setting: RenderCacheSetting | undefined): RenderCache | undefined {
  return setting && setting.maxBytes > 0 ? new DiskRenderCache(setting.dir, setting.maxBytes) : undefined;
}

/** Turns the book at the pinned commit into one format's artifact inside `workDir`. */
export async function renderFormat(
  git: GitRepositories,
  build: BuildRequestedData,
  format: Format,
  workDir: string,
  signal: AbortSignal,
  aids: RenderAids = {},
): Promise<RenderedFile> {
  const [owner, repo] = build.project.split('/');
  const short = build.commit.slice(0, 7);
  if (!(await git.exists(owner, repo))) {
    throw new RenderFailure(`the project ${build.project} no longer exists, so it cannot be built`);
  }
  if (format === 'platform') {
    const file = join(workDir, `${repo}-${short}-source.zip`);
    await git.archiveZip(owner, repo, build.commit, file);
    return { file, fileName: `${repo}-${short}-source.zip`, contentType: 'application/zip', warnings: [] };
  }
  const renderer = BOOK_RENDERERS[format];
  // The commit's date is the artifact's: the same commit gives the same bytes (issue 17).
  const { date: sourceDate } = await git.commitInfo(owner, repo, build.commit);
  const source = gitBookSource(git, owner, repo, build.commit);
  const config = await loadPlatformConfig(source);
  if (!config.ok) throw new RenderFailure(config.message);
  if (aids.pdfPart && format !== 'pdf') throw new Error(`a part of a book is printed for PDF, not ${format}`);
  const fileName = aids.pdfPart
    ? `${repo}-${short}-part-${aids.pdfPart.index + 1}.bin`
    : `${repo}-${short}${renderer.suffix}`;
  const file = join(workDir, fileName);
  const cache = aids.cache ? { cache: aids.cache, stats: emptyCacheStats() } : undefined;
  const req: RenderRequest = {
    source,
    config: config.config,
    workDir: join(workDir, format),
    outFile: file,
    signal,
    bookName: build.project,
    sourceDate,
    ...(cache ? { cache } : {}),
    ...(aids.pdfPart ? { pdfParts: { only: aids.pdfPart } } : {}),
    ...(aids.partPrinter && !aids.pdfPart ? { pdfParts: { printer: aids.partPrinter } } : {}),
    ...(aids.chromium ? { chromium: aids.chromium } : {}),
  };
  const aidWarnings: BookWarning[] = [];
  let result: RenderResult;
  if (format === 'epub' && aids.printEdition) {
    const printPages = await readPrintPages(aids.printEdition, aidWarnings, cache);
    result = await renderEpub(req, printPages ? { printPages } : {});
  } else {
    result = await renderer.render(req);
  }
  // The config's remarks first (those about another format's options stay with that format).
  const warnings = [...configWarningsFor(config.warnings, format), ...aidWarnings, ...result.warnings];
  // What this render added may push the cache past its bound; a render that only read from it cannot.
  if (cache && cache.stats.misses > 0) await cache.cache.trim();
  return {
    file,
    fileName,
    contentType: aids.pdfPart ? 'application/octet-stream' : renderer.contentType,
    warnings,
    ...(cache ? { cache: cache.stats } : {}),
    ...(result.notes?.length ? { notes: result.notes } : {}),
  };
}

/** The PDF's pages for the EPUB; a PDF that cannot be read costs the page-list, not the EPUB. */
async function readPrintPages(pdf: string, warnings: BookWarning[], cache: RenderCacheUse | undefined) {
  try {
    return await printPagesOfPdfCached(await readFile(pdf), cache);
  } catch (error) {
    warnings.push(
      warning(
        'format',
        undefined,
        `the EPUB has no page-list: the PDF of this build could not be read (${(error as Error).message})`,
      ),
    );
    return undefined;
  }
}
