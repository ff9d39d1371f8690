import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BuildsQueries } from '../builds/builds.queries';
import { CLOCK, Clock } from '../domain/command-executor';
import { ARTIFACT_STORE, ArtifactStore } from '../pipeline/artifact-store';
import { ProjectsQueries } from '../projects/projects.queries';
import { DownloadSigner } from '../security/download-signer';
import { ApiError } from './api-error';
import { BuildPresenter } from './build-presenter';

/** What a browser can show in the tab itself with `?inline=1` (an EPUB or MOBI is always a download). */
const INLINE_TYPES = new Set(['application/pdf', 'text/plain; charset=utf-8', 'text/html; charset=utf-8']);

/** Outside /api: a signed, expiring link works without a token (browsers, curl). */
@Controller('downloads')
export class DownloadsController {
  constructor(
    @Inject(DownloadSigner) private readonly signer: DownloadSigner,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':buildId/:format/:fileName')
  async download(
    @Param('buildId') buildId: string,
    @Param('format') format: string,
    @Param('fileName') fileName: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Query('access') access: string | undefined,
    @Query('inline') inline: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const path = `/downloads/${buildId}/${format}/${encodeURIComponent(fileName)}`;
    const verdict = this.signer.verify(path, expires, signature, this.clock.now().getTime(), access);
    if (verdict === 'expired') {
      throw new ApiError(
        410,
        'link_expired',
        'this download link has expired; fetch the build again for a fresh link',
      );
    }
    if (verdict === 'invalid') {
      throw new ApiError(
        403,
        'invalid_signature',
        'this download link is not valid; use the download_url the API gave you',
      );
    }
    const build = await this.builds.byId(Number(buildId));
    // A link ends with the access it was made under: once someone lost read access to the project (removed as a
    // collaborator, the project made private) every link made before is refused; readers fetch a new one.
    const project = build ? await this.projects.byId(build.projectId) : null;
    if (build && !project) {
      throw new ApiError(404, 'artifact_not_found', 'that file is no longer available; build again');
    }
    if (project && (project.accessEpoch ?? 0) !== Number(access ?? 0)) {
      throw new ApiError(
        410,
        'link_revoked',
        `who may read ${project.fullName} has changed since this download link was made, so it no longer works; fetch the build again for a fresh link`,
      );
    }
    const entry = build?.formats.find((f) => f.format === format && f.status === 'completed' && f.artifact);
    const artifact = entry?.artifact && entry.artifact.fileName === fileName ? entry.artifact : null;
    const opened = artifact ? await this.artifacts.open(artifact.file) : null;
    if (!artifact || !opened)
      throw new ApiError(404, 'artifact_not_found', 'that file is no longer available; build again');
    const shown = inline === '1' || inline === 'true';
    if (shown && format === 'html') {
      // The site in the zip, read page by page under the same signature (kept in the path, so its links work).
      opened.stream.destroy();
      return reply.redirect(`${path}/view/${expires}/${signature}/index.html`, 302);
    }
    const disposition = shown && INLINE_TYPES.has(artifact.contentType) ? 'inline' : 'attachment';
    await reply
      .header('content-type', artifact.contentType)
      .header('content-length', String(opened.size))
      .header('content-disposition', `${disposition}; filename="${artifact.fileName.replace(/"/g, '')}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(opened.stream);
  }
}
