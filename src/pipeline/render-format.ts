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

/** Turns the book at the pinned commit into one format's artifact inside `workDir`. */
export async function renderFormat(
  git: GitRepositories,
  build: BuildRequestedData,
  format: Format,
  workDir: string,
  signal: AbortSignal,
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
  const result = await renderer.render({
    source,
    config: config.config,
    workDir: join(workDir, format),
    outFile: file,
    signal,
    bookName: build.project,
    sourceDate,
  });
  // The config's remarks first (those about another format's options stay with that format).
  const warnings = [...configWarningsFor(config.warnings, format), ...result.warnings];
  return { file, fileName, contentType: renderer.contentType, warnings };
}
