import { execFileSync } from 'node:child_process';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/** What ssh itself would show for the server's key, from `ssh-keyscan` piped into `ssh-keygen -l`. */
function scannedFingerprint(port: number): string {
  const scanned = execFileSync('ssh-keyscan', ['-t', 'ed25519', '-p', String(port), '127.0.0.1'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const listed = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', '-'], {
    input: scanned,
    encoding: 'utf8',
  });
  return /SHA256:\S+/.exec(listed)![0];
}

describe('running a server: sign-up, the host key published, JSON logs', () => {
  describe('with OCTAVO_SIGNUP=closed', () => {
    const server = new OctavoServer({ env: { OCTAVO_SIGNUP: 'closed' } });
    beforeAll(() => server.start());
    afterAll(() => server.stop());

    it('the sign-up page says only administrators create users, and refuses the form', async () => {
      const visitor = new WebClient(server.baseUrl);
      const page = await visitor.get('/signup');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Sign-up is closed on this server');
      expect(page.text).toContain('octavo admin user create');
      const csrf = page.text.match(/<meta name="csrf-token" content="([^"]+)"/)![1];
      const sent = await visitor.request('POST', '/signup', {
        _csrf: csrf,
        username: 'mallory',
        email: 'm@example.com',
        password: 'correct-horse-battery',
        password_confirmation: 'correct-horse-battery',
      });
      expect(sent.status).toBe(403);
      expect(sent.text).toContain('Sign-up is closed');
      // Administrators still can.
      const token = await server.createUser('ann');
      expect((await new ApiClient(server.baseUrl, token).get('/api/user')).json.username).toBe('ann');
      expect((await new ApiClient(server.baseUrl, token).get('/api/user')).status).toBe(200);
      expect(server.output).toContain('sign-up:      closed (octavo admin user create)');
    });

    it("publishes the SSH host key's SHA256 fingerprint: banner, admin info and the clone box, as ssh sees it", async () => {
      const fingerprint = scannedFingerprint(server.sshPort);
      expect(server.output).toContain(`SSH host key: ${fingerprint} (ssh-ed25519)`);
      const info = await server.cli(['admin', 'info']);
      expect(info.code).toBe(0);
      expect(info.stdout).toMatch(
        new RegExp(`^SSH host key: +${fingerprint.replace(/[+/]/g, '\\$&')} \\(ssh-ed25519\\)$`, 'm'),
      );
      expect(info.stdout).toMatch(
        new RegExp(`^known_hosts: +\\[127\\.0\\.0\\.1\\]:${server.sshPort} ssh-ed25519 AAAA`, 'm'),
      );
      expect(info.stdout).toMatch(/^Sign-up: +closed/m);

      const token = await server.createUser('carol');
      expect(
        (await new ApiClient(server.baseUrl, token).post('/api/projects', { name: 'book' })).status,
      ).toBe(201);
      const web = new WebClient(server.baseUrl);
      await web.logIn('carol');
      const tree = await web.get('/carol/book');
      expect(tree.text).toContain(`<code class="fingerprint">${fingerprint}</code>`);
    });
  });

  describe('with OCTAVO_LOG_FORMAT=json', () => {
    const server = new OctavoServer({ env: { OCTAVO_LOG_FORMAT: 'json', OCTAVO_LOG: 'debug' } });
    beforeAll(() => server.start());
    afterAll(() => server.stop());

    it('writes every log line, the banner included, as one JSON object', () => {
      const lines = server.output.split('\n').filter((line) => line.trim() !== '');
      expect(lines.length).toBeGreaterThan(10);
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const record of records) expect(typeof record.level).toBe('string');
      const ready = records.find((r) => r.message === 'Octavo is ready')!;
      expect(ready).toMatchObject({ web: server.baseUrl, signup: 'open' });
      expect(String(ready.sshHostKey)).toMatch(/^SHA256:/);
      expect(records.some((r) => r.context === 'RouterExplorer' && r.level === 'debug')).toBe(true);
    });
  });
});
