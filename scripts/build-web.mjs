// Bundles the web UI's browser code and stylesheet into dist/web-assets (served at /assets).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'web-assets');
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: {
    app: join(root, 'web-assets', 'app.js'),
    editor: join(root, 'web-assets', 'editor.js'),
    'api-docs': join(root, 'web-assets', 'api-docs.js'),
    style: join(root, 'web-assets', 'style.css'),
  },
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
// The API reference at /docs is drawn by Redoc (npm `redoc`), served from our own assets: no CDN.
try {
  const redoc = join(dirname(createRequire(import.meta.url).resolve('redoc')), 'redoc.standalone.js');
  copyFileSync(redoc, join(outdir, 'redoc-standalone.js'));
} catch {
  console.warn('redoc is not installed: /docs shows the list of routes only (npm install redoc)');
}
console.log(`web assets → ${outdir}`);
