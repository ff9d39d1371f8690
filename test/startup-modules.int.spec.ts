import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { NODE, ROOT } from './support/octavo-server';

/**
 * What the server and every CLI command load before they do anything: the embedded profile must not load the
 * scale profile's clients, nor the renderers, which run in render and preview threads. Loading them took
 * about 700 ms of each start (1.36 s against 0.78 s) and their memory for as long as the process lived.
 */
function packagesLoadedBy(entry: string, env: NodeJS.ProcessEnv = {}): string[] {
  const script = `
    require(${JSON.stringify(entry)});
    const names = new Set();
    for (const file of Object.keys(require.cache)) {
      const m = file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/);
      if (m) names.add(m[1]);
      else if (file.includes('/dist/renderers/')) names.add('renderers/' + file.split('/dist/renderers/')[1]);
    }
    console.log(JSON.stringify([...names].sort()));
  `;
  const run = spawnSync(NODE, ['-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  if (run.status !== 0) throw new Error(`node exited with ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

const SCALE_CLIENTS = ['bullmq', 'ioredis', 'mongodb', '@eventstore/db-client'];
const RENDERER_LIBRARIES = [
  'puppeteer',
  'puppeteer-core',
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@asciidoctor/core',
  'yazl',
];

describe('what a start loads', () => {
  it('the app module loads no scale client and no renderer library, only light renderer modules', () => {
    const loaded = packagesLoadedBy(join(ROOT, 'dist', 'src', 'app.module.js'));
    expect(loaded).toContain('@nestjs/core');
    expect(loaded.filter((name) => SCALE_CLIENTS.includes(name))).toEqual([]);
    expect(loaded.filter((name) => RENDERER_LIBRARIES.includes(name))).toEqual([]);
    // The configuration reader, warnings and tool paths, never a format's renderer.
    const rendererModules = loaded.filter((name) => name.startsWith('renderers/'));
    expect(rendererModules).toContain('renderers/config/load-platform-config.js');
    expect(rendererModules.filter((name) => /^renderers\/(pdf|epub|mobi|html|model)\//.test(name))).toEqual(
      [],
    );
  });

  it('the render thread loads the renderers it runs, and the PDF path only when it prints', () => {
    const loaded = packagesLoadedBy(join(ROOT, 'dist', 'src', 'pipeline', 'render-format.js'));
    expect(loaded).toEqual(expect.arrayContaining(['@asciidoctor/core', 'yazl']));
    // renderers/index imports pdf/ on the first PDF: an HTML, EPUB or MOBI render never loads it.
    expect(loaded).not.toContain('puppeteer-core');
    expect(loaded).not.toContain('pdf-lib');
    const printing = packagesLoadedBy(join(ROOT, 'dist', 'renderers', 'pdf', 'render-pdf.js'));
    expect(printing).toEqual(expect.arrayContaining(['puppeteer-core', 'pdf-lib', '@pdf-lib/fontkit']));
  });
});
