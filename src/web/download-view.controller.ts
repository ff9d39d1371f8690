import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DownloadLinks } from '../api/download-links';
import { SiteFiles } from '../sites/site-files';

/** A Host header fit to be written into a CSP (a name or address, and a port). */
const SAFE_HOST = /^(?:[A-Za-z0-9][A-Za-z0-9.-]{0,252}|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * An html build read in the browser tab (`download_url?inline=1`): the pages of its zip under the download's
 * own signature, carried in the path so that the pages' relative links keep it. Nothing without a valid,
 * unexpired signature; the book's pages may run only the site's own script folder, as published sites do.
 */
@Controller('downloads')
export class DownloadViewController {
  constructor(
    @Inject(DownloadLinks) private readonly links: DownloadLinks,
    @Inject(SiteFiles) private readonly files: SiteFiles,
  ) {}

  @Get(':buildId/html/:fileName/view/:expires/:access/:signature/*')
  async page(
    @Param('buildId') buildId: string,
    @Param('fileName') fileName: string,
    @Param('expires') expires: string,
    @Param('access') access: string,
    @Param('signature') signature: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const text = (status: number, message: string) =>
      reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(message);
    const path = `/downloads/${buildId}/html/${encodeURIComponent(fileName)}`;
    // The access count as the download link carried it: `0` is how a link made before any change says none.
    const link = await this.links.check({
      path,
      buildId,
      expires,
      signature,
      access: access === '0' ? undefined : access,
    });
    if ('refused' in link) {
      if (link.refused === 'expired')
        return text(410, 'This link has expired; open the build again for a fresh one.');
      if (link.refused === 'revoked')
        return text(
          410,
          `Who may read ${link.project} has changed since this link was made; open the build again.`,
        );
      if (link.refused === 'gone') return text(404, 'That build is no longer available.');
      return text(403, 'This link is not valid; use the download link the build gave you.');
    }
    const { build } = link;
    const artifact = build?.formats.find((f) => f.format === 'html' && f.status === 'completed')?.artifact;
    if (!artifact || artifact.fileName !== fileName) return text(404, 'That build is no longer available.');
    let inner: string;
    try {
      inner = decodeURIComponent((request.params as Record<string, string>)['*'] ?? '');
    } catch {
      return text(404, 'No such page.');
    }
    if (inner.split('/').some((part) => part === '..')) return text(404, 'No such page.');
    const found = await this.files.read(build!.id, artifact.file, inner).catch(() => null);
    if (!found) return text(404, 'No such page in this book.');
    const prefix = `${path}/view/${expires}/${access}/${signature}/`;
    const scripts = SAFE_HOST.test(request.host)
      ? `${request.protocol}://${request.host}${prefix}site/`
      : "'none'";
    return reply
      .header('content-type', found.type)
      .header(
        'content-security-policy',
        `default-src 'self' data:; script-src ${scripts}; ` +
          "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(found.content);
  }
}
