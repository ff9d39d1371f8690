import { Controller, Inject, Param, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GitHistory } from '../../git';
import { formatWarning } from '../../renderers/warnings';
import { previewDocument } from '../../renderers/preview/preview-document';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ChapterPreviews, PreviewSuperseded } from '../preview/chapter-previews';
import type { ProjectView } from '../../projections/read-model-types';
import { encodePath, ProjectLoader, wildcardOf } from './project-loader';
import { projectUrl } from './views/project-views';
import { field, Form, Web, WebContext, WebRequest } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject } from './web-errors';
import { WebSessionGuard } from './web-session.guard';

/** Where the preview's @font-face rules find the shipped fonts (`/assets/fonts/<file>`). */
export const PREVIEW_FONT_PREFIX = '/assets/';

/** The parts of a preview a page shows: the document for its frame and the file's problems. */
export interface PreviewResult {
  document: string;
  warnings: Array<{ kind: string; file?: string; line?: number; text: string; formatted: string }>;
  listed: boolean;
}

/** Renders a file with the book's own renderer, for the file viewer and as the editor's live preview. */
export async function previewOf(
  previews: ChapterPreviews,
  config: OctavoConfig,
  project: ProjectView,
  location: { branch: string; commit: string; path: string },
  options: { text?: string; key: string },
): Promise<PreviewResult> {
  const branchPath = encodePath(location.branch);
  const preview = await previews.render(options.key, {
    owner: project.owner,
    repo: project.name,
    commit: location.commit,
    path: location.path,
    text: options.text,
    fileBase: projectUrl(project, `/blob/${branchPath}`),
    assetBase: projectUrl(project, `/raw/${branchPath}`),
    fontPrefix: PREVIEW_FONT_PREFIX,
    maxBookFiles: config.maxBookFiles,
  });
  return {
    document: previewDocument(preview),
    warnings: preview.warnings.map((w) => ({ ...w, formatted: formatWarning(w) })),
    listed: preview.listed,
  };
}

/** The editor's live preview (JSON for its script). */
@Controller()
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class PreviewController {
  constructor(
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(ChapterPreviews) private readonly previews: ChapterPreviews,
    @Inject(GitHistory) private readonly history: GitHistory,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  /** `{content, base_commit?}` → `{document, warnings, listed}`: the text as the book would show it. */
  @Post(':owner/:repo/preview/*')
  async preview(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const location = await this.loader.locate(project, wildcardOf(request.params));
    if (!location.path) throw reject(422, 'Name a file to preview.');
    const base = field(form, 'base_commit');
    const commit = base ? await this.history.resolveCommit(project.owner, project.name, base) : null;
    try {
      const result = await previewOf(
        this.previews,
        this.config,
        project,
        { ...location, commit: commit ?? location.commit },
        {
          text: field(form, 'content').replace(/\r\n/g, '\n'),
          key: `${web.session.sessionId}:${project.id}:${location.path}`,
        },
      );
      return reply.header('content-type', 'application/json; charset=utf-8').send(result);
    } catch (error) {
      if (error instanceof PreviewSuperseded) return reply.status(409).send({ error: 'superseded' });
      return reply.status(422).send({ error: 'preview_failed', message: (error as Error).message });
    }
  }
}
