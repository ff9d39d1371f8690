import { Controller, Get, Headers, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { BuildView } from '../../projections/read-model-types';
import { BuildLogs, sendBuildLog } from '../builds/build-logs';
import { BuildsQueries } from '../builds/builds.queries';
import { parseBuildParameters } from '../builds/build-parameters';
import { CancelBuildCommand } from '../builds/cancel-build.command';
import { RequestBuildCommand } from '../builds/request-build.command';
import { RetryBuildCommand } from '../builds/retry-build.command';
import { Caller } from '../core/request-context';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { BuildVerifier } from '../pipeline/build-verifier';
import { ProjectsQueries } from '../projects/projects.queries';
import { ApiAuthGuard } from './api-auth.guard';
import { BUILD_SCHEMA, BuildPresenter } from './build-presenter';
import { CurrentCaller, Params } from './caller.decorator';
import { errorAnswer, json, listOf, ApiRoute } from './api-route';
import { BuildLogQuery, BuildPath, CreateBuildBody, ListBuildsQuery } from './dto';
import { paging } from './paging';
import { presentStoredEvent, STORED_EVENT_SCHEMA } from './stored-event-presenter';
import { presentVerification, VERIFY_REPORT_SCHEMA } from './verify-report-presenter';
import { validateRequest } from './request-schema';
import { visibleBuild } from './visible-build';
import { Idempotent } from './idempotency/idempotency.interceptor';

@Controller('api/builds')
@UseGuards(ApiAuthGuard)
export class BuildsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(BuildLogs) private readonly logs: BuildLogs,
    @Inject(BuildVerifier) private readonly verifier: BuildVerifier,
  ) {}

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'Request a build, pinned to the commit the branch points at now',
    body: CreateBuildBody,
    responses: {
      '201': json(BUILD_SCHEMA, 'Created; `Location` is the build_url'),
      '422': errorAnswer(
        'validation_failed, branch_not_found (also: an empty project, which has no branch yet), config_missing, ' +
          'config_invalid, or format_unavailable (this server lacks the program a format needs, e.g. Calibre ' +
          "for mobi: the message names it and how to install it; /readyz lists each format's availability)",
      ),
    },
  })
  async create(
    @CurrentCaller() caller: Caller,
    @Params() params: Record<string, unknown>,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const parameters = validateRequest(CreateBuildBody, params, parseBuildParameters);
    const trigger = /^octavo-cli\//.test(userAgent ?? '') ? 'cli' : 'api';
    const build: BuildView = await this.commands.execute(
      new RequestBuildCommand(caller.user, parameters, caller.correlationId, trigger),
    );
    const body = await this.presentWithQueue(build);
    void reply.header('Location', body.build_url);
    return body;
  }

  /** A new build of the same commit, branch and formats, requested by the caller. */
  @Post(':id/retry')
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'A new build of the same commit and formats',
    path: BuildPath,
    responses: { '201': json(BUILD_SCHEMA, 'Created; `Location` is the build_url') },
  })
  async retry(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const original = await this.visibleBuild(caller, id);
    const build: BuildView = await this.commands.execute(
      new RetryBuildCommand(caller.user, original, caller.correlationId),
    );
    const body = await this.presentWithQueue(build);
    void reply.header('Location', body.build_url);
    return body;
  }

  @Get()
  @ApiRoute({
    summary: "A project's builds, newest first",
    query: ListBuildsQuery,
    responses: { '200': json(listOf(BUILD_SCHEMA)) },
  })
  async list(@CurrentCaller() caller: Caller, @Params() params: Record<string, unknown>) {
    const { project: fullName } = validateRequest(ListBuildsQuery, params);
    const { page, perPage } = paging(params);
    const project = await this.projects.readable(fullName, caller.user);
    const builds = await this.builds.ofProject(project.id, page, perPage);
    const positions = await this.builds.queuePositions(builds);
    return builds.map((b) => this.presenter.present(b, positions.get(b.id), project.accessEpoch ?? 0));
  }

  // GET /api/builds/:id, the route clients poll, is served straight from Fastify: BuildStatusRoute.

  /** The build's whole history from the log, oldest first, for auditors. */
  @Get(':id/events')
  @ApiRoute({
    summary: "The build's full event history, oldest first",
    path: BuildPath,
    responses: { '200': json(listOf(STORED_EVENT_SCHEMA)) },
  })
  async history(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const build = await this.visibleBuild(caller, id);
    const events = await this.events.readStream(streams.build(build.id));
    return events.map(presentStoredEvent);
  }

  /** A format's full build log as plain text: every warning with file:line, the error when it failed. */
  @Get(':id/log')
  @ApiRoute({
    summary: "A format's full build log: every warning with file:line, and the error when it failed",
    path: BuildPath,
    query: BuildLogQuery,
    responses: {
      '200': {
        description: 'The log as plain text, one line per warning (`file:line: text`)',
        content: { 'text/plain; charset=utf-8': { schema: { type: 'string' } } },
      },
      '404': errorAnswer(
        'no token, a build the caller may not see (`build_not_found`), or no log yet (`log_not_found`: the format is not final)',
      ),
      '422': errorAnswer('format missing, unknown, or not part of this build (`validation_failed`)'),
    },
  })
  async log(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Params() params: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const build = await this.visibleBuild(caller, id);
    const { format } = validateRequest(BuildLogQuery, params);
    return sendBuildLog(reply, await this.logs.open(build, format));
  }

  /**
   * Renders the build's commit again aside and compares each format with the stored file and the SHA-256 its
   * completing event recorded (issue 17). Changes nothing: no event, no artifact, no read model.
   */
  @Post(':id/verify')
  @HttpCode(200)
  @ApiRoute({
    summary:
      "Renders the build's commit again aside and compares each format with its stored file and the SHA-256 " +
      'recorded when it completed (`octavo builds verify`); changes nothing',
    path: BuildPath,
    responses: {
      '200': json(
        VERIFY_REPORT_SCHEMA,
        'Per format `result`: `match`, `mismatch` (with `difference`: the first differing zip `entry`, or the PDF ' +
          '`offset` and `object`), `not_reproducible` (MOBI: the stored file is checked against the recorded ' +
          'SHA-256 only), `not_built` or `error`. The top-level `result` is `mismatch` when any format is ' +
          '`mismatch` or `error`. Takes as long as rendering the build again.',
      ),
    },
  })
  async verify(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const build = await this.visibleBuild(caller, id);
    return presentVerification(await this.verifier.verify(build));
  }

  @Post(':id/cancel')
  @ApiRoute({
    summary: 'Formats not yet final become failed with message "cancelled"',
    path: BuildPath,
    responses: { '201': json(BUILD_SCHEMA) },
  })
  async cancel(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const build = await this.visibleBuild(caller, id);
    const project = await this.projects.byId(build.projectId);
    const cancelled: BuildView = await this.commands.execute(
      new CancelBuildCommand(build, project, caller.user, caller.correlationId),
    );
    return this.presenter.present(cancelled, undefined, project?.accessEpoch ?? 0);
  }

  private async presentWithQueue(build: BuildView) {
    const positions = await this.builds.queuePositions([build]);
    const project = await this.projects.byId(build.projectId);
    return this.presenter.present(build, positions.get(build.id), project?.accessEpoch ?? 0);
  }

  private visibleBuild(caller: Caller, rawId: string): Promise<BuildView> {
    return visibleBuild(this.builds, this.projects, caller.user, rawId);
  }
}
