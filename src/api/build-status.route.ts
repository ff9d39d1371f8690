import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BuildsQueries } from '../builds/builds.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectsQueries } from '../projects/projects.queries';
import { securityHeaders } from '../security/security-headers';
import { ApiAuthenticator } from './api-authenticator';
import { json, RouteDoc } from './api-route';
import { BuildPath } from './dto';
import { BUILD_SCHEMA, BuildPresenter } from './build-presenter';
import { ErrorFilter } from './error.filter';
import { visibleBuildOfProject } from './visible-build';

/** In the OpenAPI document like the controllers' routes (src/docs/openapi-document.ts). */
export const BUILD_STATUS_ROUTE: { path: string; doc: RouteDoc } = {
  path: '/api/builds/{id}',
  doc: {
    summary: 'A build with its current statuses',
    path: BuildPath,
    responses: { '200': json(BUILD_SCHEMA) },
  },
};

/** `/api/builds/<id>`, with at most the token in the query string: the form clients poll with. */
const POLL_URL = /^\/api\/builds\/(\d{1,15})(?:\?auth_token=([A-Za-z0-9_-]+))?$/;
const BEARER = /^Bearer ([A-Za-z0-9_-]+)$/;

/**
 * `GET /api/builds/:id`, the route every client polls until its formats are final.
 *
 * Two paths. The full one is a plain Fastify route (Nest's guard, pipe and interceptor layers cost several
 * times the answer itself) with the checks the Nest routes use: ApiAuthenticator, visibleBuild, ErrorFilter.
 * In front of Fastify, the fast path answers the common case — a known token, a visible build with nothing
 * queued, its body already presented — from node:http directly, with the same checks and headers; anything
 * else (no or odd token, not found, a queue position to work out, an error) goes the full path, which
 * answers it. The fast path counts nothing until it answers, so no request is counted twice.
 */
@Injectable()
export class BuildStatusRoute implements OnModuleInit {
  private readonly errors: ErrorFilter;
  private readonly headers: string[];

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(ApiAuthenticator) private readonly authenticator: ApiAuthenticator,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {
    this.errors = new ErrorFilter(config);
    this.headers = [
      ...Object.entries(securityHeaders(config)).flat(),
      'content-type',
      'application/json; charset=utf-8',
    ];
  }

  onModuleInit(): void {
    // The CLI runs the same modules without an HTTP server.
    if (!this.adapterHost.httpAdapter) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { id: string } }>('/api/builds/:id', (request, reply) =>
      this.handle(request, reply),
    );
    // In front of Fastify means in front of the role gate too: only a process that serves the API gets it.
    if (this.config.roles.includes('api')) this.putFastPathInFront(fastify.server);
  }

  private putFastPathInFront(server: Server): void {
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) return;
    const [fastify] = listeners;
    const full = (request: IncomingMessage, response: ServerResponse) =>
      fastify.call(server, request, response);
    server.removeListener('request', fastify);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const poll = request.method === 'GET' ? POLL_URL.exec(request.url ?? '') : null;
      const header = request.headers.authorization;
      const secret = header === undefined ? poll?.[2] : BEARER.exec(header)?.[1];
      if (!poll || !secret) return full(request, response);
      this.answerFast(poll[1], secret).then(
        (json) => {
          if (json === null) return full(request, response);
          response.writeHead(200, [...this.headers, 'content-length', String(Buffer.byteLength(json))]);
          response.end(json);
        },
        () => full(request, response),
      );
    });
  }

  private async answerFast(rawId: string, secret: string): Promise<string | null> {
    const caller = await this.authenticator.peek(secret);
    if (!caller) return null;
    const found = await visibleBuildOfProject(this.builds, this.projects, caller.user, rawId).catch(
      () => null,
    );
    if (!found || found.build.formats.some((f) => f.status === 'queued')) return null;
    const json = this.presenter.presentJson(found.build, undefined, found.project.accessEpoch ?? 0);
    return (await this.authenticator.admit(caller)) ? json : null;
  }

  private async handle(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    try {
      const caller = await this.authenticator.authenticate(request);
      const { build, project } = await visibleBuildOfProject(
        this.builds,
        this.projects,
        caller.user,
        request.params.id,
      );
      const positions = await this.builds.queuePositions([build]);
      const json = this.presenter.presentJson(build, positions.get(build.id), project.accessEpoch ?? 0);
      return reply.header('content-type', 'application/json; charset=utf-8').send(json);
    } catch (error) {
      this.errors.send(error, request, reply);
      return reply;
    }
  }
}
