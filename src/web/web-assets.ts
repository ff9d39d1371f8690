import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';

/** Where `npm run build:web` bundles the stylesheet and scripts (dist/web-assets). */
export const ASSETS_DIR = join(__dirname, '..', '..', 'web-assets');

/**
 * The web UI's own bundled files under /assets/, by @fastify/static: one route per file found at start (no
 * wildcard, so nothing else on disk is reachable), cached for five minutes and revalidated by ETag and
 * Last-Modified. Fonts under /assets/fonts/ are PreviewFontsController's.
 */
export async function serveWebAssets(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic as never, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    wildcard: false,
    index: false,
    decorateReply: false,
    maxAge: 300_000,
  });
}
