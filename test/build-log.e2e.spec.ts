import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { photograph } from '../renderers/test-support/synthetic-pictures';
import { ApiClient } from './support/api-client';
import { putFiles } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/** A Markdown chapter that refers to 30 images that are not in the repository, one a line. */
const MISSING = 30;
const chapter = [
  '# Pictures',
  '',
  ...Array.from({ length: MISSING }, (_, i) => `![Figure ${i + 1}](images/missing-${i + 1}.png)\n`),
].join('\n');
const lineOfImage = (n: number) => chapter.split('\n').indexOf(`![Figure ${n}](images/missing-${n}.png)`) + 1;
const config = JSON.stringify({ title: 'Pictures', files: ['ch01.md'], colour: 'red' }, null, 2);
const lineOfColour = config.split('\n').findIndex((l) => l.includes('"colour"')) + 1;
/** Where a missing image is reported: the chapter and the line that refers to it. */
const imageAt = (n: number) => `ch01\\.md:${lineOfImage(n)}`;

describe('build log: GET /api/builds/:id/log?format=', () => {
  const server = new OctavoServer();
  let ann: ApiClient;
  let bob: ApiClient;
  let buildId: number;
  let done: { status: Array<Record<string, unknown>> };

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    await ann.post('/api/projects', { name: 'pictures', starter: false });
    await putFiles(ann, 'ann/pictures', {
      'platform.json': config,
      'ch01.md': chapter,
    });
    const posted = await ann.post('/api/builds', { project: 'ann/pictures', formats: 'html,epub' });
    expect(posted.status).toBe(201);
    buildId = posted.json.id;
    done = await ann.waitForBuild(buildId, 120_000);
  }, 180_000);
  afterAll(() => server.stop());

  it('keeps the status message short (≤ 20 lines, grouped and counted) and lists every warning in the log', async () => {
    const html = done.status.find((s) => s.format === 'html')!;
    expect(html.status).toBe('completed');
    const message = String(html.message);
    expect(message.split('\n').length).toBeLessThanOrEqual(20);
    expect(message).toMatch(
      new RegExp(`^${MISSING} images not found, e.g. ${imageAt(1)} → images/missing-1\\.png$`, 'm'),
    );
    expect(message).toContain(`platform.json:${lineOfColour}: unknown key "colour" is ignored`);
    expect(message).toContain(`${MISSING + 1} warnings in all`);

    const log = await ann.get(`/api/builds/${buildId}/log?format=html`);
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = log.text.split('\n');
    expect(lines[0]).toBe(
      `Octavo build ${buildId} · html · ann/pictures · branch main · commit ${String((await ann.get(`/api/builds/${buildId}`)).json.commit)}`,
    );
    expect(lines[1]).toBe(`Result: completed, ${MISSING + 1} warnings`);
    expect(log.text).toContain(`platform.json:${lineOfColour}: unknown key "colour" is ignored`);
    for (let n = 1; n <= MISSING; n++) {
      const line = lines.find((l) => l.includes(`images/missing-${n}.png`));
      expect(line).toMatch(new RegExp(`^${imageAt(n)}: `));
    }
  });

  it('records the log in the FormatStatusChanged event (size, sha256), matching what the route serves', async () => {
    const events = await ann.get(`/api/builds/${buildId}/events`);
    const completed = events.json.find(
      (e: { type: string; data: { format: string; status: string } }) =>
        e.type === 'FormatStatusChanged' && e.data.format === 'epub' && e.data.status === 'completed',
    );
    const log = await ann.get(`/api/builds/${buildId}/log?format=epub`);
    const bytes = Buffer.from(log.text, 'utf8');
    expect(completed.data.log).toEqual({
      file: `builds/${buildId}/epub/build.log`,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      warnings: MISSING + 1,
    });
    expect(completed.data.message.length).toBeLessThan(log.text.length);
  });

  it('a completed status carries the artifact size and sha256', async () => {
    for (const status of done.status) {
      const bytes = Buffer.from(await (await fetch(String(status.download_url))).arrayBuffer());
      expect(status.size).toBe(bytes.length);
      expect(status.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('says how many source files came from the render cache (issue 17, item 4)', async () => {
    const first = await ann.get(`/api/builds/${buildId}/log?format=html`);
    expect(first.text.split('\n')[2]).toMatch(/^Render cache: [01] of 1 source file reused$/);
    // One chapter added: the unchanged one's conversion comes from the cache the first build filled.
    await putFiles(ann, 'ann/pictures', {
      'platform.json': JSON.stringify({ title: 'Pictures', files: ['ch01.md', 'ch02.md'] }),
      'ch02.md': '# More Pictures\n\nNone yet.\n',
    });
    const posted = await ann.post('/api/builds', { project: 'ann/pictures', formats: 'html' });
    const second = await ann.waitForBuild(posted.json.id, 120_000);
    expect(second.status[0].status).toBe('completed');
    const log = await ann.get(`/api/builds/${posted.json.id}/log?format=html`);
    expect(log.text.split('\n')[2]).toBe('Render cache: 1 of 2 source files reused');
  });

  it('says what downsample_images did to the images, as the render in its own thread reported it', async () => {
    await ann.post('/api/projects', { name: 'harbour', starter: false });
    const width = 900;
    const height = 600;
    const photo = await sharp(photograph(width, height), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const put = await ann.put('/api/projects/ann/harbour/files/images/harbour.png', {
      content_base64: photo.toString('base64'),
      message: 'Add the photograph',
    });
    expect(put.status).toBe(200);
    await putFiles(ann, 'ann/harbour', {
      'platform.json': JSON.stringify({ files: ['ch01.md'], formats: { epub: { downsample_images: true } } }),
      'ch01.md': '# Harbour\n\n![The harbour at noon](images/harbour.png)\n',
    });
    const posted = await ann.post('/api/builds', { project: 'ann/harbour', formats: 'epub' });
    const built = await ann.waitForBuild(posted.json.id, 120_000);
    expect(built.status[0].status).toBe('completed');
    const log = await ann.get(`/api/builds/${posted.json.id}/log?format=epub`);
    expect(log.text.split('\n')).toContainEqual(
      expect.stringMatching(
        /^downsample_images: 1 photograph saved as PNG shipped as JPEG; these images [\d.]+ MB → [\d.]+ MB$/,
      ),
    );
  });

  it('a failed format has its error in the log', async () => {
    await putFiles(ann, 'ann/pictures', { 'platform.json': '{"files": ["gone.md"]}' }, 'broken');
    const posted = await ann.post('/api/builds', {
      project: 'ann/pictures',
      formats: 'html',
      branch: 'broken',
    });
    const failed = await ann.waitForBuild(posted.json.id);
    expect(failed.status[0].status).toBe('failed');
    const log = await ann.get(`/api/builds/${posted.json.id}/log?format=html`);
    expect(log.status).toBe(200);
    expect(log.text.split('\n').slice(1, 4)).toEqual([
      'Result: failed',
      '',
      `Error: ${failed.status[0].message}`,
    ]);
    expect(log.text).toContain('gone.md');
  });

  it('answers the contract errors: bad format, no token, unknown token, a stranger, an unknown build', async () => {
    const missing = await ann.get(`/api/builds/${buildId}/log`);
    expect(missing.status).toBe(422);
    expect(missing.json.error).toBe('validation_failed');
    const unknown = await ann.get(`/api/builds/${buildId}/log?format=docx`);
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('docx'),
    });
    const notBuilt = await ann.get(`/api/builds/${buildId}/log?format=pdf`);
    expect(notBuilt.status).toBe(422);
    expect(notBuilt.json.message).toContain('its formats are html, epub');

    const anonymous = await new ApiClient(server.baseUrl).get(`/api/builds/${buildId}/log?format=html`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.json).toEqual({ error: 'not_found' });
    const badToken = await new ApiClient(server.baseUrl, 'oct_nope').get(
      `/api/builds/${buildId}/log?format=html`,
    );
    expect(badToken.status).toBe(401);
    expect(badToken.json.error).toBe('invalid_token');
    const stranger = await bob.get(`/api/builds/${buildId}/log?format=html`);
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toBe('build_not_found');
    expect(stranger.text).not.toContain('missing-1');
    const nothing = await ann.get('/api/builds/999999/log?format=html');
    expect(nothing.status).toBe(404);
    expect(nothing.json.error).toBe('build_not_found');
  });

  it('the web build page links each format to its log, which the project reader can open', async () => {
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    const page = await web.get(`/ann/pictures/builds/${buildId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/ann/pictures/builds/${buildId}/log/html"`);
    expect(page.text).toContain(`build log (${MISSING + 1} warnings)`);
    const log = await web.get(`/ann/pictures/builds/${buildId}/log/html`);
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(log.text).toBe((await ann.get(`/api/builds/${buildId}/log?format=html`)).text);

    const stranger = new WebClient(server.baseUrl);
    await stranger.logIn('bob');
    expect((await stranger.get(`/ann/pictures/builds/${buildId}/log/html`)).status).toBe(404);
  });
});
