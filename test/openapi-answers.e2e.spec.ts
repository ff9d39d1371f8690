import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { SshUser } from './support/ssh-client';

/**
 * Issue 16: real answers against the OpenAPI document the server serves. Every documented route is called at
 * least once with a real request, and each answer is checked against the document's schema for its route and
 * status, in a copy of the document where an object schema refuses properties it does not list (the served
 * document leaves clients free to ignore additions; this test keeps the document complete). A documented
 * route this test does not call fails it, so a new route cannot slip by undocumented-in-practice.
 */

type Schema = Record<string, unknown>;
interface Answer {
  description: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  responses: Record<string, Answer>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const COMPONENTS = '#/components/schemas/';

/**
 * The test's copy of a schema: every object schema that lists its properties refuses any other, and
 * references point into `$defs` (where the components go) so each answer compiles as one schema.
 */
function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closed(v)])) as Schema;
  if (typeof copy.$ref === 'string') copy.$ref = copy.$ref.replace(COMPONENTS, '#/$defs/');
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/** `/api/builds/{id}` → a pattern the real path (without its query) must match. */
const pathPattern = (template: string) =>
  new RegExp(
    '^' +
      template
        .split(/(\{[A-Za-z_]+\})/)
        .map((part) =>
          part === '{path}' ? '.+' : /^\{/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('') +
      '$',
  );

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0].trim();

/** Calls the real server and checks each answer against the document, recording which routes answered. */
class DocumentedApi {
  /** `METHOD /path/{template} STATUS` of every successful answer seen. */
  readonly seen = new Set<string>();
  private readonly ajv = new Ajv2020({ allowUnionTypes: true, validateFormats: false, strict: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly baseUrl: string,
    readonly document: OpenApiDocument,
  ) {}

  /**
   * `template` is the document's path (`/api/builds/{id}`); `path` is the real one, with its query string.
   * Fails unless the answer's status is documented for the route and its body fits the documented schema.
   */
  async call(
    method: string,
    template: string,
    path: string,
    options: { token?: string | null; body?: unknown; status?: number } = {},
  ) {
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${template} is not in the document`);
    expect(path.split('?')[0]).toMatch(pathPattern(template));
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    const where = `${method} ${path} → ${response.status}: ${text.slice(0, 500)}`;
    if (options.status !== undefined && response.status !== options.status) {
      throw new Error(`expected ${options.status}, got ${where}`);
    }
    const documented = operation.responses[String(response.status)];
    if (!documented)
      throw new Error(`status ${response.status} is not documented for ${method} ${template}: ${where}`);
    const type = mediaType(response.headers.get('content-type'));
    let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (documented.content) {
      const media = Object.keys(documented.content).find((m) => mediaType(m) === type);
      if (!media) throw new Error(`content-type ${type} is not documented for ${where}`);
      if (type === 'application/json') {
        json = JSON.parse(text);
        const validate = this.validator(
          template,
          method,
          String(response.status),
          documented.content[media].schema,
        );
        if (!validate(json)) {
          throw new Error(
            `the answer does not fit the document: ${where}\n${this.ajv.errorsText(validate.errors, { separator: '\n' })}`,
          );
        }
      }
    } else if (response.status === 204) {
      expect(text).toBe('');
    }
    if (response.status < 300) this.seen.add(`${method.toUpperCase()} ${template} ${response.status}`);
    return { status: response.status, headers: response.headers, json, text };
  }

  /** The check `call` applies to a JSON answer of this route and status. */
  validatorFor(method: string, template: string, status: string): ValidateFunction {
    const content = this.document.paths[template][method.toLowerCase()].responses[status].content!;
    return this.validator(template, method, status, content['application/json'].schema);
  }

  private validator(template: string, method: string, status: string, schema: Schema): ValidateFunction {
    const key = `${method} ${template} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({
        ...(closed(schema) as Schema),
        $defs: closed(this.document.components.schemas),
      });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** Every successful answer the document describes, as `METHOD /path STATUS`. */
  documentedSuccesses(): string[] {
    return Object.entries(this.document.paths).flatMap(([template, operations]) =>
      Object.entries(operations)
        .filter(([method]) => METHODS.includes(method))
        .flatMap(([method, operation]) =>
          Object.keys(operation.responses)
            .filter((status) => /^2/.test(status))
            .map((status) => `${method.toUpperCase()} ${template} ${status}`),
        ),
    );
  }
}

/** A webhook receiver on 127.0.0.1 that answers 200 and counts what it got. */
function startReceiver(): Promise<{ server: Server; url: string; received: () => number }> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        received: () => received,
      }),
    ),
  );
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('every documented answer, from a real server, fits the OpenAPI document', () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  let api: DocumentedApi;
  let ann: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const project = 'ann/book';

  /** As ann unless said otherwise. */
  const call = (
    method: string,
    template: string,
    path: string,
    options: { token?: string | null; body?: unknown; status?: number } = {},
  ) =>
    api.call(method, template, path, {
      ...options,
      token: options.token === undefined ? ann : options.token,
    });

  beforeAll(async () => {
    await server.start();
    receiver = await startReceiver();
    ann = await server.createUser('ann');
    await server.createUser('bob');
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as OpenApiDocument;
    api = new DocumentedApi(server.baseUrl, document);
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    if (receiver) await new Promise((r) => receiver.server.close(r));
  });

  it('the account: user, tokens, ssh keys', async () => {
    await call('GET', '/api/user', '/api/user', { status: 200 });

    const issued = await call('POST', '/api/tokens', '/api/tokens', {
      body: { name: 'laptop' },
      status: 201,
    });
    const tokens = await call('GET', '/api/tokens', '/api/tokens', { status: 200 });
    // The token in use has a last use, the new one none: both forms of last_used_at are checked.
    expect(tokens.json.map((t: { last_used_at: unknown }) => t.last_used_at === null).sort()).toEqual([
      false,
      true,
    ]);
    await call('DELETE', '/api/tokens/{id}', `/api/tokens/${issued.json.id}`, { status: 204 });

    const user = await SshUser.create('ann');
    const key = await call('POST', '/api/ssh_keys', '/api/ssh_keys', {
      body: { title: 'laptop', key: user.publicKey },
      status: 201,
    });
    await call('GET', '/api/ssh_keys', '/api/ssh_keys', { status: 200 });
    await call('DELETE', '/api/ssh_keys/{id}', `/api/ssh_keys/${key.json.id}`, { status: 204 });
  });

  it('projects, files, tree and collaborators', async () => {
    await call('POST', '/api/projects', '/api/projects', { body: { name: 'book' }, status: 201 });
    // The small book, and a file in a folder so the tree has both kinds of entry.
    for (const [path, content] of Object.entries({ ...smallBook, 'notes/readme.md': 'Notes.\n' })) {
      await call(
        'PUT',
        '/api/projects/{owner}/{repo}/files/{path}',
        `/api/projects/${project}/files/${path}`,
        {
          body: { content, message: `Add ${path}` },
          status: 200,
        },
      );
    }
    await call(
      'GET',
      '/api/projects/{owner}/{repo}/files/{path}',
      `/api/projects/${project}/files/platform.json`,
      {
        status: 200,
      },
    );
    const tree = await call('GET', '/api/projects/{owner}/{repo}/tree', `/api/projects/${project}/tree`, {
      status: 200,
    });
    expect(tree.json.entries.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['file', 'dir']),
    );

    await call(
      'PUT',
      '/api/projects/{owner}/{repo}/collaborators/{username}',
      `/api/projects/${project}/collaborators/bob`,
      {
        body: { permission: 'read' },
        status: 200,
      },
    );
    const withBob = await call('GET', '/api/projects/{owner}/{repo}', `/api/projects/${project}`, {
      status: 200,
    });
    expect(withBob.json.collaborators).toEqual([{ username: 'bob', permission: 'read' }]);
    await call(
      'DELETE',
      '/api/projects/{owner}/{repo}/collaborators/{username}',
      `/api/projects/${project}/collaborators/bob`,
      {
        status: 204,
      },
    );

    // An empty project (no branch yet), changed and deleted.
    await call('POST', '/api/projects', '/api/projects', {
      body: { name: 'scratch', starter: false },
      status: 201,
    });
    await call('PATCH', '/api/projects/{owner}/{repo}', '/api/projects/ann/scratch', {
      body: { visibility: 'public' },
      status: 200,
    });
    await call('GET', '/api/projects', '/api/projects', { status: 200 });
    await call('DELETE', '/api/projects/{owner}/{repo}', '/api/projects/ann/scratch', { status: 204 });
  });

  let webhookId: string;

  it('webhooks and builds on push', async () => {
    const hook = await call(
      'POST',
      '/api/projects/{owner}/{repo}/webhooks',
      `/api/projects/${project}/webhooks`,
      {
        body: { url: receiver.url, secret: 's3cret', events: ['build.finished'] },
        status: 201,
      },
    );
    webhookId = hook.json.id;
    await call('GET', '/api/projects/{owner}/{repo}/webhooks', `/api/projects/${project}/webhooks`, {
      status: 200,
    });

    const never = await call(
      'GET',
      '/api/projects/{owner}/{repo}/auto_build',
      `/api/projects/${project}/auto_build`,
      {
        status: 200,
      },
    );
    expect(never.json.last_trigger).toBeNull();
    await call('PUT', '/api/projects/{owner}/{repo}/auto_build', `/api/projects/${project}/auto_build`, {
      body: { enabled: true, branches: ['main'], formats: ['platform'] },
      status: 200,
    });
    // A commit on main: auto-build starts a build of the source package.
    await call(
      'PUT',
      '/api/projects/{owner}/{repo}/files/{path}',
      `/api/projects/${project}/files/notes/more.md`,
      {
        body: { content: 'Notes.\n', message: 'Add notes' },
        status: 200,
      },
    );
    await until('the auto-build trigger', async () => {
      const settings = await call(
        'GET',
        '/api/projects/{owner}/{repo}/auto_build',
        `/api/projects/${project}/auto_build`,
        {
          status: 200,
        },
      );
      return settings.json.last_trigger?.build_id ? settings.json : undefined;
    });
  });

  let buildId: number;

  it('a build of html: its answers, events, log, download, retry, cancel and verification', async () => {
    const created = await call('POST', '/api/builds', '/api/builds', {
      body: { project, formats: 'html,platform' },
      status: 201,
    });
    buildId = created.json.id;
    const build = await until('the build to finish', async () => {
      const { json } = await call('GET', '/api/builds/{id}', `/api/builds/${buildId}`, { status: 200 });
      return json.status.every((s: { status: string }) => s.status === 'completed' || s.status === 'failed')
        ? json
        : undefined;
    });
    expect(build.status.map((s: { status: string }) => s.status)).toEqual(['completed', 'completed']);

    await call('GET', '/api/builds', `/api/builds?project=${project}`, { status: 200 });
    await call('GET', '/api/builds/{id}/events', `/api/builds/${buildId}/events`, { status: 200 });
    const log = await call('GET', '/api/builds/{id}/log', `/api/builds/${buildId}/log?format=html`, {
      status: 200,
    });
    expect(typeof log.text).toBe('string');
    const download = new URL(build.status[0].download_url as string);
    await call('GET', '/downloads/{buildId}/{format}/{fileName}', download.pathname + download.search, {
      token: null,
      status: 200,
    });

    const retried = await call('POST', '/api/builds/{id}/retry', `/api/builds/${buildId}/retry`, {
      status: 201,
    });
    await call('POST', '/api/builds/{id}/cancel', `/api/builds/${retried.json.id}/cancel`, { status: 201 });

    const report = await call('POST', '/api/builds/{id}/verify', `/api/builds/${buildId}/verify`, {
      status: 200,
    });
    expect(report.json.result).toBe('match');
  });

  it('a published site', async () => {
    await call('POST', '/api/sites', '/api/sites', { body: { project, build_id: buildId }, status: 201 });
  });

  it("a webhook's deliveries, and the webhook with its last delivery", async () => {
    const deliveries = `/api/projects/${project}/webhooks/${webhookId}/deliveries`;
    await until('a delivered webhook', async () => {
      const { json } = await call(
        'GET',
        '/api/projects/{owner}/{repo}/webhooks/{id}/deliveries',
        deliveries,
        {
          status: 200,
        },
      );
      return json.some((d: { status: string }) => d.status === 'delivered') ? json : undefined;
    });
    expect(receiver.received()).toBeGreaterThan(0);
    const hook = await call(
      'GET',
      '/api/projects/{owner}/{repo}/webhooks/{id}',
      `/api/projects/${project}/webhooks/${webhookId}`,
      {
        status: 200,
      },
    );
    expect(hook.json.last_delivery).not.toBeNull();
    await call(
      'DELETE',
      '/api/projects/{owner}/{repo}/webhooks/{id}',
      `/api/projects/${project}/webhooks/${webhookId}`,
      {
        status: 204,
      },
    );
  });

  it('error answers fit the Error schema', async () => {
    await call('GET', '/api/user', '/api/user', { token: null, status: 404 });
    await call('GET', '/api/user', '/api/user', { token: 'not-a-token', status: 401 });
    await call('GET', '/api/projects/{owner}/{repo}', '/api/projects/ann/missing', { status: 404 });
    const invalid = await call('POST', '/api/builds', '/api/builds', {
      body: { project, formats: 'docx' },
      status: 422,
    });
    expect(invalid.json.details.length).toBeGreaterThan(0);
  });

  it('deleting an account: a throwaway user with no projects', async () => {
    const carol = await server.createUser('carol');
    await call('DELETE', '/api/user', '/api/user', {
      token: carol,
      body: { password: 'wrong password' },
      status: 422,
    });
    await call('DELETE', '/api/user', '/api/user', {
      token: carol,
      body: { password: 'correct-horse-battery' },
      status: 204,
    });
    await call('GET', '/api/user', '/api/user', { token: carol, status: 401 });
  });

  it('called every route the document describes, with each documented success', () => {
    const missed = api.documentedSuccesses().filter((answer) => !api.seen.has(answer));
    expect({ missed }).toEqual({ missed: [] });
  });

  it('refuses, in its copy of the document, an answer with an undocumented or a missing property', async () => {
    const { json } = await call('GET', '/api/builds/{id}', `/api/builds/${buildId}`, { status: 200 });
    const validate = api.validatorFor('GET', '/api/builds/{id}', '200');
    expect(validate(json)).toBe(true);
    expect(validate({ ...json, added: 1 })).toBe(false);
    expect(validate({ ...json, status: [{ ...json.status[0], added: 1 }] })).toBe(false);
    const { commit: _commit, ...withoutCommit } = json;
    expect(validate(withoutCommit)).toBe(false);
  });
});
