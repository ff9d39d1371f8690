import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { tool } from './support/render-tools';
import { readZip } from './support/zip';

describe('rendering never reaches the network or files outside the book', () => {
  const server = new OctavoServer();
  let listener: Server;
  const received: string[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-isolation-'));
    listener = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.end('leaked');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    await server.start();
  });

  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => listener.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('builds every format without a request to the listener and without /etc/passwd in any output', async () => {
    const { port } = listener.address() as AddressInfo;
    const remote = `http://127.0.0.1:${port}`;
    const api = new ApiClient(server.baseUrl, await server.createUser('eve'));
    expect((await api.post('/api/projects', { name: 'hostile' })).status).toBe(201);
    await putFiles(api, 'eve/hostile', {
      'platform.json': JSON.stringify({
        title: 'Hostile Book',
        theme: 'theme.css',
        files: ['ch01.html', 'ch02.md'],
      }),
      'theme.css': `@import url("${remote}/theme-import.css");\nbody { background: url("${remote}/theme-bg.png"); }\n`,
      'ch01.html': `<section data-type="chapter" id="one"><h1>Hostile Chapter</h1>
<p>Text <img src="${remote}/img.png" alt="remote image"/> <img src="file:///etc/passwd" alt="local file"/></p>
<iframe src="file:///etc/passwd"></iframe><iframe src="${remote}/frame.html"></iframe>
<object data="file:///etc/passwd"></object><embed src="${remote}/embed.swf"/>
<link rel="stylesheet" href="${remote}/link.css"/><style>@import url("${remote}/style.css");</style>
<p style="background-image: url('${remote}/inline.png')">Styled</p>
<svg width="10" height="10"><image href="${remote}/svg.png" width="10" height="10"/></svg>
<video src="${remote}/video.mp4" poster="${remote}/poster.png"></video><audio src="file:///etc/passwd"></audio>
<a href="file:///etc/passwd">passwd link</a>
<script>fetch("${remote}/script")</script><img src="x" onerror="fetch('${remote}/onerror')"/>
</section>`,
      'ch02.md': `# Markdown Chapter\n\n![remote](${remote}/md.png)\n\n<iframe src="file:///etc/passwd"></iframe>\n\n[link](${remote}/just-a-link)\n`,
    });
    const posted = await api.post('/api/builds', { project: 'eve/hostile', formats: 'pdf,epub,mobi,html' });
    const done = await api.waitForBuild(posted.json.id, 300_000);
    const passwd = (await readFile('/etc/passwd', 'utf8')).split('\n')[0];
    for (const status of done.status) {
      expect([status.format, status.status]).toEqual([status.format, 'completed']);
      expect(status.message).toMatch(/never|not fetched|removed/);
      const data = Buffer.from(await (await fetch(status.download_url)).arrayBuffer());
      const file = join(dir, `hostile.${status.format}`);
      await writeFile(file, data);
      let texts: string[] = [data.toString('latin1')];
      if (status.format === 'epub' || status.format === 'html') {
        texts = [...(await readZip(data)).values()].map((b) => b.toString('utf8'));
      }
      if (status.format === 'pdf') texts.push((await tool('pdftotext', [file, '-'])).stdout);
      for (const text of texts) expect(text).not.toContain(passwd);
      if (status.format !== 'mobi') {
        expect(texts.join('\n')).toContain('Hostile Chapter');
      }
    }
    expect(received).toEqual([]);
  });
});
