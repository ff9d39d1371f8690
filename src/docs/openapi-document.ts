/**
 * The HTTP API as an OpenAPI 3.1 document, served at /docs/openapi.json (CONTRACT section 2). Its paths are
 * generated from the API's controllers: each route's `@ApiRoute` (src/api/api-route.ts) gives the summary and
 * answers, and its parameters and request body come from the request schema classes the route validates with
 * (src/api/dto.ts); a route without `@ApiRoute` is missing here, which test/openapi-routes.int.spec.ts catches.
 */
import { RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AnswerSchema } from '../api/answer-schema';
import { API_ROUTE_DOC, errorAnswer, RouteDoc } from '../api/api-route';
import { BUILD_STATUS_ROUTE } from '../api/build-status.route';
import { BuildsController } from '../api/builds.controller';
import { DownloadsController } from '../api/downloads.controller';
import { IdempotencyInterceptor } from '../api/idempotency/idempotency.interceptor';
import { ProjectsController } from '../api/projects.controller';
import { fieldsOf, jsonSchemaOf, RequestSchema } from '../api/request-schema';
import { SshKeysController } from '../api/ssh-keys.controller';
import { TokensController } from '../api/tokens.controller';
import { UserController } from '../api/user.controller';
import { AutomationController } from '../automation/automation.controller';
import { SitesApiController } from '../sites/sites-api.controller';

type Schema = Record<string, unknown>;

/** Every controller serving /api (and the signed downloads beside it). */
const API_CONTROLLERS: Array<new (...args: never[]) => object> = [
  BuildsController,
  ProjectsController,
  AutomationController,
  SshKeysController,
  TokensController,
  UserController,
  SitesApiController,
  DownloadsController,
];

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
  '401': errorAnswer('the token is unknown or revoked (`invalid_token`)'),
  '404': errorAnswer('no token (`{"error":"not_found"}`), or a project/build the caller may not see'),
  '422': errorAnswer('bad parameters (`validation_failed` with `details`)'),
  '429': errorAnswer('too many requests (`rate_limited`, with `Retry-After`)'),
};

const parametersOf = (schema: RequestSchema | undefined, where: 'path' | 'query') =>
  [...fieldsOf(schema ?? class {})].map(([name, field]) => {
    const { description, ...rest } = field.schema;
    return {
      name,
      in: where,
      required: where === 'path' || field.required,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });

const requestBody = (schema: RequestSchema) => {
  const body = jsonSchemaOf(schema);
  return {
    required: true,
    content: {
      'application/json': { schema: body },
      'application/x-www-form-urlencoded': { schema: body },
      'multipart/form-data': { schema: body },
    },
  };
};

function operation(doc: RouteDoc, idempotent: boolean): Schema {
  const parameters = [
    ...parametersOf(doc.path, 'path'),
    ...parametersOf(doc.query, 'query'),
    ...(idempotent ? [idempotencyKey] : []),
  ];
  return {
    summary: doc.summary,
    ...(doc.security ? { security: doc.security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body ? { requestBody: requestBody(doc.body) } : {}),
    responses: doc.security ? doc.responses : { ...standardErrors, ...doc.responses },
  };
}

/** `:id` → `{id}`, a trailing `*` → `{path}`. */
const documentPath = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  )
    .replace(/:([A-Za-z_]+)/g, '{$1}')
    .replace(/\*$/, '{path}');

export interface DocumentedRoute {
  method: string;
  path: string;
  doc: RouteDoc;
  idempotent: boolean;
}

/** The routes the document describes: every documented handler of the API controllers, and the Fastify route. */
export function documentedApiRoutes(): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [
    { method: 'get', path: BUILD_STATUS_ROUTE.path, doc: BUILD_STATUS_ROUTE.doc, idempotent: false },
  ];
  for (const controller of API_CONTROLLERS) {
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const doc = Reflect.getMetadata(API_ROUTE_DOC, handler) as RouteDoc | undefined;
      if (method === undefined || !doc) continue;
      const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[]) ?? [];
      routes.push({
        method: RequestMethod[method].toLowerCase(),
        path: documentPath(prefix, Reflect.getMetadata(PATH_METADATA, handler) as string),
        doc,
        idempotent: interceptors.includes(IdempotencyInterceptor),
      });
    }
  }
  return routes;
}

/** Collects the answer schemas the routes name, each once under its name. */
class AnswerSchemas {
  private readonly named = new Map<string, AnswerSchema>();
  readonly schemas = new Map<string, unknown>();

  /** `value` with every `AnswerSchema` in it replaced by a `$ref` to `components.schemas.<name>`. */
  referencing(value: unknown): unknown {
    if (value instanceof AnswerSchema) {
      const known = this.named.get(value.name);
      if (known && known !== value) throw new Error(`two answer schemas are named ${value.name}`);
      if (!known) {
        this.named.set(value.name, value);
        this.schemas.set(value.name, this.referencing(value.schema));
      }
      return { $ref: `#/components/schemas/${value.name}` };
    }
    if (Array.isArray(value)) return value.map((item) => this.referencing(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.referencing(v)]));
    }
    return value;
  }
}

/** The paths, and the answer schemas they refer to. */
function pathsAndSchemas() {
  const byPath: Record<string, Record<string, unknown>> = {};
  const answers = new AnswerSchemas();
  for (const route of documentedApiRoutes()) {
    byPath[route.path] ??= {};
    byPath[route.path][route.method] = answers.referencing(operation(route.doc, route.idempotent));
  }
  const sorted = <T>(entries: Iterable<[string, T]>) =>
    Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
  return { paths: sorted(Object.entries(byPath)), schemas: sorted(answers.schemas) };
}

export function openApiDocument(baseUrl: string, version: string) {
  const { paths, schemas } = pathsAndSchemas();
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
      schemas,
    },
    paths,
  };
}
