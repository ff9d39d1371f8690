import { join } from 'node:path';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { isLiveSession, WebSessionsQueries } from '../accounts/web-sessions.queries';
import { BuildsQueries } from '../builds/builds.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, Clock } from '../domain/command-executor';
import { canRead } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { loadOrCreateSecret } from '../security/secret-file';
import { cookieOptions, requestCookie } from '../sessions/cookies';
import { sessionHash } from '../sessions/session-codec';
import { WebSessions } from '../sessions/web-sessions';
import { siteCsp } from './site-csp';
import { siteFileHeaders } from './site-file-policy';
import { SiteFiles } from './site-files';
import { COOKIE_GRANT_MS, GRANT_PARAMETER, LINK_GRANT_MS, SITE_COOKIE, SiteGrants } from './site-grants';
import { SitesQueries } from './sites.queries';

/** The same answer whether there is no site or a private one the reader may not see: nothing leaks. */
const noSite = (loginUrl: string) =>
  `No site is published here. If it is a private site, <a href="${loginUrl}">log in</a> with an account that can read the project.`;

@Controller('sites')
export class SiteServerController {
  private readonly grants: SiteGrants;
  /** The host of OCTAVO_SITES_URL, when sites have their own origin. */
  private readonly sitesHost: string | null;

  constructor(
    @Inject(SitesQueries) private readonly sites: SitesQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(WebSessions) private readonly sessions: WebSessions,
    @Inject(WebSessionsQueries) private readonly sessionRecords: WebSessionsQueries,
    @Inject(SiteFiles) private readonly files: SiteFiles,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {
    this.grants = new SiteGrants(loadOrCreateSecret(join(config.dataDir, 'keys', 'site-grant.key')));
    this.sitesHost = config.sitesUrl ? new URL(config.sitesUrl).host : null;
  }

  @Get(':owner/:repo')
  root(@Param('owner') owner: string, @Param('repo') repo: string, @Res() reply: FastifyReply) {
    void reply.redirect(`/sites/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/`, 301);
  }

  @Get(':owner/:repo/*')
  async file(
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const onSitesOrigin = this.sitesHost !== null && request.host === this.sitesHost;
    const notFound = (message: string) =>
      reply
        .status(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>${message}</p></html>`,
        );
    const fullName = `${owner}/${repo}`;
    // On the sites origin the web UI is elsewhere: log in there, and come back through the grant redirect.
    const loginUrl = onSitesOrigin
      ? `${this.config.baseUrl}/login?next=${encodeURIComponent(pathOf(request.url))}`
      : '/login';
    const site = await this.sites.byProject(fullName);
    const project = site ? await this.projects.byId(site.projectId) : null;
    if (!site || !project) return notFound(noSite(loginUrl));
    if (this.config.sitesUrl && !onSitesOrigin) {
      return this.toSitesOrigin(request, reply, project, site.public, () => notFound(noSite(loginUrl)));
    }
    if (!site.public) {
      const reader = onSitesOrigin
        ? await this.readerOnSitesOrigin(request, reply, project)
        : await this.signedInReader(request);
      if (reader === 'redirected') return reply;
      if (!reader || !canRead(project, reader)) return notFound(noSite(loginUrl));
    }
    const build = await this.builds.byId(site.buildId);
    const artifact = build?.formats.find((f) => f.format === 'html' && f.artifact)?.artifact;
    if (!artifact) return notFound('The published build is no longer available; publish a newer one.');
    let path: string;
    try {
      path = decodeURIComponent((request.params as Record<string, string>)['*'] ?? '');
    } catch {
      return notFound('No such page.');
    }
    if (path.split('/').some((part) => part === '..')) return notFound('No such page.');
    const found = await this.files.read(site.buildId, artifact.file, path);
    if (!found) return notFound('No such page in this site.');
    const served = siteFileHeaders(found.path, found.type);
    await reply
      .header('content-type', served.contentType)
      .header('content-security-policy', siteCsp(request, owner, repo))
      .headers(served.headers)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', site.public ? 'public, max-age=60' : 'private, max-age=60')
      .send(found.content);
  }

  /** The signed-in reader of a web UI session on this origin, if any. */
  private async signedInReader(request: FastifyRequest): Promise<UserView | null> {
    const session = await this.sessions.live(request, this.clock.now().getTime());
    return session?.userId ? this.accounts.userById(session.userId) : null;
  }

  /**
   * On the web UI's origin, with OCTAVO_SITES_URL set: a public site is read on its own origin; a reader of a
   * private one goes there with a short grant for this site, or gets the same 404 as for no site.
   */
  private async toSitesOrigin(
    request: FastifyRequest,
    reply: FastifyReply,
    project: ProjectView,
    isPublic: boolean,
    notFound: () => FastifyReply,
  ) {
    const target = `${this.config.sitesUrl}${pathOf(request.url)}`;
    if (isPublic) return reply.redirect(target, 302);
    const now = this.clock.now().getTime();
    const session = await this.sessions.live(request, now);
    const reader = session?.userId ? await this.accounts.userById(session.userId) : null;
    if (!session || !reader || !canRead(project, reader)) return notFound();
    const grant = this.grants.encode({
      userId: reader.id,
      sessionHash: sessionHash(session.sessionId),
      projectId: project.id,
      expiresAt: now + LINK_GRANT_MS,
    });
    return reply.redirect(`${target}?${GRANT_PARAMETER}=${encodeURIComponent(grant)}`, 303);
  }

  /**
   * The reader of a private site on the sites origin: a grant in the link (exchanged for this site's cookie,
   * and the link cleaned of it) or that cookie. Either holds only while its web session is live and its user
   * may read the project.
   */
  private async readerOnSitesOrigin(
    request: FastifyRequest,
    reply: FastifyReply,
    project: ProjectView,
  ): Promise<UserView | null | 'redirected'> {
    const now = this.clock.now().getTime();
    const fromLink = (request.query as Record<string, unknown>)[GRANT_PARAMETER];
    if (typeof fromLink === 'string') {
      const grant = this.grants.decode(fromLink, project.id, now);
      const user = grant && (await this.grantHolder(grant.userId, grant.sessionHash, now));
      if (!grant || !user) return null;
      const cookie = this.grants.encode({ ...grant, expiresAt: now + COOKIE_GRANT_MS });
      // The sites origin's cookie for one site: its path only.
      void reply.setCookie(
        SITE_COOKIE,
        cookie,
        cookieOptions({
          path: `/sites/${encodeURIComponent(project.owner)}/${encodeURIComponent(project.name)}/`,
          secure: (this.config.sitesUrl ?? '').startsWith('https:'),
          maxAgeMs: COOKIE_GRANT_MS,
        }),
      );
      void reply.redirect(pathOf(request.url), 303);
      return 'redirected';
    }
    const grant = this.grants.decode(requestCookie(request, SITE_COOKIE), project.id, now);
    return grant ? this.grantHolder(grant.userId, grant.sessionHash, now) : null;
  }

  private async grantHolder(userId: string, hash: string, now: number): Promise<UserView | null> {
    const session = await this.sessionRecords.byHash(hash);
    if (!session || session.userId !== userId || !isLiveSession(session, new Date(now))) return null;
    return this.accounts.userById(userId);
  }
}

/** The path of a request URL, without its query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
