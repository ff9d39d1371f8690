import { Controller, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { oncePerForm } from './once-per-form';
import type { FastifyReply } from 'fastify';
import { GitHistory } from '../../git';
import type { BuildView, FormatView, ProjectView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { RetryBuildCommand } from '../builds/retry-build.command';
import { PushRefusalsQueries } from '../builds/push-refusals.queries';
import { FORMATS, formatChangeOf, isBuildEvent } from '../domain/build';
import { formatLogPage } from './views/build-log-views';
import { BuildPresenter } from '../api/build-presenter';
import { BuildLogs, sendBuildLog } from '../builds/build-logs';
import { BuildsQueries } from '../builds/builds.queries';
import { parseBuildParameters } from '../builds/build-parameters';
import { CancelBuildCommand } from '../builds/cancel-build.command';
import { mayChangeBuild } from '../builds/build-rules';
import { FormatAvailability } from '../builds/format-availability';
import { unavailableText } from '../builds/format-tools';
import { RequestBuildCommand } from '../builds/request-build.command';
import { CLOCK, Clock } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { canWrite } from '../projects/project-access';
import { noticeFor } from './notices';
import { ProjectLoader } from './project-loader';
import { redirect, sendPage } from './respond';
import {
  BuildEventRow,
  buildPage,
  buildsPage,
  BuildsListExtras,
  buildStatus,
  buildsTable,
} from './views/build-views';
import { projectUrl } from './views/project-views';
import { timelineOf } from './views/timeline';
import { Form, requireUser, Web, WebContext } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject, rejectionOf } from './web-errors';
import { WebSessionGuard } from './web-session.guard';

const PER_PAGE = 20;

function summarize(event: RecordedEvent): string {
  if (!isBuildEvent(event)) return '';
  if (event.type === 'BuildRequested') {
    const { formats, branch, commit } = event.data;
    return `${formats.join(', ')} from ${branch} at ${commit.slice(0, 7)}`;
  }
  if (event.type === 'FormatRenderRetried') {
    const { format, attempt, reason } = event.data;
    return `${format} attempt ${attempt}: ${reason}`;
  }
  const change = formatChangeOf(event);
  if (!change) return '';
  const reused =
    change.reusedFromBuild !== undefined ? ` (reused from build #${change.reusedFromBuild})` : '';
  return `${change.format} → ${change.status}${reused}${typeof change.message === 'string' ? `: ${change.message}` : ''}`;
}

@Controller(':owner/:repo/builds')
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class BuildsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BuildLogs) private readonly logs: BuildLogs,
    @Inject(FormatAvailability) private readonly availability: FormatAvailability,
    @Inject(GitHistory) private readonly history: GitHistory,
    @Inject(PushRefusalsQueries) private readonly refusals: PushRefusalsQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
  ) {}

  @Get()
  async list(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('page') pageParam: unknown,
    @Query('branch') branchParam: unknown,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const branches = await this.loader.branchNames(project);
    const branch =
      typeof branchParam === 'string' && branches.includes(branchParam) ? branchParam : project.defaultBranch;
    return this.renderList(
      web,
      project,
      branches,
      { formats: ['pdf', 'epub', 'html'], branch },
      pageParam,
      reply,
      200,
    );
  }

  @Get('table')
  async table(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const builds = await this.builds.ofProject(project.id, 1, PER_PAGE);
    const extras = await this.listExtras(web, project, builds, 1);
    return sendPage(reply, buildsTable(project, builds, await this.builds.queuePositions(builds), extras));
  }

  @Post()
  async start(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const project = await this.loader.readable(owner, repo, signedIn.user);
    const formats = ([] as unknown[])
      .concat(form.formats ?? [])
      .filter((f): f is string => typeof f === 'string');
    const branch = typeof form.branch === 'string' ? form.branch : '';
    try {
      if (formats.length === 0)
        throw reject(422, 'Tick at least one format to build.', { formats: 'none chosen' });
      const parameters = parseBuildParameters({
        project: project.fullName,
        formats: formats.join(','),
        branch,
      });
      const buildId = await oncePerForm(
        this.requests,
        signedIn,
        projectUrl(project, '/builds'),
        form,
        async () => {
          const build: BuildView = await this.commands.execute(
            new RequestBuildCommand(signedIn.user, parameters, web.correlationId, 'web'),
          );
          return build.id;
        },
      );
      return redirect(reply, projectUrl(project, `/builds/${buildId}`));
    } catch (error) {
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      const branches = await this.loader.branchNames(project);
      const state = { formats, branch, message: `The build was not started: ${rejection.message}` };
      return this.renderList(web, project, branches, state, 1, reply, rejection.status);
    }
  }

  @Get(':id')
  async show(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const { project, build } = await this.load(web, owner, repo, id);
    const events = await this.events.readStream(streams.build(build.id));
    const [status, commits, requester] = await Promise.all([
      this.statusFragment(web, project, build, events),
      this.history.summaries(project.owner, project.name, [build.commit]).catch(() => new Map()),
      this.accounts.userById(build.requestedBy),
    ]);
    const extras = {
      commit: commits.get(build.commit),
      requester: requester?.username,
      canRebuild: mayChangeBuild(project, build, web.user),
    };
    return sendPage(reply, buildPage(web, project, build, status, noticeFor(done), extras));
  }

  /** A new build of the same commit, branch and formats (the API's retry), then its page. */
  @Post(':id/rebuild')
  async rebuild(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const { project, build } = await this.load(web, owner, repo, id);
    if (!mayChangeBuild(project, build, signedIn.user)) {
      throw reject(403, 'Only the person who started the build or a project writer can rebuild it.');
    }
    const rebuiltId = await oncePerForm(
      this.requests,
      signedIn,
      projectUrl(project, `/builds/${build.id}/rebuild`),
      form,
      async () => {
        const rebuilt: BuildView = await this.commands.execute(
          new RetryBuildCommand(signedIn.user, build, web.correlationId),
        );
        return rebuilt.id;
      },
    );
    return redirect(reply, projectUrl(project, `/builds/${rebuiltId}`));
  }

  /** A format's page: its status, timing and full log, each warning linked to its line. */
  @Get(':id/:format')
  async formatLog(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Param('format') formatName: string,
    @Res() reply: FastifyReply,
  ) {
    const { project, build } = await this.load(web, owner, repo, id);
    const format = (FORMATS as readonly string[]).includes(formatName)
      ? build.formats.find((f) => f.format === formatName)
      : undefined;
    if (!format) throw reject(404, `Build ${build.id} did not build ${formatName}.`);
    const [log, commits] = await Promise.all([
      this.logText(build, format),
      this.history.summaries(project.owner, project.name, [build.commit]).catch(() => new Map()),
    ]);
    return sendPage(
      reply,
      formatLogPage(web, project, { build, format, log, commit: commits.get(build.commit) }),
    );
  }

  private async logText(build: BuildView, format: FormatView): Promise<string> {
    if (format.status !== 'completed' && format.status !== 'failed') {
      return `Result: ${format.status}\n\nThe log is written when the format finishes.\n`;
    }
    const log = await this.logs.open(build, format.format);
    if ('text' in log) return log.text;
    const chunks: Buffer[] = [];
    for await (const chunk of log.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Builds' commit messages, the pushes that built nothing (on the first page), who may rebuild. */
  private async listExtras(
    web: WebContext,
    project: ProjectView,
    builds: BuildView[],
    page: number,
  ): Promise<BuildsListExtras> {
    let refusals = page === 1 ? await this.refusals.ofProject(project.id, PER_PAGE) : [];
    // Only pushes newer than the page's oldest build (or any, when every build fits on the page).
    if (builds.length === PER_PAGE) {
      const oldest = Date.parse(builds[builds.length - 1].createdAt);
      refusals = refusals.filter((r) => Date.parse(r.at) >= oldest);
    }
    const commits = await this.history
      .summaries(project.owner, project.name, [
        ...builds.map((b) => b.commit),
        ...refusals.map((r) => r.commit),
      ])
      .catch(() => new Map());
    return { commits, refusals, canRebuild: canWrite(project, web.user), csrf: web.csrf };
  }

  @Get(':id/status')
  async status(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ) {
    const { project, build } = await this.load(web, owner, repo, id);
    const events = await this.events.readStream(streams.build(build.id));
    return sendPage(reply, await this.statusFragment(web, project, build, events));
  }

  /** The format's full build log, as the API serves it (plain text, opened in the browser). */
  @Get(':id/log/:format')
  async log(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Param('format') format: string,
    @Res() reply: FastifyReply,
  ) {
    const { build } = await this.load(web, owner, repo, id);
    return sendBuildLog(reply, await this.logs.open(build, format), { sandboxed: true });
  }

  @Post(':id/cancel')
  async cancel(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const { project, build } = await this.load(web, owner, repo, id);
    await this.commands.execute(new CancelBuildCommand(build, project, signedIn.user, web.correlationId));
    return redirect(reply, projectUrl(project, `/builds/${build.id}?done=build-cancelled`));
  }

  private async renderList(
    web: WebContext,
    project: ProjectView,
    branches: string[],
    state: { formats: string[]; branch: string; message?: string },
    pageParam: unknown,
    reply: FastifyReply,
    status: number,
  ) {
    const total = await this.builds.countOfProject(project.id);
    const pages = Math.max(1, Math.ceil(total / PER_PAGE));
    const requested = Number(pageParam);
    const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1;
    const builds = await this.builds.ofProject(project.id, page, PER_PAGE);
    const positions = await this.builds.queuePositions(builds);
    const unavailable = Object.fromEntries(
      this.availability.current().flatMap((t) => (t.available ? [] : [[t.format, unavailableText(t)]])),
    );
    const form = { ...state, formats: state.formats.filter((f) => !(f in unavailable)), unavailable };
    const extras = await this.listExtras(web, project, builds, page);
    return sendPage(
      reply,
      buildsPage(web, project, branches, builds, positions, form, { page, pages }, extras),
      status,
    );
  }

  private async statusFragment(
    web: WebContext,
    project: ProjectView,
    build: BuildView,
    events: RecordedEvent[],
  ) {
    const timeline = timelineOf(events, this.clock.now().getTime());
    const rows: BuildEventRow[] = events.map((e) => ({
      at: e.metadata.occurredAt,
      type: e.type,
      summary: summarize(e),
      actor: e.metadata.actor ?? 'system',
    }));
    const download = (b: BuildView, f: FormatView) => {
      const presented = this.presenter
        .present(b, undefined, project.accessEpoch ?? 0)
        .status.find((s) => s.format === f.format);
      return typeof presented?.download_url === 'string' ? presented.download_url : undefined;
    };
    const positions = (await this.builds.queuePositions([build])).get(build.id);
    return buildStatus(web, project, build, timeline, rows, download, positions);
  }

  private async load(web: WebContext, owner: string, repo: string, rawId: string) {
    const project = await this.loader.readable(owner, repo, web.user);
    const id = Number(rawId);
    const build = /^\d{1,15}$/.test(rawId) ? await this.builds.byId(id) : null;
    if (!build || build.projectId !== project.id) {
      throw reject(404, `${project.fullName} has no build ${rawId}. Pick one from the builds list.`);
    }
    return { project, build };
  }
}

/** The person who started a build, or anyone who may write to the project. */
