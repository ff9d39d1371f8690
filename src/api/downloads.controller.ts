import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';
import { ApiError } from './api-error';
import { ApiRoute, errorAnswer } from './api-route';
import { DownloadPath, DownloadQuery } from './dto';
import { DownloadLinks, LinkRefusal } from './download-links';

/** What a browser can show in the tab itself with `?inline=1` (an EPUB or MOBI is always a download). */
const INLINE_TYPES = new Set(['application/pdf', 'text/plain; charset=utf-8', 'text/html; charset=utf-8']);

/** Outside /api: a signed, expiring link works without a token (browsers, curl). */
@Controller('downloads')
export class DownloadsController {
  constructor(
    @Inject(DownloadLinks) private readonly links: DownloadLinks,
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
  ) {}

  @Get(':buildId/:format/:fileName')
  @ApiRoute({
    summary: 'An artifact through its signed, expiring download_url (no token)',
    security: [],
    path: DownloadPath,
    query: DownloadQuery,
    responses: {
      '200': { description: 'The file' },
      '403': errorAnswer('invalid_signature'),
      '404': errorAnswer('artifact_not_found: the file is no longer available'),
      '410': errorAnswer('link_expired'),
    },
  })
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
    const link = await this.links.check({ path, buildId, expires, signature, access });
    if ('refused' in link) throw refusal(link.refused, link.project);
    const { build } = link;
    const entry = build?.formats.find((f) => f.format === format && f.status === 'completed' && f.artifact);
    const artifact = entry?.artifact && entry.artifact.fileName === fileName ? entry.artifact : null;
    const opened = artifact ? await this.artifacts.open(artifact.file) : null;
    if (!artifact || !opened)
      throw new ApiError(404, 'artifact_not_found', 'that file is no longer available; build again');
    const shown = inline === '1' || inline === 'true';
    if (shown && format === 'html') {
      // The site in the zip, read page by page under the same signature (kept in the path, so its links work).
      opened.stream.destroy();
      return reply.redirect(`${path}/view/${expires}/${access ?? 0}/${signature}/index.html`, 302);
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

function refusal(why: LinkRefusal, project: string | undefined): ApiError {
  switch (why) {
    case 'expired':
      return new ApiError(
        410,
        'link_expired',
        'this download link has expired; fetch the build again for a fresh link',
      );
    case 'invalid':
      return new ApiError(
        403,
        'invalid_signature',
        'this download link is not valid; use the download_url the API gave you',
      );
    case 'gone':
      return new ApiError(404, 'artifact_not_found', 'that file is no longer available; build again');
    case 'revoked':
      return new ApiError(
        410,
        'link_revoked',
        `who may read ${project} has changed since this download link was made, so it no longer works; fetch the build again for a fresh link`,
      );
  }
}
