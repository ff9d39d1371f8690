import { mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, SshUser } from './support/ssh-client';

/**
 * A PATH with every program of this machine's PATH except `hidden`: one directory of links, so the server finds
 * git, node and the rest as before and the hidden programs nowhere (as on a machine without them).
 */
function pathWithout(hidden: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-path-'));
  const seen = new Set<string>(hidden);
  for (const source of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    let names: string[];
    try {
      names = readdirSync(source);
    } catch {
      continue;
    }
    for (const name of names) {
      if (seen.has(name)) continue;
      try {
        if (!statSync(join(source, name)).isFile()) continue;
      } catch {
        continue;
      }
      seen.add(name);
      symlinkSync(join(source, name), join(dir, name));
    }
  }
  return dir;
}

async function finalStatuses(api: ApiClient, id: number): Promise<Array<Record<string, string>>> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const build = await api.get(`/api/builds/${id}`);
    const statuses = build.json.status as Array<Record<string, string>>;
    if (statuses.every((s) => s.status === 'completed' || s.status === 'failed')) return statuses;
    if (Date.now() > deadline) throw new Error(`build ${id} did not finish: ${build.text}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a server without Calibre (nor Graphviz): it says so, refuses mobi with the reason, and builds the rest', () => {
  // Logging as `npm start` does (not silenced), to see what start-up prints.
  const server = new OctavoServer({
    env: { PATH: pathWithout(['ebook-convert', 'dot']), OCTAVO_LOG: 'default' },
  });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
  });

  afterAll(async () => {
    await server.stop();
  });

  it('the start-up banner lists the formats it can build, and mobi and the diagrams with the reason and the fix', () => {
    expect(server.output).toContain('  formats:      pdf, epub, html, platform\n');
    expect(server.output).toContain(
      "mobi: not available: Calibre's ebook-convert not found (looked for ebook-convert on PATH) — " +
        'apt-get install calibre',
    );
    // Start-up prints the banner and what needs attention: no route mapping or other start-up chatter.
    expect(server.output.trimEnd().split('\n')).toEqual([
      'Octavo is ready',
      `  web and API:  ${server.baseUrl}`,
      `  Git over SSH: ssh://git@127.0.0.1:${server.sshPort}/owner/repo.git`,
      expect.stringMatching(/^ {2}SSH host key: SHA256:[A-Za-z0-9+/]{43} \(ssh-ed25519\)$/),
      '  sign-up:      open to anyone',
      `  data:         ${server.dataDir}`,
      '  profile:      embedded (SQLite, in-process queue)',
      '  roles:        api, ssh, projector, worker',
      '  formats:      pdf, epub, html, platform',
      expect.stringMatching(/^ {16}mobi: not available: /),
      "  diagrams:     AsciiDoc [graphviz] diagrams print as their source: Graphviz's dot not found (looked for " +
        'dot on PATH) — apt-get install graphviz',
    ]);
  });

  it('/readyz reports each format, and stays ready', async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; formats: Record<string, Record<string, unknown>> };
    expect(body.status).toBe('ready');
    expect(body.formats.mobi).toEqual({
      available: false,
      tool: 'ebook-convert',
      reason: expect.stringContaining("Calibre's ebook-convert not found"),
      fix: 'apt-get install calibre',
    });
    for (const format of ['pdf', 'epub', 'html', 'platform'])
      expect(body.formats[format]).toEqual({ available: true });
  });

  it('POST /api/builds with mobi: 422 format_unavailable naming the tool and the fix; nothing is queued', async () => {
    const refused = await api.post('/api/builds', { project: 'ann/book', formats: 'epub,mobi' });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      error: 'format_unavailable',
      details: [{ field: 'formats', format: 'mobi', tool: 'ebook-convert', fix: 'apt-get install calibre' }],
    });
    expect(refused.json.message).toContain(
      "mobi cannot be built on this server: Calibre's ebook-convert not found",
    );
    expect(refused.json.message).toContain('apt-get install calibre');
    expect((await api.get('/api/builds?project=ann/book')).json).toEqual([]);
  });

  it('the other formats build', async () => {
    const started = await api.post('/api/builds', { project: 'ann/book', formats: 'epub,html,platform' });
    expect(started.status).toBe(201);
    const statuses = await finalStatuses(api, started.json.id);
    expect(statuses.map((s) => [s.format, s.status])).toEqual([
      ['epub', 'completed'],
      ['html', 'completed'],
      ['platform', 'completed'],
    ]);
  });

  it('the web build form offers mobi disabled, with the reason', async () => {
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    const browser = await launchBrowser();
    try {
      const visitor = await Visitor.open(browser, server.baseUrl);
      await visitor.context.addCookies([{ name: 'octavo_session', value: web.cookie, url: server.baseUrl }]);
      await visitor.page.goto('/ann/book/builds');
      const mobi = visitor.page.locator('#format-mobi');
      expect(await mobi.isDisabled()).toBe(true);
      expect(await visitor.page.locator('#format-epub').isDisabled()).toBe(false);
      expect(await visitor.page.locator('#format-mobi-unavailable').textContent()).toBe(
        "not available here: Calibre's ebook-convert not found (looked for ebook-convert on PATH) — " +
          'apt-get install calibre',
      );
      // The reason is the checkbox's description for screen readers too.
      expect(await mobi.getAttribute('aria-describedby')).toBe('format-mobi-unavailable');
      await visitor.screenshot('build-form-without-calibre');
    } finally {
      await browser.close();
    }
  });

  it('a push whose build on push asks for mobi says why no build was started', async () => {
    const on = await api.put('/api/projects/ann/book/auto_build', {
      enabled: true,
      branches: ['main'],
      formats: ['epub', 'mobi'],
    });
    expect(on.status).toBe(200);
    const ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    const work = ann.workdir('book');
    const url = `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
    expectOk(await ann.git(['clone', '--quiet', url, work]), 'git clone');
    await ann.commitFile(work, 'ch01.md', '# One\n\nMore.\n', 'More');
    const pushed = expectOk(await ann.git(['push', 'origin', 'main'], work), 'git push');
    expect(pushed.stderr).toMatch(
      /remote: octavo: no build of main \([0-9a-f]{7}\) was started on push: mobi cannot be built on this server: Calibre's ebook-convert not found/,
    );
  });
});

describe('a server without Chromium: pdf is not offered, the rest builds', () => {
  const hidden = [
    'chromium-headless-shell',
    'chromium',
    'chromium-browser',
    'google-chrome',
    'google-chrome-stable',
  ];
  const server = new OctavoServer({ env: { PATH: pathWithout(hidden) } });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
  });

  afterAll(async () => {
    await server.stop();
  });

  it('says so in the banner and /readyz, answers 422 naming Chromium, and builds html', async () => {
    expect(server.output).toContain('  formats:      epub, mobi, html, platform\n');
    expect(server.output).toContain(
      'pdf: not available: Chromium not found (looked for chromium-headless-shell, chromium, chromium-browser, ' +
        'google-chrome-stable, google-chrome on PATH) — apt-get install chromium-headless-shell (or chromium, or ' +
        'set CHROME_PATH)',
    );
    const ready = (await (await fetch(`${server.baseUrl}/readyz`)).json()) as {
      formats: Record<string, Record<string, unknown>>;
    };
    expect(ready.formats.pdf).toMatchObject({ available: false, tool: 'chromium' });

    const refused = await api.post('/api/builds', { project: 'ann/book', formats: 'pdf' });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('format_unavailable');
    expect(refused.json.message).toContain('pdf cannot be built on this server: Chromium not found');
    expect(refused.json.details[0]).toMatchObject({ format: 'pdf', tool: 'chromium' });

    const started = await api.post('/api/builds', { project: 'ann/book', formats: 'html' });
    expect(started.status).toBe(201);
    expect((await finalStatuses(api, started.json.id))[0]).toMatchObject({
      format: 'html',
      status: 'completed',
    });
  });
});
