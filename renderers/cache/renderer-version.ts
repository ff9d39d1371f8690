import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The libraries whose output a converted source carries. */
const CONVERTERS = [
  '@asciidoctor/core',
  'markdown-it',
  'markdown-it-footnote',
  'markdown-it-deflist',
  'highlight.js',
  'temml',
  'asciimath2tex',
  'citeproc',
  '@citation-js/core',
  '@fortawesome/fontawesome-free',
];

let version: string | undefined;

/**
 * What the renderer's own code is, as a digest: every module of the running renderers (so any change to
 * Octavo's conversion, even without a version bump, makes new cache keys) and the versions of the converter
 * libraries. Worked out once per process.
 */
export function rendererVersion(): string {
  if (version !== undefined) return version;
  const hash = createHash('sha256');
  const root = dirname(__dirname);
  for (const file of moduleFiles(root)) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  for (const name of CONVERTERS) hash.update(`${name}@${packageVersion(name)}\0`);
  hash.update(`node ${process.versions.node}`);
  version = hash.digest('hex');
  return version;
}

function moduleFiles(root: string, prefix = ''): string[] {
  const files: string[] = [];
  const entries = readdirSync(join(root, prefix), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') files.push(...moduleFiles(root, path));
    } else if (/\.(?:js|ts|json)$/.test(entry.name) && !/\.(?:spec|d)\.[jt]s$|\.map$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function packageVersion(name: string): string {
  try {
    const file = join(dirname(require.resolve(`${name}/package.json`)), 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '?';
  } catch {
    // Some packages do not export their package.json: the entry point's folder holds it, or one above.
    try {
      let dir = dirname(require.resolve(name));
      for (let i = 0; i < 4; i++, dir = dirname(dir)) {
        try {
          const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
            name?: string;
            version?: string;
          };
          if (pkg.name === name) return pkg.version ?? '?';
        } catch {
          // not here: one folder up
        }
      }
    } catch {
      // not installed
    }
    return '?';
  }
}
