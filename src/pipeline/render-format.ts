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
  printPagesOfPdf,
  warning,
} from '../../renderers';
import type { BuildRequestedData, Format } from '../domain/build';
import { gitBookSource } from '../builds/git-book-source';

export interface RenderedFile {
  file: string;
  fileName: string;
  contentType: string;
  warnings: BookWarning[];
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
  const fileName = `${repo}-${short}${renderer.suffix}`;
  const file = join(workDir, fileName);
  const req: RenderRequest = {
    source,
    config: config.config,
    workDir: join(workDir, format),
    outFile: file,
    signal,
    bookName: build.project,
    sourceDate,
  };
  const aidWarnings: BookWarning[] = [];
  let result: RenderResult;
  if (format === 'epub' && aids.printEdition) {
    const printPages = await readPrintPages(aids.printEdition, aidWarnings);
    result = await renderEpub(req, printPages ? { printPages } : {});
  } else {
    result = await renderer.render(req);
  }
  // The config's remarks first (those about another format's options stay with that format).
  const warnings = [...configWarningsFor(config.warnings, format), ...aidWarnings, ...result.warnings];
  return { file, fileName, contentType: renderer.contentType, warnings };
}

/** The PDF's pages for the EPUB; a PDF that cannot be read costs the page-list, not the EPUB. */
async function readPrintPages(pdf: string, warnings: BookWarning[]) {
  try {
    return await printPagesOfPdf(await readFile(pdf));
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
