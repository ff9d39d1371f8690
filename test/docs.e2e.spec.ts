import Ajv2020 from 'ajv/dist/2020';
import { OctavoServer } from './support/octavo-server';

describe('API documentation', () => {
  const server = new OctavoServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('serves an OpenAPI 3.1 document at /docs/openapi.json without a token, covering the contract routes', async () => {
    const response = await fetch(`${server.baseUrl}/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const routes = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const route of [
      'POST /api/builds',
      'GET /api/builds',
      'GET /api/builds/{id}',
      'GET /api/builds/{id}/events',
      'POST /api/builds/{id}/cancel',
      'GET /api/projects',
      'POST /api/projects',
      'GET /api/projects/{owner}/{repo}',
      'DELETE /api/projects/{owner}/{repo}',
      'PATCH /api/projects/{owner}/{repo}',
      'GET /api/user',
      'PUT /api/projects/{owner}/{repo}/collaborators/{username}',
      'DELETE /api/projects/{owner}/{repo}/collaborators/{username}',
      'GET /api/projects/{owner}/{repo}/files/{path}',
      'PUT /api/projects/{owner}/{repo}/files/{path}',
      'GET /api/projects/{owner}/{repo}/tree',
      'GET /api/ssh_keys',
      'POST /api/ssh_keys',
      'DELETE /api/ssh_keys/{id}',
      'GET /api/tokens',
      'DELETE /api/tokens/{id}',
      'POST /api/sites',
      'POST /api/projects/{owner}/{repo}/webhooks',
      'GET /api/projects/{owner}/{repo}/webhooks',
      'DELETE /api/projects/{owner}/{repo}/webhooks/{id}',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('serves the JSON Schema of platform.json/atlas.json at /docs/platform.schema.json without a token', async () => {
    const response = await fetch(`${server.baseUrl}/docs/platform.schema.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/schema+json; charset=utf-8');
    const schema = (await response.json()) as {
      $schema: string;
      $id: string;
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`${server.baseUrl}/docs/platform.schema.json`);
    expect(schema.required).toEqual(['files']);
    for (const key of [
      '$schema',
      'files',
      'title',
      'lang',
      'theme',
      'branch',
      'print_isbn13',
      'templating',
      'formats',
    ]) {
      expect(Object.keys(schema.properties)).toContain(key);
    }
    const validate = new Ajv2020({ allowUnionTypes: true }).compile(schema);
    expect(validate({ files: ['ch01.md'], formats: { pdf: { version: false, color_count: '1' } } })).toBe(
      true,
    );
    expect(validate({ files: [] })).toBe(false);
    const page = await (await fetch(`${server.baseUrl}/docs`)).text();
    expect(page).toContain('href="/docs/platform.schema.json"');
  });

  it('serves a readable page at /docs listing the routes', async () => {
    const response = await fetch(`${server.baseUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<code>/api/builds</code>');
    expect(page).toContain('/docs/openapi.json');
  });
});
