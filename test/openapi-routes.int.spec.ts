import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../src/docs/openapi-document';

const ROOT = join(__dirname, '..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `:id` → `{id}`, a trailing `*` → `{path}`: how the document writes a route. */
const asDocumentPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');

/**
 * Every API route the code serves: controller decorators under `api/` and `downloads/`, and the plain Fastify
 * routes registered beside Nest (the build status route every client polls).
 */
function servedRoutes(): string[] {
  const routes: string[] = [];
  for (const file of filesUnder(join(ROOT, 'src')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
  )) {
    const source = readFileSync(file, 'utf8');
    // src/web serves pages (an HTML build's pages under a signed link among them), not the API.
    if (file.endsWith('.controller.ts') && !file.includes(`${join('src', 'web')}/`)) {
      const prefix = source.match(/@Controller\('([^']*)'\)/)?.[1];
      if (!prefix || !(prefix.startsWith('api') || prefix === 'downloads')) continue;
      for (const [, method, path] of source.matchAll(/@(Get|Post|Put|Patch|Delete)\('?([^')]*)'?\)/g)) {
        routes.push(
          `${method.toUpperCase()} ${asDocumentPath(`/${[prefix, path].filter(Boolean).join('/')}`)}`,
        );
      }
    }
    for (const [, method, path] of source.matchAll(
      /fastify\.(get|post|put|patch|delete)(?:<[^>]*>)?\('(\/api\/[^']*)'/g,
    )) {
      routes.push(`${method.toUpperCase()} ${asDocumentPath(path)}`);
    }
  }
  return [...new Set(routes)].sort();
}

function documentedRoutes(): string[] {
  const doc = openApiDocument('http://localhost:3000', 'test') as { paths: Record<string, object> };
  return Object.entries(doc.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('the OpenAPI document and the routes the code serves', () => {
  it('documents every API route, and documents no route the code does not serve', () => {
    const served = servedRoutes();
    const documented = documentedRoutes();
    expect(served.length).toBeGreaterThan(20);
    expect({ undocumented: served.filter((r) => !documented.includes(r)) }).toEqual({ undocumented: [] });
    expect({ notServed: documented.filter((r) => !served.includes(r)) }).toEqual({ notServed: [] });
  });
});
