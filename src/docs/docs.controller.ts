import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { PLATFORM_SCHEMA } from '../../renderers/config/platform-schema';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { openApiDocument } from './openapi-document';

/**
 * Outside /api and without a token: the machine-readable documents. The page people read, /docs, is the web
 * UI's (src/web/api-docs.controller.ts): Redoc draws this document inside the app's header.
 */
@Controller('docs')
export class DocsController {
  private readonly document: ReturnType<typeof openApiDocument>;
  private readonly schema: string;

  constructor(@Inject(OCTAVO_CONFIG) config: OctavoConfig) {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    this.document = openApiDocument(config.baseUrl, pkg.version);
    this.schema = JSON.stringify(
      { ...PLATFORM_SCHEMA, $id: `${config.baseUrl}/docs/platform.schema.json` },
      null,
      2,
    );
  }

  /** The book configuration's JSON Schema, for editors (`"$schema"` in platform.json or atlas.json). */
  @Get('platform.schema.json')
  @Header('content-type', 'application/schema+json; charset=utf-8')
  @Header('access-control-allow-origin', '*')
  platformSchema(): string {
    return this.schema;
  }

  @Get('openapi.json')
  openapi() {
    return this.document;
  }
}
