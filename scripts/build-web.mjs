// Bundles the web UI's browser code and stylesheet into dist/web-assets (served at /assets).
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'web-assets');
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: {
    app: join(root, 'web-assets', 'app.js'),
    editor: join(root, 'web-assets', 'editor.js'),
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
console.log(`web assets → ${outdir}`);
