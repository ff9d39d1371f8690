import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api/api-error';
import { OpsProbe } from './ops-probe';
import { InstallationMetrics } from './installation-metrics';
import { MetricsRegistry } from './metrics-registry';

/** Loopback addresses, as Node reports them (IPv4, IPv6, and IPv4 mapped into IPv6). */
const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Prometheus metrics of this process and of the installation it sees (queue depth, projection lag). They
 * describe the installation's activity, so they are not for everyone: with OCTAVO_METRICS_TOKEN set, a scraper
 * sends it as a bearer token (from anywhere); without it, only clients on this machine are answered.
 */
@Controller()
export class MetricsController {
  constructor(
    @Inject(OpsProbe) private readonly probe: OpsProbe,
    @Inject(InstallationMetrics) private readonly installation: InstallationMetrics,
    @Inject(MetricsRegistry) private readonly registry: MetricsRegistry,
  ) {}

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('cache-control', 'no-store')
  async metrics(@Req() request: FastifyRequest): Promise<string> {
    this.admit(request);
    await this.installation.refresh();
    return this.registry.text();
  }

  private admit(request: FastifyRequest): void {
    const token = this.probe.config.metricsToken;
    if (token) {
      const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
      const expected = Buffer.from(token);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return;
      throw new ApiError(
        401,
        'invalid_token',
        'metrics need the bearer token set in OCTAVO_METRICS_TOKEN (Authorization: Bearer <token>)',
      );
    }
    if (LOOPBACK.test(request.ip)) return;
    throw new ApiError(
      403,
      'forbidden',
      'metrics are answered only on this machine; to scrape them from elsewhere, set OCTAVO_METRICS_TOKEN and send it as a bearer token',
    );
  }
}
