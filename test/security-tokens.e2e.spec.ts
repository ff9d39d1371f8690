import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer, ROOT } from './support/octavo-server';
import { filesContaining, filesUnder } from './support/security-web';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** API tokens are stored only as hashes and never logged; signed download links cannot be forged. */
describe('security: API tokens and download links', () => {
  // Logging on (the default level), so "never logged" is checked against real log output.
  const server = new OctavoServer({ env: { OCTAVO_LOG: 'info' } });
  let api: ApiClient;
  let token: string;
  let apiIssued: string;
  let revoked: string;
  const unknown = `oct_${randomBytes(32).toString('base64url')}`;

  beforeAll(async () => {
    await server.start();
    token = await server.createUser('ann');
    api = new ApiClient(server.baseUrl, token);
    const issued = await api.post('/api/tokens', { name: 'second' });
    expect(issued.status).toBe(201);
    apiIssued = issued.json.token;
    const toRevoke = await api.post('/api/tokens', { name: 'to revoke' });
    revoked = toRevoke.json.token;
    expect((await api.delete(`/api/tokens/${toRevoke.json.id}`)).status).toBe(204);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
  });
  afterAll(() => server.stop());

  /** Requests with the token in each place the API reads it from, answered with every kind of status. */
  async function useTokensEverywhere(): Promise<number[]> {
    const statuses: number[] = [];
    const send = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(server.baseUrl + path, init);
      await response.text();
      statuses.push(response.status);
    };
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const json = (method: string, body: unknown) => ({
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    for (const secret of [token, apiIssued]) {
      await send(`/api/projects?auth_token=${secret}`); // 200
      await send(`/api/projects/ann/missing?auth_token=${secret}`); // 404 project
      await send(`/api/no-such-route?auth_token=${secret}`); // 404 route
      await send('/api/builds', form({ auth_token: secret, project: 'ann/book', formats: 'docx' })); // 422
      await send('/api/builds', json('POST', { auth_token: secret, project: 'ann/nope', formats: 'pdf' })); // 404
      await send('/api/builds', { headers: { authorization: `Bearer ${secret}` } }); // 422 no project
      const multipart = new FormData();
      multipart.append('auth_token', secret);
      multipart.append('name', 'bad name with spaces');
      await send('/api/projects', { method: 'POST', body: multipart }); // 422
      await send('/api/builds', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"auth_token":"${secret}", broken`,
      }); // 400
      await send(`/api/projects/ann/book/files/ch01.md?auth_token=${secret}&branch=nope`); // 422
    }
    for (const secret of [revoked, unknown]) {
      await send(`/api/projects?auth_token=${secret}`); // 401
      await send('/api/projects', { headers: { authorization: `Bearer ${secret}` } }); // 401
      await send('/api/builds', form({ auth_token: secret, project: 'ann/book', formats: 'pdf' })); // 401
    }
    return statuses;
  }

  it('never writes a token to the log, whatever the request and its outcome (including a 500)', async () => {
    const statuses = await useTokensEverywhere();
    expect(new Set(statuses)).toEqual(new Set([200, 400, 401, 404, 422]));

    // A 500: the repository's branch points at a commit that is not there, so git fails underneath.
    const ref = join(server.dataDir, 'repositories', 'ann', 'book.git', 'refs', 'heads', 'main');
    const good = readFileSync(ref, 'utf8');
    writeFileSync(ref, `${'0123456789abcdef'.repeat(2)}01234567\n`);
    const failed = await fetch(`${server.baseUrl}/api/projects/ann/book/files/x.md?auth_token=${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x', message: 'x' }),
    });
    writeFileSync(ref, good);
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(JSON.parse(body)).toEqual({
      error: 'internal_error',
      message: expect.stringContaining('try again'),
    });
    expect(body).not.toContain(server.dataDir); // the server's own paths stay in the log

    // Logging is on and did record the failure (so the check below looks at real log lines).
    expect(server.output).toContain('PUT /api/projects/ann/book/files/x.md?auth_token=[REDACTED] failed');
    expect(server.output).toContain('read-tree');
    for (const secret of [token, apiIssued, revoked, unknown]) {
      expect(server.output).not.toContain(secret);
      expect(server.output).not.toContain(secret.slice(4, 24));
    }
  });

  it('stores only the SHA-256 of each token: no file under DATA_DIR holds a token, some hold its hash', async () => {
    await useTokensEverywhere();
    const events = await server.cli(['events', '--json']);
    expect(events.code).toBe(0);
    for (const secret of [token, apiIssued, revoked]) expect(events.stdout).not.toContain(secret);
    expect(events.stdout).toContain(sha256(apiIssued));

    await server.stop(); // SQLite write-ahead logs checkpointed and closed: every byte is in a file now
    try {
      const files = filesUnder(server.dataDir);
      expect(files.map((f) => f.slice(server.dataDir.length))).toEqual(
        expect.arrayContaining(['/events.db', '/read-models.db']),
      );
      for (const secret of [token, apiIssued, revoked, unknown]) {
        expect({ secret: secret.slice(0, 8), files: filesContaining(files, secret) }).toEqual({
          secret: secret.slice(0, 8),
          files: [],
        });
        expect(filesContaining(files, secret.slice(4))).toEqual([]);
      }
      for (const secret of [token, apiIssued, revoked]) {
        expect(filesContaining(files, sha256(secret)).length).toBeGreaterThan(0);
      }
    } finally {
      await server.start();
    }
  });

  it('compares secrets in constant time where they are compared at all', () => {
    // Tokens are found by their SHA-256 in the read model (an index or cache lookup on a hash of a 256-bit
    // random secret: timing reveals at most a prefix of the hash, which gives nothing towards a token). Everything
    // compared directly goes through timingSafeEqual.
    const source = (path: string) => readFileSync(join(ROOT, 'src', path), 'utf8');
    expect(source('api/api-authenticator.ts')).toContain('const tokenHash = hashApiToken(secret);');
    expect(source('accounts/accounts.queries.ts')).toContain('where: { tokenHash }');
    for (const file of [
      'security/api-tokens.ts',
      'security/download-signer.ts',
      'security/passwords.ts',
      'sessions/session-codec.ts',
      'ssh/public-key-authenticator.ts',
    ]) {
      expect({ file, constantTime: source(file).includes('timingSafeEqual(') }).toEqual({
        file,
        constantTime: true,
      });
    }
    const direct = filesUnder(join(ROOT, 'src'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) =>
            /\b\w*(signature|csrf|hmac|digest|secret|token|hash)\w*\s*[!=]==?\s*(?!undefined|null|''|"")[\w.]+/i.test(
              line,
            ),
          )
          .filter((line) => !/typeof|\.length|\.status|\bsize\b/.test(line))
          .map((line) => `${f.slice(ROOT.length)}: ${line.trim()}`),
      );
    expect(direct).toEqual([]);
  });

  describe('download links', () => {
    let url: URL;
    let other: URL;

    beforeAll(async () => {
      const first = await api.post('/api/builds', { project: 'ann/book', formats: 'platform,html' });
      const second = await api.post('/api/builds', { project: 'ann/book', formats: 'platform' });
      const one = await api.waitForBuild(first.json.id, 120_000);
      const two = await api.waitForBuild(second.json.id, 120_000);
      url = new URL(one.status[0].download_url);
      other = new URL(two.status[0].download_url);
      expect(url.pathname).toMatch(/^\/downloads\/\d+\/platform\//);
    });

    const fetchLink = async (path: string, query: string) => {
      const response = await fetch(`${server.baseUrl}${path}${query}`);
      const body = await response.arrayBuffer();
      return { status: response.status, body: Buffer.from(body) };
    };

    it('serve the file for the link as given, without a token', async () => {
      const got = await fetchLink(url.pathname, url.search);
      expect(got.status).toBe(200);
      expect(got.body.subarray(0, 2).toString()).toBe('PK');
    });

    it('refuse every changed expiry, path or signature', async () => {
      const expires = url.searchParams.get('expires')!;
      const signature = url.searchParams.get('signature')!;
      const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
      const [, , id, format, file] = url.pathname.split('/');
      const otherId = other.pathname.split('/')[2];
      const attempts: Array<[string, string, string]> = [
        ['expiry one second later', url.pathname, `?expires=${Number(expires) + 1}&signature=${signature}`],
        ['expiry far in the future', url.pathname, `?expires=99999999999&signature=${signature}`],
        ['the same expiry with a leading zero', url.pathname, `?expires=0${expires}&signature=${signature}`],
        [
          'expiry given twice',
          url.pathname,
          `?expires=${expires}&expires=99999999999&signature=${signature}`,
        ],
        ['no expiry', url.pathname, `?signature=${signature}`],
        ['no signature', url.pathname, `?expires=${expires}`],
        ['empty signature', url.pathname, `?expires=${expires}&signature=`],
        ['first character changed', url.pathname, `?expires=${expires}&signature=${flip(signature, 0)}`],
        ['last character changed', url.pathname, `?expires=${expires}&signature=${flip(signature, 42)}`],
        ['truncated signature', url.pathname, `?expires=${expires}&signature=${signature.slice(0, -1)}`],
        ['half a signature', url.pathname, `?expires=${expires}&signature=${signature.slice(0, 21)}`],
        ['extended signature', url.pathname, `?expires=${expires}&signature=${signature}A`],
        ['signature in upper case', url.pathname, `?expires=${expires}&signature=${signature.toUpperCase()}`],
        ['another build id', `/downloads/${otherId}/${format}/${file}`, url.search],
        ['another format', `/downloads/${id}/html/${file}`, url.search],
        ['another file name', `/downloads/${id}/${format}/other.zip`, url.search],
        ['a path leaving the build', `/downloads/${id}/${format}/..%2F..%2Fkeys%2Fdownload.key`, url.search],
        ["another link's signature", url.pathname, other.search],
        [
          'signed with another key',
          url.pathname,
          `?expires=${expires}&signature=${createHmac('sha256', randomBytes(32)).update(`${url.pathname}\n${expires}`).digest('base64url')}`,
        ],
      ];
      for (const [what, path, query] of attempts) {
        const got = await fetchLink(path, query);
        expect({ what, status: got.status }).toEqual({ what, status: 403 });
        expect(JSON.parse(got.body.toString())).toEqual({
          error: 'invalid_signature',
          message: expect.stringContaining('use the download_url the API gave you'),
        });
      }
    });

    it('stop working when expired, and only the signing key can make a link (checked with that key)', async () => {
      const key = readFileSync(join(server.dataDir, 'keys', 'download.key'));
      const sign = (expires: number) =>
        createHmac('sha256', key).update(`${url.pathname}\n${expires}`).digest('base64url');
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await fetchLink(url.pathname, `?expires=${past}&signature=${sign(past)}`);
      expect(expired.status).toBe(410);
      expect(JSON.parse(expired.body.toString()).error).toBe('link_expired');
      // The same reconstruction with a future expiry works: the 410 above was about the expiry alone.
      const future = Math.floor(Date.now() / 1000) + 600;
      expect((await fetchLink(url.pathname, `?expires=${future}&signature=${sign(future)}`)).status).toBe(
        200,
      );
    });
  });
});
