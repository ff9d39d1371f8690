import { join } from 'node:path';
import { GitRepositories } from '../../git';
import { loadPlatformConfig, renderHtml, RenderFailure } from '../../renderers';
import type { BuildRequestedData, Format } from '../domain/build';
import { gitBookSource } from '../builds/git-book-source';

export interface RenderedFile {
  file: string;
  fileName: string;
  contentType: string;
  warnings: string[];
}

const NOT_YET: Partial<Record<Format, string>> = {
  pdf: 'PDF',
  epub: 'EPUB',
  mobi: 'MOBI',
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
  switch (format) {
    case 'platform': {
      const file = join(workDir, `${repo}-${short}-source.zip`);
      await git.archiveZip(owner, repo, build.commit, file);
      return { file, fileName: `${repo}-${short}-source.zip`, contentType: 'application/zip', warnings: [] };
    }
    case 'html': {
      const source = gitBookSource(git, owner, repo, build.commit);
      const config = await loadPlatformConfig(source);
      if (!config.ok) throw new RenderFailure(config.message);
      const file = join(workDir, `${repo}-${short}-html.zip`);
      const result = await renderHtml({
        source,
        config: config.config,
        workDir: join(workDir, 'html'),
        outFile: file,
        signal,
        bookName: build.project,
      });
      return {
        file,
        fileName: `${repo}-${short}-html.zip`,
        contentType: 'application/zip',
        warnings: result.warnings,
      };
    }
    default:
      throw new RenderFailure(
        `${NOT_YET[format] ?? format} output is not available in this Octavo release yet; build html or platform for now`,
      );
  }
}
