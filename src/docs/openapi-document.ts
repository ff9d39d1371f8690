/** The HTTP API as an OpenAPI 3.1 document, served at /docs/openapi.json (CONTRACT section 2). */

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(ref('Error'), description);
const pathParam = (name: string, description: string, schema: Schema = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
const queryParam = (name: string, description: string, schema: Schema = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const body = (schema: Schema) => ({
  required: true,
  content: {
    'application/json': { schema },
    'application/x-www-form-urlencoded': { schema },
    'multipart/form-data': { schema },
  },
});
const project = [pathParam('owner', "the owner's username"), pathParam('repo', 'the repository name')];
/** On every route that creates something (src/api/idempotency/). */
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'any 1–255 visible ASCII characters (a UUID): a repeated key from the same caller gets the first answer ' +
    '(status, body, Location; `Idempotent-Replayed: true`) and creates nothing new; the key on a request with ' +
    'other parameters is 422 `idempotency_key_reused`',
  schema: { type: 'string', maxLength: 255 },
};
const standardErrors = {
  '401': error('the token is unknown or revoked (`invalid_token`)'),
  '404': error('no token (`{"error":"not_found"}`), or a project/build the caller may not see'),
  '422': error('bad parameters (`validation_failed` with `details`)'),
  '429': error('too many requests (`rate_limited`, with `Retry-After`)'),
};

export function openApiDocument(baseUrl: string, version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Octavo API',
      version,
      description:
        'Git-backed book publishing. Authenticate with `auth_token` (query string, form or JSON body) or ' +
        '`Authorization: Bearer <token>`. Every error is JSON with a stable `error` code and a `message`; ' +
        'a request without a token gets the same bare 404 as an unknown route.',
    },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }, { authToken: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        authToken: { type: 'apiKey', in: 'query', name: 'auth_token' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', examples: ['validation_failed'] },
            message: { type: 'string' },
            details: { type: 'array', items: { type: 'object' } },
          },
        },
        FormatStatus: {
          type: 'object',
          required: ['format', 'status'],
          properties: {
            format: { enum: ['pdf', 'epub', 'mobi', 'html', 'platform'] },
            status: { enum: ['queued', 'working', 'completed', 'failed'] },
            download_url: { type: 'string', description: 'signed, expiring; present exactly when completed' },
            size: { type: 'integer', description: "when completed: the artifact's size in bytes" },
            sha256: { type: 'string', description: "when completed: the artifact's SHA-256, hex" },
            reused_from_build: {
              type: 'integer',
              description:
                'when completed without rendering: the earlier build of the same commit (same configuration and renderer version) whose artifact this is',
            },
            message: {
              type: 'string',
              description:
                'warnings when completed (at most about 20 lines, grouped and counted; GET /api/builds/{id}/log has them all); the error when failed',
            },
            queue_position: { type: 'integer', description: 'when queued: 1 = next' },
            started_at: { type: 'string', format: 'date-time' },
            finished_at: { type: 'string', format: 'date-time' },
          },
        },
        Build: {
          type: 'object',
          required: ['id', 'build_url', 'project', 'branch', 'commit', 'created_at', 'status'],
          properties: {
            id: { type: 'integer' },
            build_url: { type: 'string' },
            project: { type: 'string', examples: ['ann/book'] },
            branch: { type: 'string' },
            commit: { type: 'string' },
            created_at: { type: 'string', format: 'date-time' },
            status: { type: 'array', items: ref('FormatStatus') },
          },
        },
        Project: {
          type: 'object',
          properties: {
            full_name: { type: 'string' },
            clone_url: { type: 'string' },
            default_branch: {
              type: 'string',
              description: 'the branch HEAD names; for an empty project, what the first push replaces',
            },
            empty: { type: 'boolean', description: 'no branch yet (created with starter: false)' },
            visibility: { enum: ['private', 'public'] },
            description: { type: 'string' },
            branches: { type: 'array', items: { type: 'object' } },
            collaborators: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
    paths: {
      '/api/builds': {
        post: {
          summary: 'Request a build, pinned to the commit the branch points at now',
          parameters: [idempotencyKey],
          requestBody: body({
            type: 'object',
            required: ['project', 'formats'],
            properties: {
              project: { type: 'string', description: 'owner/repo' },
              formats: { type: 'string', description: 'comma-separated from pdf,epub,mobi,html,platform' },
              branch: { type: 'string', description: 'default: master if present, else the default branch' },
            },
          }),
          responses: {
            '201': json(ref('Build'), 'Created; `Location` is the build_url'),
            ...standardErrors,
            '422': error(
              'validation_failed, branch_not_found (also: an empty project, which has no branch yet), config_missing, ' +
                'config_invalid, or format_unavailable (this server lacks the program a format needs, e.g. Calibre ' +
                "for mobi: the message names it and how to install it; /readyz lists each format's availability)",
            ),
          },
        },
        get: {
          summary: "A project's builds, newest first",
          parameters: [
            queryParam('project', 'owner/repo'),
            queryParam('page', 'from 1', { type: 'integer' }),
            queryParam('per_page', '1 to 100', { type: 'integer' }),
          ],
          responses: { '200': json({ type: 'array', items: ref('Build') }), ...standardErrors },
        },
      },
      '/api/builds/{id}': {
        get: {
          summary: 'A build with its current statuses',
          parameters: [pathParam('id', 'build id', { type: 'integer' })],
          responses: { '200': json(ref('Build')), ...standardErrors },
        },
      },
      '/api/builds/{id}/events': {
        get: {
          summary: "The build's full event history, oldest first",
          parameters: [pathParam('id', 'build id', { type: 'integer' })],
          responses: { '200': json({ type: 'array', items: { type: 'object' } }), ...standardErrors },
        },
      },
      '/api/builds/{id}/log': {
        get: {
          summary: "A format's full build log: every warning with file:line, and the error when it failed",
          parameters: [
            pathParam('id', 'build id', { type: 'integer' }),
            {
              ...queryParam('format', "one of the build's formats", {
                enum: ['pdf', 'epub', 'mobi', 'html', 'platform'],
              }),
              required: true,
            },
          ],
          responses: {
            '200': {
              description: 'The log as plain text, one line per warning (`file:line: text`)',
              content: { 'text/plain; charset=utf-8': { schema: { type: 'string' } } },
            },
            ...standardErrors,
            '404': error(
              'no token, a build the caller may not see (`build_not_found`), or no log yet (`log_not_found`: the format is not final)',
            ),
            '422': error('format missing, unknown, or not part of this build (`validation_failed`)'),
          },
        },
      },
      '/api/builds/{id}/cancel': {
        post: {
          summary: 'Formats not yet final become failed with message "cancelled"',
          parameters: [pathParam('id', 'build id', { type: 'integer' })],
          responses: { '201': json(ref('Build')), ...standardErrors },
        },
      },
      '/api/builds/{id}/verify': {
        post: {
          summary:
            "Renders the build's commit again aside and compares each format with its stored file and the SHA-256 " +
            'recorded when it completed (`octavo builds verify`); changes nothing',
          description:
            'Per format `result`: `match`, `mismatch` (with `difference`: the first differing zip `entry`, or the PDF ' +
            '`offset` and `object`), `not_reproducible` (MOBI: the stored file is checked against the recorded ' +
            'SHA-256 only), `not_built` or `error`. The top-level `result` is `mismatch` when any format is ' +
            '`mismatch` or `error`. Takes as long as rendering the build again.',
          parameters: [pathParam('id', 'build id', { type: 'integer' })],
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
      },
      '/api/builds/{id}/retry': {
        post: {
          summary: 'A new build of the same commit and formats',
          parameters: [pathParam('id', 'build id', { type: 'integer' }), idempotencyKey],
          responses: { '201': json(ref('Build')), ...standardErrors },
        },
      },
      '/api/projects': {
        get: {
          summary: 'Projects visible to the caller',
          responses: { '200': json({ type: 'array', items: ref('Project') }), ...standardErrors },
        },
        post: {
          summary: 'Create a project: a starter book on main, or an empty repository (starter: false)',
          parameters: [idempotencyKey],
          requestBody: body({
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string' },
              description: { type: 'string' },
              visibility: { enum: ['private', 'public'] },
              starter: {
                type: 'boolean',
                default: true,
                description:
                  'false: an empty repository (no commit, no branch) to push an existing book into; the first branch pushed becomes the default branch',
              },
            },
          }),
          responses: { '201': json(ref('Project'), 'Created'), ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}': {
        get: {
          summary: 'A project',
          parameters: project,
          responses: { '200': json(ref('Project')), ...standardErrors },
        },
        patch: {
          summary: 'Change a project (owner): visibility, default branch',
          parameters: project,
          requestBody: body({
            type: 'object',
            properties: {
              visibility: { enum: ['private', 'public'] },
              default_branch: { type: 'string', description: 'an existing branch; HEAD moves to it' },
            },
          }),
          responses: {
            '200': json(ref('Project')),
            ...standardErrors,
            '422': error(
              'validation_failed: a bad value, or a default_branch that does not exist (the message lists those that do)',
            ),
          },
        },
        delete: {
          summary: 'Delete a project (owner)',
          parameters: project,
          responses: { '204': { description: 'Deleted' }, ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/collaborators/{username}': {
        put: {
          summary: 'Add or change a collaborator (owner)',
          parameters: [...project, pathParam('username', 'the collaborator')],
          requestBody: body({
            type: 'object',
            required: ['permission'],
            properties: { permission: { enum: ['read', 'write'] } },
          }),
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
        delete: {
          summary: 'Remove a collaborator (owner)',
          parameters: [...project, pathParam('username', 'the collaborator')],
          responses: { '204': { description: 'Removed' }, ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/files/{path}': {
        get: {
          summary: "A file's raw bytes at a branch",
          parameters: [
            ...project,
            pathParam('path', 'repository path (may contain /)'),
            queryParam('branch', 'default branch when absent'),
          ],
          responses: {
            '200': { description: 'The file; `X-Octavo-Commit` names the commit' },
            ...standardErrors,
          },
        },
        put: {
          summary: 'Commit a file (write access); a stale base_commit is a 409, never a lost commit',
          parameters: [...project, pathParam('path', 'repository path (may contain /)')],
          requestBody: body({
            type: 'object',
            required: ['message'],
            properties: {
              content: { type: 'string' },
              content_base64: { type: 'string' },
              message: { type: 'string' },
              branch: { type: 'string' },
              base_commit: { type: 'string' },
            },
          }),
          responses: {
            '200': json({ type: 'object' }),
            '409': error('conflict: the branch moved'),
            ...standardErrors,
          },
        },
      },
      '/api/projects/{owner}/{repo}/tree': {
        get: {
          summary: 'Directory entries at a branch',
          parameters: [
            ...project,
            queryParam('branch', 'default branch when absent'),
            queryParam('path', 'directory, default the root'),
          ],
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/webhooks': {
        get: {
          summary: 'Webhooks (owner)',
          parameters: project,
          responses: { '200': json({ type: 'array', items: { type: 'object' } }), ...standardErrors },
        },
        post: {
          summary:
            'Register a webhook: each finished build is POSTed, signed X-Octavo-Signature: sha256=<hmac>',
          parameters: [...project, idempotencyKey],
          requestBody: body({
            type: 'object',
            required: ['url', 'secret'],
            properties: {
              url: { type: 'string' },
              secret: { type: 'string' },
              events: { type: 'array', items: { type: 'string' } },
            },
          }),
          responses: { '201': json({ type: 'object' }, 'Created'), ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/webhooks/{id}': {
        get: {
          summary: 'A webhook',
          parameters: [...project, pathParam('id', 'webhook id')],
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
        delete: {
          summary: 'Remove a webhook',
          parameters: [...project, pathParam('id', 'webhook id')],
          responses: { '204': { description: 'Removed' }, ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/webhooks/{id}/deliveries': {
        get: {
          summary: 'Delivery log, newest first',
          parameters: [...project, pathParam('id', 'webhook id')],
          responses: { '200': json({ type: 'array', items: { type: 'object' } }), ...standardErrors },
        },
      },
      '/api/projects/{owner}/{repo}/auto_build': {
        get: {
          summary: 'Builds on push: settings',
          parameters: project,
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
        put: {
          summary: 'Builds on push: on BranchPushed to chosen branches, build chosen formats',
          parameters: project,
          requestBody: body({
            type: 'object',
            properties: {
              enabled: { type: 'boolean' },
              branches: { type: 'array', items: { type: 'string' } },
              formats: { type: 'array', items: { type: 'string' } },
            },
          }),
          responses: { '200': json({ type: 'object' }), ...standardErrors },
        },
      },
      '/api/ssh_keys': {
        get: {
          summary: 'Your SSH keys with SHA256 fingerprints',
          responses: { '200': json({ type: 'array', items: { type: 'object' } }), ...standardErrors },
        },
        post: {
          summary: 'Register an SSH public key (ed25519, ecdsa, rsa ≥ 2048)',
          parameters: [idempotencyKey],
          requestBody: body({
            type: 'object',
            required: ['key'],
            properties: { title: { type: 'string' }, key: { type: 'string' } },
          }),
          responses: {
            '201': json({ type: 'object' }, 'Created: {id, title, fingerprint}'),
            ...standardErrors,
          },
        },
      },
      '/api/ssh_keys/{id}': {
        delete: {
          summary: 'Remove an SSH key',
          parameters: [pathParam('id', 'key id')],
          responses: { '204': { description: 'Removed' }, ...standardErrors },
        },
      },
      '/api/tokens': {
        get: {
          summary: 'Your API tokens: names, created, last used (never the secret)',
          responses: { '200': json({ type: 'array', items: { type: 'object' } }), ...standardErrors },
        },
        post: {
          summary: 'Create a token; the secret is in this answer only (and in its replay for the same key)',
          parameters: [idempotencyKey],
          requestBody: body({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }),
          responses: { '201': json({ type: 'object' }, 'Created: {id, name, token}'), ...standardErrors },
        },
      },
      '/api/tokens/{id}': {
        delete: {
          summary: 'Revoke a token (refused from the next request on)',
          parameters: [pathParam('id', 'token id')],
          responses: { '204': { description: 'Revoked' }, ...standardErrors },
        },
      },
      '/api/user': {
        get: {
          summary: 'Who the token belongs to',
          responses: {
            '200': json({
              type: 'object',
              properties: { username: { type: 'string' }, email: { type: 'string' } },
            }),
            ...standardErrors,
          },
        },
      },
      '/api/sites': {
        post: {
          summary: 'Publish a completed html build at /sites/owner/repo/ (latest when build_id is absent)',
          parameters: [idempotencyKey],
          requestBody: body({
            type: 'object',
            required: ['project'],
            properties: {
              project: { type: 'string', examples: ['ann/book'] },
              build_id: { type: 'integer', description: 'the html build to publish; the latest when absent' },
              public: {
                type: 'boolean',
                description:
                  'absent: the site keeps its visibility (a new site is private); true: anyone with the link',
              },
              follow: {
                type: ['string', 'boolean'],
                description:
                  'a branch: publish its latest html build now and each later one as it completes; false: stop following; absent: keep',
                examples: ['main'],
              },
            },
          }),
          responses: {
            '201': json(
              {
                type: 'object',
                properties: {
                  project: { type: 'string', examples: ['ann/book'] },
                  build_id: { type: 'integer', examples: [42] },
                  public: { type: 'boolean' },
                  follow_branch: { type: ['string', 'null'], examples: ['main'] },
                  url: { type: 'string', examples: ['https://books.example/sites/ann/book/'] },
                },
              },
              'Published: what the site now is',
            ),
            ...standardErrors,
          },
        },
      },
      '/downloads/{buildId}/{format}/{fileName}': {
        get: {
          summary: 'An artifact through its signed, expiring download_url (no token)',
          security: [],
          parameters: [
            pathParam('buildId', 'build id'),
            pathParam('format', 'format'),
            pathParam('fileName', 'file name'),
            queryParam('expires', 'from the signed link'),
            queryParam('signature', 'from the signed link'),
            queryParam(
              'inline',
              '`1`: show it in the browser tab instead of downloading it (a PDF; an html build opens its index page)',
            ),
          ],
          responses: {
            '200': { description: 'The file' },
            '403': error('invalid_signature'),
            '410': error('link_expired'),
          },
        },
      },
    },
  };
}
