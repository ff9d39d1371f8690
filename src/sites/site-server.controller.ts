import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountsQueries } from '../accounts/accounts.queries';
import { BuildsQueries } from '../builds/builds.queries';
import { CLOCK, Clock } from '../domain/command-executor';
import { canRead } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { WebSessions } from '../web/web-sessions';
import { siteCsp } from './site-csp';
import { SiteFiles } from './site-files';
import { SitesQueries } from './sites.queries';

/** The same answer whether there is no site or a private one the reader may not see: nothing leaks. */
const NO_SITE =
  'No site is published here. If it is a private site, <a href="/login">log in</a> with an account that can read the project.';

@Controller('sites')
export class SiteServerController {
  constructor(
    @Inject(SitesQueries) private readonly sites: SitesQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(WebSessions) private readonly sessions: WebSessions,
    @Inject(SiteFiles) private readonly files: SiteFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    const notFound = (message: string) =>
      reply
        .status(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>${message}</p></html>`,
        );
    const fullName = `${owner}/${repo}`;
    const site = await this.sites.byProject(fullName);
    const project = site ? await this.projects.byId(site.projectId) : null;
    if (!site || !project) return notFound(NO_SITE);
    if (!site.public) {
      const session = await this.sessions.live(request, this.clock.now().getTime());
      const user = session?.userId ? await this.accounts.userById(session.userId) : null;
      if (!user || !canRead(project, user)) {
        return notFound(NO_SITE);
      }
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
    await reply
      .header('content-type', found.type)
      .header('content-security-policy', siteCsp(request, owner, repo))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', site.public ? 'public, max-age=60' : 'private, max-age=60')
      .send(found.content);
  }
}
