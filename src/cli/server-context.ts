import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, OctavoConfig } from '../config/config';
import { makeDataPrivate } from '../ops/data-permissions';
import { AdminCliModule } from './admin-cli.module';

/**
 * The service's command side without HTTP, SSH or the web UI, for admin commands on this machine's DATA_DIR. It runs the projector
 * so read models catch up even when no server is running; a running server's projector is safe beside it.
 */
export async function withServerContext<T>(
  work: (context: INestApplicationContext, config: OctavoConfig) => Promise<T>,
): Promise<T> {
  const config: OctavoConfig = { ...loadConfig(), roles: ['projector'] };
  makeDataPrivate(config.dataDir);
  const context = await NestFactory.createApplicationContext(AdminCliModule.forRoot(config), {
    logger: ['error'],
  });
  try {
    return await work(context, config);
  } finally {
    await context.close();
  }
}
