import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BuildsQueries } from '../builds/builds.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectsQueries } from '../projects/projects.queries';
import { ApiAuthenticator } from './api-authenticator';
import { BuildPresenter } from './build-presenter';
import { ErrorFilter } from './error.filter';
import { visibleBuild } from './visible-build';

/**
 * `GET /api/builds/:id`, the route every client polls until its formats are final, served straight from
 * Fastify: Nest's guard, pipe and interceptor machinery cost several times the work of the answer itself.
 * The checks are the same ones the Nest routes use (ApiAuthenticator, visibleBuild, ErrorFilter).
 */
@Injectable()
export class BuildStatusRoute implements OnModuleInit {
  private readonly errors: ErrorFilter;

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(ApiAuthenticator) private readonly authenticator: ApiAuthenticator,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
  ) {
    this.errors = new ErrorFilter(config);
  }

  onModuleInit(): void {
    // The CLI runs the same modules without an HTTP server.
    if (!this.adapterHost.httpAdapter) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { id: string } }>('/api/builds/:id', (request, reply) =>
      this.handle(request, reply),
    );
  }

  private async handle(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    try {
      const caller = await this.authenticator.authenticate(request);
      const build = await visibleBuild(this.builds, this.projects, caller.user, request.params.id);
      const positions = await this.builds.queuePositions([build]);
      const json = this.presenter.presentJson(build, positions.get(build.id));
      return reply.header('content-type', 'application/json; charset=utf-8').send(json);
    } catch (error) {
      this.errors.send(error, request, reply);
      return reply;
    }
  }
}
