import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_FORM_PARTS } from './api/form-limits';
import { AppModule } from './app.module';
import { pinToolPaths } from './builds/format-tools';
import { OctavoConfig } from './config/config';
import { logLevelsFrom, OctavoLogger } from './core/octavo-logger';
import { securityHeaders } from './security/security-headers';
import { loadScaleOptions } from './scale/scale-options';
import { refusedOnSitesOrigin } from './sites/sites-origin';
import { serveWebAssets } from './web/web-assets';

/** Builds the Nest application for a configuration; `listen` is the caller's choice (tests use port 0). */
export async function createOctavoApp(config: OctavoConfig): Promise<NestFastifyApplication> {
  // Before any render thread starts: they inherit the environment, and run the programs found on PATH.
  pinToolPaths();
  const adapter = new FastifyAdapter({
    bodyLimit: config.maxRequestBytes,
    logger: false,
    // Off by default: otherwise any client could pick its address (and its rate-limit bucket) by header.
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: loggerFrom(process.env.OCTAVO_LOG, config.logFormat),
  });
  // The Fastify adapter already parses urlencoded forms; multipart forms carry fields the same way. A field
  // may be as large as the body (busboy's own 1 MB default would silently cut a file sent as a text field).
  await app.register(multipart as never, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.maxRequestBytes, fieldSize: config.maxRequestBytes, parts: MAX_FORM_PARTS },
  });
  // Parses the Cookie header once per request (request.cookies) and writes reply.setCookie's on send.
  await app.register(fastifyCookie as never);
  // Only where the web UI is served: other roles answer nothing but health and metrics.
  if (config.roles.includes('api')) await serveWebAssets(app);
  const headers = securityHeaders(config);
  const sitesOnly = refusedOnSitesOrigin(config);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (!sitesOnly(request, reply)) done();
  });
  // A stop closes idle connections at once but waits for one mid-request or mid-response (an upload that
  // stalled, a download the client stopped reading) with no end (Fastify sets no request timeout): the grace
  // renders get (OCTAVO_SHUTDOWN_GRACE_MS), then they go.
  const { shutdownGraceMs } = loadScaleOptions(process.env);
  fastify.addHook('preClose', (done) => {
    setTimeout(() => fastify.server.closeAllConnections(), shutdownGraceMs).unref();
    done();
  });
  // Only the signals a supervisor stops a service with: Nest's default list also holds SIGUSR2, which Node's
  // documented `--heapsnapshot-signal=SIGUSR2` uses, and SIGHUP; either shut the server down.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

function loggerFrom(value: string | undefined, format: OctavoConfig['logFormat']): OctavoLogger | false {
  const levels = logLevelsFrom(value);
  // JSON: one object a line ({level, pid, timestamp, message, context}), for log collectors.
  return levels ? new OctavoLogger({ logLevels: levels, json: format === 'json', colors: false }) : false;
}
