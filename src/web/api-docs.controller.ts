import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Inject, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { openApiDocument } from '../docs/openapi-document';
import { html } from './html';
import { sendPage } from './respond';
import { page } from './views/layout';
import { Web, WebContext } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { PAGE_HEADERS, WebSessionGuard } from './web-session.guard';

/**
 * The API reference, inside the app: Redoc (served from /assets, no CDN) draws /docs/openapi.json with each
 * route's parameters, request and response schemas and samples. Without JavaScript the page lists the routes.
 * Redoc's search runs in a worker it starts from a blob, which this page alone allows.
 */
@Controller('docs')
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class ApiDocsController {
  private readonly document: ReturnType<typeof openApiDocument>;

  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    this.document = openApiDocument(config.baseUrl, pkg.version);
  }

  @Get()
  reference(@Web() web: WebContext, @Res() reply: FastifyReply) {
    const routes = Object.entries(this.document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { summary: string }>).map(
        ([method, operation]) =>
          html`<tr>
            <td class="mono">${method.toUpperCase()}</td>
            <td><code>${path}</code></td>
            <td>${operation.summary}</td>
          </tr>`,
      ),
    );
    const body = html`<section class="docs-intro">
        <h1>Octavo API</h1>
        <p class="small">
          Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI
          ${this.document.openapi}). Book configuration (<code>platform.json</code>, or an Atlas
          <code>atlas.json</code>): JSON Schema at
          <a href="/docs/platform.schema.json">/docs/platform.schema.json</a>; add
          <code>"$schema": "${this.config.baseUrl}/docs/platform.schema.json"</code> to the file and editors
          complete and check it.
        </p>
      </section>
      <div id="api-reference" data-spec-url="/docs/openapi.json">
        <table class="list docs-routes">
          <tbody>
            ${routes}
          </tbody>
        </table>
      </div>`;
    void reply.header(
      'content-security-policy',
      `${PAGE_HEADERS['content-security-policy']}; worker-src blob:`,
    );
    return sendPage(
      reply,
      page({ title: 'API reference', web, body, plainScripts: ['redoc-standalone.js', 'api-docs.js'] }),
    );
  }
}
