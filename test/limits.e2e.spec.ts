import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

type Answer = Awaited<ReturnType<ApiClient['get']>>;

function expectError(answer: Answer, status: number, code: string, ...inMessage: string[]) {
  expect({ status: answer.status, error: answer.json?.error }).toEqual({ status, error: code });
  expect(typeof answer.json.message).toBe('string');
  for (const text of inMessage) expect(answer.json.message).toContain(text);
}

const KB = 1024;

/** The limiter counts in wall-clock minutes: a few requests must not straddle a window's end. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Each limit set low through its variable, so a test can cross it; every refusal names the limit. */
describe('limits on requests, files, pushes and books', () => {
  const server = new OctavoServer({
    env: {
      OCTAVO_RATE_LIMIT_PER_MINUTE: '0',
      OCTAVO_MAX_REQUEST_BYTES: String(1024 * KB),
      OCTAVO_MAX_FILE_BYTES: String(64 * KB),
      OCTAVO_MAX_PUSH_BYTES: String(256 * KB),
      OCTAVO_MAX_BOOK_FILES: '10',
      // Every render takes "forever", so the per-format time limit is what ends each format.
      OCTAVO_FAULT_RENDER_DELAY_MS: '600000',
      OCTAVO_FORMAT_TIMEOUT_MS: '1500',
    },
  });
  let ann: ApiClient;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
  });
  afterAll(() => server.stop());

  it('refuses a request body over OCTAVO_MAX_REQUEST_BYTES with 413 payload_too_large', async () => {
    const answer = await ann.put('/api/projects/ann/book/files/big.md', {
      content: 'x'.repeat(1100 * KB),
      message: 'too big',
    });
    expectError(answer, 413, 'payload_too_large', '1 MB', 'OCTAVO_MAX_REQUEST_BYTES');
  });

  it('refuses a file over OCTAVO_MAX_FILE_BYTES with 413 file_too_large naming its size, text or base64', async () => {
    const atLimit = await ann.put('/api/projects/ann/book/files/fits.md', {
      content: 'x'.repeat(64 * KB),
      message: 'just fits',
    });
    expect(atLimit.status).toBe(200);
    const text = await ann.put('/api/projects/ann/book/files/big.md', {
      content: 'x'.repeat(64 * KB + 1),
      message: 'one byte too many',
    });
    expectError(text, 413, 'file_too_large', 'big.md', 'limit of 64 KB', 'OCTAVO_MAX_FILE_BYTES');
    const image = await ann.put('/api/projects/ann/book/files/images/big.png', {
      content_base64: randomBytes(100 * KB).toString('base64'),
      message: 'a large image',
    });
    expectError(image, 413, 'file_too_large', 'images/big.png is 100 KB', 'compress the image');
    expect((await ann.get('/api/projects/ann/book/files/big.md')).status).toBe(404);
  });

  it('refuses a platform.json listing more than OCTAVO_MAX_BOOK_FILES files with 422 config_invalid', async () => {
    const files = Array.from({ length: 11 }, (_, i) => `ch${i}.md`);
    await putFiles(ann, 'ann/book', { 'platform.json': JSON.stringify({ files }) });
    const refused = await ann.post('/api/builds', { project: 'ann/book', formats: 'html' });
    expectError(
      refused,
      422,
      'config_invalid',
      'lists 11 files, more than the limit of 10',
      'OCTAVO_MAX_BOOK_FILES',
    );
    await putFiles(ann, 'ann/book', { 'platform.json': JSON.stringify({ files: files.slice(0, 10) }) });
    expect((await ann.post('/api/builds', { project: 'ann/book', formats: 'html' })).status).toBe(201);
  });

  it('ends every format of a build that runs too long: failed, naming the time limit and its setting', async () => {
    await putFiles(ann, 'ann/book', smallBook);
    const build = await ann.post('/api/builds', { project: 'ann/book', formats: 'html,platform,epub' });
    expect(build.status).toBe(201);
    const done = await ann.waitForBuild(build.json.id, 60_000);
    for (const format of done.status) {
      expect(format.status).toBe('failed');
      expect(format.message).toContain('did not finish within its time limit');
      expect(format.message).toContain('OCTAVO_FORMAT_TIMEOUT_MS');
    }
  });

  it('lets git refuse a push over OCTAVO_MAX_PUSH_BYTES, says which limit, and changes nothing', async () => {
    const user = await SshUser.create('ann');
    expect((await ann.post('/api/ssh_keys', { title: 'laptop', key: user.publicKey })).status).toBe(201);
    const cloneUrl = `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
    const work = user.workdir('book');
    expectOk(await user.git(['clone', '--quiet', cloneUrl, work]), 'git clone');
    const before = (await ann.get('/api/projects/ann/book/tree')).json.commit;

    // Random bytes do not compress: the pack is as large as the file.
    writeFileSync(join(work, 'big.bin'), randomBytes(400 * KB));
    expectOk(await user.git(['add', 'big.bin'], work), 'git add');
    expectOk(await user.git(['commit', '--quiet', '-m', 'a large binary'], work), 'git commit');
    const refused = await user.git(['push', 'origin', 'HEAD:main'], work);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('pack exceeds maximum allowed size');
    expect(refused.stderr).toContain('limit of 256 KB a push (OCTAVO_MAX_PUSH_BYTES)');
    expect((await ann.get('/api/projects/ann/book/tree')).json.commit).toBe(before);

    // Under the limit the same repository takes pushes as usual.
    expectOk(await user.git(['reset', '--quiet', '--hard', 'origin/main'], work), 'git reset');
    await user.commitFile(work, 'small.md', '# Small\n', 'a small change');
    expectOk(await user.git(['push', '--quiet', 'origin', 'HEAD:main'], work), 'git push');
    expect((await ann.get('/api/projects/ann/book/files/small.md')).text).toBe('# Small\n');
  });
});

describe("fair build queue: one user's many builds are queued, not refused, and do not starve another's", () => {
  const server = new OctavoServer({
    env: {
      OCTAVO_RATE_LIMIT_PER_MINUTE: '0',
      OCTAVO_WORKER_CONCURRENCY: '1',
      OCTAVO_FAULT_RENDER_DELAY_MS: '200',
    },
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('runs the second user’s build after at most one more of the first user’s, while most of the 30 still wait', async () => {
    const [ann, bob] = (await Promise.all(['ann', 'bob'].map((name) => server.createUser(name)))).map(
      (token) => new ApiClient(server.baseUrl, token),
    );
    for (const [api, owner] of [
      [ann, 'ann'],
      [bob, 'bob'],
    ] as const) {
      expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
      await putFiles(api, `${owner}/book`, smallBook);
    }
    const annBuilds: number[] = [];
    for (let i = 0; i < 30; i++) {
      const build = await ann.post('/api/builds', { project: 'ann/book', formats: 'platform' });
      expect(build.status).toBe(201);
      annBuilds.push(build.json.id);
    }
    const bobBuild = await bob.post('/api/builds', { project: 'bob/book', formats: 'platform' });
    expect(bobBuild.status).toBe(201);
    expect(bobBuild.json.status[0].queue_position).toBeLessThanOrEqual(2);

    const done = await bob.waitForBuild(bobBuild.json.id, 60_000);
    expect(done.status[0].status).toBe('completed');
    let stillWaiting = 0;
    for (const id of annBuilds) {
      const build = await ann.get(`/api/builds/${id}`);
      if (build.json.status[0].status === 'queued') stillWaiting++;
    }
    // FIFO would have run all 30 of ann's builds first; sharing leaves nearly all of them queued.
    expect(stillWaiting).toBeGreaterThanOrEqual(20);
    for (const id of annBuilds)
      expect((await ann.waitForBuild(id, 60_000)).status[0].status).toBe('completed');
  });

  it('takes a file sent as a multipart text field larger than 1 MB whole (no silent cut)', async () => {
    const ann = new ApiClient(server.baseUrl, await server.createUser('cat'));
    expect((await ann.post('/api/projects', { name: 'notes' })).status).toBe(201);
    // No newlines: a multipart text field carries them as CRLF.
    const content = 'words '.repeat(250_000); // 1.5 MB
    const form = new FormData();
    form.set('content', content);
    form.set('message', 'a long chapter');
    const response = await fetch(`${server.baseUrl}/api/projects/cat/notes/files/long.md`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ann.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const stored = await ann.get('/api/projects/cat/notes/files/long.md');
    expect(stored.text).toBe(content);
  });
});

describe('platform.json mistakes fail cleanly and never read outside the repository', () => {
  const server = new OctavoServer({ env: { OCTAVO_RATE_LIMIT_PER_MINUTE: '0' } });
  let ann: ApiClient;
  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(ann, 'ann/book', smallBook);
  });
  afterAll(() => server.stop());

  const build = (formats = 'html') => ann.post('/api/builds', { project: 'ann/book', formats });

  it('invalid JSON is 422 config_invalid with the line and column', async () => {
    await putFiles(ann, 'ann/book', { 'platform.json': '{\n  "files": ["ch01.md",]\n}' });
    expectError(await build(), 422, 'config_invalid', 'platform.json is not valid JSON', 'line 2, column');
  });

  it('an unusable files list is 422 config_invalid saying what it must be; other wrong types only warn', async () => {
    await putFiles(ann, 'ann/book', { 'platform.json': '{"files": "ch01.md", "title": 7}' });
    expectError(await build(), 422, 'config_invalid', '"files" (line 1) must be a list');
    await putFiles(ann, 'ann/book', { 'platform.json': '{"files": ["ch01.md",\n 3,\n ""]}' });
    expectError(
      await build(),
      422,
      'config_invalid',
      'files[1] (line 2) must be a string',
      'files[2] (line 3) must not be empty',
    );
    await putFiles(ann, 'ann/book', { 'platform.json': '{"files": ["ch01.md"],\n"title": 7}' });
    const accepted = await build();
    expect(accepted.status).toBe(201);
    const done = await ann.waitForBuild(accepted.json.id, 120_000);
    expect(done.status[0].message).toContain(
      'platform.json:2: "title" should be text, got number 7; it is ignored',
    );
  });

  it('absolute paths and ".." fail the format naming the path, and no outside file reaches the artifact', async () => {
    for (const path of ['/etc/passwd', '../../../../etc/passwd', 'ch01.md/../../outside.md']) {
      await putFiles(ann, 'ann/book', { 'platform.json': JSON.stringify({ files: ['ch01.md', path] }) });
      const requested = await build('html,epub');
      expect(requested.status).toBe(201);
      const done = await ann.waitForBuild(requested.json.id, 120_000);
      for (const format of done.status) {
        expect(format.status).toBe('failed');
        expect(format.message).toContain(path);
        expect(format.message).not.toContain('root:x:0');
      }
    }
  });
});

describe('rate limits (OCTAVO_RATE_LIMIT_PER_MINUTE): per token, and per address without a valid token', () => {
  const server = new OctavoServer({ env: { OCTAVO_RATE_LIMIT_PER_MINUTE: '3' } });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('answers guessed tokens and then token-less requests from one address with 429 + Retry-After, while a valid token goes on working', async () => {
    const ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 5; i++) {
      last = await new ApiClient(server.baseUrl, `guess-${i}-${randomBytes(8).toString('hex')}`).get(
        '/api/projects',
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expectError(last!, 429, 'rate_limited', 'retry in');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);

    const anonymous = await new ApiClient(server.baseUrl).get('/api/projects');
    expectError(anonymous, 429, 'rate_limited');
    expect((await ann.get('/api/projects')).status).toBe(200);
  });

  it('limits each token on its own: past the limit 429, another token unaffected', async () => {
    const [bob, cat] = (await Promise.all(['bob', 'cat'].map((name) => server.createUser(name)))).map(
      (token) => new ApiClient(server.baseUrl, token),
    );
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await bob.get('/api/user')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await cat.get('/api/user')).status).toBe(200);
  });
});
