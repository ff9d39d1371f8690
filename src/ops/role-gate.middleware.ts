import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];

/** Whether a request may be served by a process running these roles. */
export function servedByRoles(roles: readonly string[], url: string): boolean {
  if (roles.includes('api')) return true;
  const path = url.split('?')[0];
  return OPS_PATHS.includes(path);
}

/**
 * A process without role `api` (a worker, projector or ssh process) listens only for health and metrics:
 * everything else answers 404, so a misrouted load balancer is noticed instead of half-working.
 */
@Injectable()
export class RoleGateMiddleware implements NestMiddleware {
  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {}

  use(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void {
    // Mounted middleware sees a url relative to its mount point; the original one is the request's.
    if (servedByRoles(this.config.roles, request.originalUrl ?? request.url ?? '/')) return next();
    response.statusCode = 404;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(
      JSON.stringify({
        error: 'not_found',
        message: `this process runs the roles ${this.config.roles.join(', ')}; the web UI and API are served by processes with role api (OCTAVO_ROLES)`,
      }),
    );
  }
}
