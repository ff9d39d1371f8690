import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { PLATFORM_SCHEMA } from '../../renderers/config/platform-schema';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { openApiDocument } from './openapi-document';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Outside /api and without a token: the machine-readable document and a page people can read. */
@Controller('docs')
export class DocsController {
  private readonly document: ReturnType<typeof openApiDocument>;
  private readonly schema: string;
  private readonly baseUrl: string;

  constructor(@Inject(OCTAVO_CONFIG) config: OctavoConfig) {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    this.document = openApiDocument(config.baseUrl, pkg.version);
    this.baseUrl = config.baseUrl;
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

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  page(): string {
    const rows = Object.entries(this.document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { summary: string }>).map(
        ([method, operation]) =>
          `<tr><td class="m">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(operation.summary)}</td></tr>`,
      ),
    );
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Octavo API</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:.4rem .5rem;vertical-align:top}
.m{font-weight:600;font-family:ui-monospace,monospace}code{font-family:ui-monospace,monospace}
</style></head><body><h1>Octavo API</h1><p>${escape(this.document.info.description)}</p>
<p>Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI ${this.document.openapi}).</p>
<p>Book configuration (<code>platform.json</code>, or an Atlas <code>atlas.json</code>): JSON Schema at
<a href="/docs/platform.schema.json">/docs/platform.schema.json</a>; add <code>"$schema": "${escape(this.baseUrl)}/docs/platform.schema.json"</code> to the file and editors complete and check it.</p>
<table><tbody>${rows.join('\n')}</tbody></table></body></html>`;
  }
}
