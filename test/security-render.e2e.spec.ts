import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { tool } from './support/render-tools';
import { readZip } from './support/zip';

/**
 * Adds to render-isolation.e2e.spec.ts: there, scripts would only show by reaching the network. Here each
 * script also writes into the page, which would show in the output even if the network were cut off.
 */
describe('security: a book’s scripts never run while rendering', () => {
  const server = new OctavoServer();
  let listener: Server;
  const received: string[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-scripts-'));
    listener = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => listener.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves no trace of any script in PDF, EPUB or HTML, and the loopback listener hears nothing', async () => {
    const remote = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    const write = (marker: string) =>
      `document.body.insertAdjacentHTML('beforeend', '<p>${marker}</p>'); document.title = '${marker}'; ` +
      `new Image().src = '${remote}/${marker}'; navigator.sendBeacon && navigator.sendBeacon('${remote}/b-${marker}');`;
    const api = new ApiClient(server.baseUrl, await server.createUser('eve'));
    expect((await api.post('/api/projects', { name: 'scripted' })).status).toBe(201);
    await putFiles(api, 'eve/scripted', {
      'platform.json': JSON.stringify({ title: 'Scripted Book', files: ['ch01.html', 'ch02.md'] }),
      'ch01.html': `<section data-type="chapter" id="one"><h1>Script Chapter</h1>
<p>Plain words.</p>
<script>${write('INLINE-SCRIPT-RAN')}</script>
<script src="data:text/javascript,${encodeURIComponent(write('DATA-SCRIPT-RAN'))}"></script>
<img src="missing.png" alt="" onerror="${write('ONERROR-RAN').replace(/"/g, '&quot;')}"/>
<svg onload="${write('SVG-ONLOAD-RAN').replace(/"/g, '&quot;')}" width="1" height="1"></svg>
<a href="javascript:${encodeURIComponent(write('HREF-RAN'))}">a link</a>
</section>`,
      'ch02.md': `# Markdown Chapter\n\n<script>${write('MARKDOWN-SCRIPT-RAN')}</script>\n\nText.\n`,
    });
    const posted = await api.post('/api/builds', { project: 'eve/scripted', formats: 'pdf,epub,html' });
    const done = await api.waitForBuild(posted.json.id, 300_000);
    for (const status of done.status) {
      expect([status.format, status.status]).toEqual([status.format, 'completed']);
      const data = Buffer.from(await (await fetch(status.download_url)).arrayBuffer());
      const file = join(dir, `scripted.${status.format}`);
      await writeFile(file, data);
      // The HTML site's own search script (site/*.js, Octavo's code) is the one script a book may carry.
      const texts =
        status.format === 'pdf'
          ? [(await tool('pdftotext', [file, '-'])).stdout]
          : [...(await readZip(data)).entries()]
              .filter(([name]) => !(status.format === 'html' && /^site\/[\w-]+\.js$/.test(name)))
              .map(([, b]) => b.toString('utf8').replace('<script src="site/site.js" defer></script>', ''));
      const all = texts.join('\n');
      expect(all).toContain('Script Chapter');
      expect(all).toContain('Markdown Chapter');
      if (status.format === 'pdf') {
        // Script source is never printed, so any marker in the PDF's text was written by a script that ran.
        expect(all.match(/[A-Z-]+-RAN/g) ?? []).toEqual([]);
      } else {
        // Packaged books keep no scripts, handlers or javascript: links a reader's device could run later.
        expect({
          format: status.format,
          runnable: all.match(/<script\b|\son(error|load)\s*=|javascript:/gi) ?? [],
        }).toEqual({ format: status.format, runnable: [] });
      }
    }
    expect(received).toEqual([]);
  });
});
