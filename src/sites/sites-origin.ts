import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OctavoConfig } from '../config/config';

/**
 * With OCTAVO_SITES_URL set, that origin serves published sites and nothing else: no web UI page, API route or
 * download is reachable there (a page of a site could otherwise fetch them with the reader's cookies for that
 * origin). Returns true when the request was answered here.
 */
export function refusedOnSitesOrigin(
  config: Pick<OctavoConfig, 'sitesUrl'>,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const sitesHost = config.sitesUrl ? new URL(config.sitesUrl).host : null;
  return (request, reply) => {
    if (sitesHost === null || request.host !== sitesHost || request.url.startsWith('/sites/')) return false;
    void reply
      .status(404)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('Only published sites are served at this address.\n');
    return true;
  };
}
