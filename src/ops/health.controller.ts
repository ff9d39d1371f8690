import { BeforeApplicationShutdown, Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FormatAvailability } from '../builds/format-availability';
import { unavailableText } from '../builds/format-tools';
import { CheckResult, OpsProbe } from './ops-probe';

/**
 * `/healthz`: the process is alive (restart it when this fails). `/readyz`: it can do its work now, every
 * store and queue it needs answers (send it traffic only when this succeeds); 503 while shutting down. It also
 * says which formats this machine can build (a missing Chromium or Calibre does not make the process unready).
 */
@Controller()
export class HealthController implements BeforeApplicationShutdown {
  private draining = false;

  constructor(
    @Inject(OpsProbe) private readonly probe: OpsProbe,
    @Inject(FormatAvailability) private readonly formats: FormatAvailability,
  ) {}

  beforeApplicationShutdown(): void {
    this.draining = true;
  }

  @Get('healthz')
  health() {
    return { status: 'ok', roles: this.probe.config.roles };
  }

  @Get('readyz')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const checks = await this.probe.checks();
    const failing = Object.entries(checks).filter(([, c]) => !c.ok);
    const ok = !this.draining && failing.length === 0;
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ok ? 'ready' : 'unavailable',
      roles: this.probe.config.roles,
      checks,
      formats: this.formatReport(),
      ...(this.draining ? { message: 'the process is shutting down' } : {}),
      ...(failing.length ? { message: failureMessage(failing) } : {}),
    };
  }

  private formatReport() {
    return Object.fromEntries(
      this.formats
        .current()
        .map((t) => [
          t.format,
          t.available
            ? { available: true }
            : { available: false, tool: t.command, reason: unavailableText(t), fix: t.fix },
        ]),
    );
  }
}

/** Stores that do not answer, then the disk: each in words an administrator can act on. */
function failureMessage(failing: Array<[string, CheckResult]>): string {
  const unreachable = failing.filter(([name]) => name !== 'disk');
  const disk = failing.find(([name]) => name === 'disk');
  return [
    ...(unreachable.length
      ? [`cannot reach ${unreachable.map(([name, c]) => `${name} (${c.error})`).join(', ')}`]
      : []),
    ...(disk ? [`${disk[1].error}; free some space or give the data directory a larger disk`] : []),
  ].join('; ');
}
