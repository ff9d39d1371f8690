import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { OctavoConfig } from './config/config';

const BODY_LIMIT = 25 * 1024 * 1024;

/** Builds the Nest application for a configuration; `listen` is the caller's choice (tests use port 0). */
export async function createOctavoApp(config: OctavoConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, logger: false, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: process.env.OCTAVO_LOG === 'silent' ? false : ['log', 'warn', 'error'],
  });
  // The Fastify adapter already parses urlencoded forms; multipart forms carry fields the same way.
  await app.register(multipart as never, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BODY_LIMIT },
  });
  app.enableShutdownHooks();
  return app;
}
