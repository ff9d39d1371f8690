import 'reflect-metadata';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { OctavoConfig } from './config/config';

/** Builds the Nest application for a configuration; `listen` is the caller's choice (tests use port 0). */
export async function createOctavoApp(config: OctavoConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.maxRequestBytes,
    logger: false,
    // Off by default: otherwise any client could pick its address (and its rate-limit bucket) by header.
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: process.env.OCTAVO_LOG === 'silent' ? false : ['log', 'warn', 'error'],
  });
  // The Fastify adapter already parses urlencoded forms; multipart forms carry fields the same way. A field
  // may be as large as the body (busboy's own 1 MB default would silently cut a file sent as a text field).
  await app.register(multipart as never, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.maxRequestBytes, fieldSize: config.maxRequestBytes },
  });
  await app.register(helmet as never, securityHeaders(config));
  app.enableShutdownHooks();
  return app;
}

/**
 * Headers for every response: API JSON, downloads, docs, health. Web pages and published sites set their own,
 * stricter or page-specific ones (CSP, framing) after these. HSTS only where BASE_URL says the site is https,
 * so a plain-http install is not locked out.
 */
function securityHeaders(config: OctavoConfig) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.baseUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  };
}
