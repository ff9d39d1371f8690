import type { FastifyRequest } from 'fastify';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The Content-Security-Policy a published site is served with. Book HTML comes from our origin, so it
 * may show, never run, anything: the one script source allowed is the site's own `site/` folder, which
 * only the html renderer writes (Octavo's search and navigation script, MiniSearch and the search
 * index; a book's files live under assets/ and fonts/, and its scripts are removed). Not `'self'`:
 * that would let an SVG opened from the site load any script on this origin (another site's, or the
 * web UI's) and turn it against the reader's session.
 */
export function siteCsp(request: FastifyRequest, owner: string, repo: string): string {
  const host = request.host;
  const scripts = HOST.test(host)
    ? `${request.protocol}://${host}/sites/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/site/`
    : "'none'";
  return (
    `default-src 'self' data:; script-src ${scripts}; object-src 'none'; base-uri 'none'; ` +
    "form-action 'none'; frame-ancestors 'self'"
  );
}
