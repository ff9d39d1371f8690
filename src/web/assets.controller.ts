import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where `npm run build:web` bundles the stylesheet and scripts (dist/web-assets). */
export const ASSETS_DIR = join(__dirname, '..', '..', 'web-assets');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The web UI's own bundled files; names are plain (no folders), so nothing else on disk is reachable. */
@Controller('assets')
export class AssetsController {
  private readonly cache = new Map<string, Buffer>();

  @Get(':file')
  async asset(@Param('file') file: string, @Res() reply: FastifyReply) {
    const ext = /^[a-z0-9-]+(\.[a-z]+)$/.exec(file)?.[1];
    if (!ext || !TYPES[ext]) throw new NotFoundException();
    let content = this.cache.get(file);
    if (!content) {
      content = await readFile(join(ASSETS_DIR, file)).catch(() => undefined);
      if (!content) throw new NotFoundException();
      this.cache.set(file, content);
    }
    return reply
      .header('content-type', TYPES[ext])
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  }
}
