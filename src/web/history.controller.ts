import { Controller, Get, Inject, Param, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GitHistory } from '../../git';
import type { ProjectView } from '../../projections/read-model-types';
import { BuildsQueries } from '../builds/builds.queries';
import { ProjectLoader, wildcardOf } from './project-loader';
import { sendPage } from './respond';
import { commitPage, commitsPage } from './views/history-views';
import { emptyProjectPage } from './views/project-views';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Web, WebContext, WebRequest } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject } from './web-errors';
import { WebSessionGuard } from './web-session.guard';

const PER_PAGE = 30;

/** A branch's commits (of the whole tree or one path), and a commit with its diff. */
@Controller(':owner/:repo')
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class HistoryController {
  constructor(
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(GitHistory) private readonly history: GitHistory,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  @Get('commits')
  defaultBranch(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('page') page: unknown,
    @Res() reply: FastifyReply,
  ) {
    return this.showCommits(web, owner, repo, '', page, reply);
  }

  @Get('commits/*')
  commits(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('page') page: unknown,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.showCommits(web, owner, repo, wildcardOf(request.params), page, reply);
  }

  @Get('commit/:sha')
  async commit(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('sha') sha: string,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const detail = await this.history.commit(project.owner, project.name, sha).catch(() => null);
    if (!detail) throw reject(404, `${project.fullName} has no commit ${sha.slice(0, 40)}.`);
    const builds = await this.builds.ofCommit(project.id, detail.sha);
    return sendPage(reply, commitPage(web, project, detail, builds));
  }

  private async showCommits(
    web: WebContext,
    owner: string,
    repo: string,
    rest: string,
    pageParam: unknown,
    reply: FastifyReply,
  ) {
    const project: ProjectView = await this.loader.readable(owner, repo, web.user);
    if (project.branches.length === 0) {
      return sendPage(reply, emptyProjectPage(web, project, cloneUrl(this.config, project.fullName)));
    }
    const { branch, path, commit } = await this.loader.locate(project, rest);
    const requested = Number(pageParam);
    const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
    const [branches, found] = await Promise.all([
      this.loader.branchNames(project),
      this.history.log(project.owner, project.name, commit, {
        path: path || undefined,
        skip: (page - 1) * PER_PAGE,
        limit: PER_PAGE + 1,
      }),
    ]);
    const data = {
      branch,
      branches,
      path,
      commits: found.slice(0, PER_PAGE),
      page,
      hasMore: found.length > PER_PAGE,
    };
    return sendPage(reply, commitsPage(web, project, data));
  }
}
