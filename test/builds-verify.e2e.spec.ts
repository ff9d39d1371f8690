import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer, ROOT } from './support/octavo-server';
import { readZip } from './support/zip';

interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

interface Verification {
  result: string;
  formats: Array<{ format: string; result: string; message: string; difference?: { entry?: string } }>;
}

const FORMATS = 'pdf,epub,mobi,html,platform';

function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const archive = new ZipFile();
  for (const [name, bytes] of entries)
    archive.addBuffer(bytes, name, { mtime: new Date('2020-01-01T00:00:00Z') });
  archive.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/**
 * Issue 17: `./bin/octavo builds verify <id>` against a started server with the real renderers. An honest
 * build matches for every reproducible format (MOBI is reported as not reproducible, its stored file checked
 * against the recorded SHA-256); a tampered artifact is named with its first differing file and the command
 * exits 1. Verifying appends no event to the build.
 */
describe('octavo builds verify', () => {
  const server = new OctavoServer();
  let token: string;
  let api: ApiClient;
  let buildId: number;

  const octavo = (args: string[]): Promise<CliResult> =>
    new Promise((resolve, reject) => {
      const child = spawn(join(ROOT, 'bin', 'octavo'), args, {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: server.dataDir,
          XDG_CONFIG_HOME: join(server.dataDir, 'cli-config'),
          OCTAVO_URL: server.baseUrl,
          OCTAVO_TOKEN: token,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ stdout, stderr, code: code ?? 1 }));
    });
  const line = (stdout: string, format: string) =>
    stdout.split('\n').find((l) => l.trimStart().startsWith(`${format} `)) ?? '';
  const stored = (format: string) => {
    const dir = join(server.dataDir, 'artifacts', 'builds', String(buildId), format);
    return join(
      dir,
      readdirSync(dir).find((name) => name !== 'build.log')!,
    );
  };
  const eventCount = async () => (await api.get(`/api/builds/${buildId}/events`)).json.length as number;

  beforeAll(async () => {
    await server.start();
    token = await server.createUser('ann');
    api = new ApiClient(server.baseUrl, token);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
    const posted = await api.post('/api/builds', { project: 'ann/book', formats: FORMATS });
    expect(posted.status).toBe(201);
    buildId = posted.json.id;
    const done = await api.waitForBuild(buildId, 240_000);
    for (const s of done.status) expect(s).toMatchObject({ status: 'completed', sha256: expect.any(String) });
  }, 300_000);
  afterAll(() => server.stop());

  it('reports match for PDF, EPUB, HTML and source, MOBI as not reproducible, and changes nothing', async () => {
    const before = await eventCount();
    const result = await octavo(['builds', 'verify', String(buildId)]);
    expect(result.stderr).toBe('');
    for (const format of ['pdf', 'epub', 'html', 'platform'])
      expect(line(result.stdout, format)).toMatch(/ match /);
    expect(line(result.stdout, 'mobi')).toMatch(
      /not reproducible .*SHA-256 of the stored file checked against the event: same/,
    );
    expect(result.stdout).toContain('Verified: every reproducible format matches');
    expect(result.code).toBe(0);
    expect(await eventCount()).toBe(before);

    const other = await new ApiClient(server.baseUrl, await server.createUser('bob')).post(
      `/api/builds/${buildId}/verify`,
      {},
    );
    expect(other.status).toBe(404);
  }, 240_000);

  it('names the tampered formats and their first differing file, and exits 1', async () => {
    // EPUB: one chapter's bytes changed inside an otherwise valid zip. PDF: bytes appended after the trailer.
    const epub = await readZip(readFileSync(stored('epub')));
    const chapter = [...epub.keys()].find(
      (name) => name.endsWith('.xhtml') && epub.get(name)!.includes('Second Chapter'),
    )!;
    expect(chapter).toBeDefined();
    epub.set(chapter, Buffer.from(epub.get(chapter)!.toString().replace('Second Chapter', 'Second ChapteR')));
    writeFileSync(stored('epub'), await zipOf(epub));
    appendFileSync(stored('pdf'), '%tampered\n');
    const before = await eventCount();

    const result = await octavo(['builds', 'verify', String(buildId)]);
    expect(line(result.stdout, 'epub')).toContain('MISMATCH');
    expect(line(result.stdout, 'epub')).toContain(`entry ${chapter} differs from byte`);
    expect(line(result.stdout, 'epub')).toContain('is not the one recorded when it completed');
    expect(line(result.stdout, 'pdf')).toMatch(/MISMATCH .*the PDF differs from byte \d+.*10 extra bytes/);
    expect(line(result.stdout, 'html')).toMatch(/ match /);
    expect(line(result.stdout, 'platform')).toMatch(/ match /);
    expect(result.stdout).toContain('Verification FAILED: pdf, epub do not match.');
    expect(result.code).toBe(1);
    expect(await eventCount()).toBe(before);

    const json = (await api.post(`/api/builds/${buildId}/verify`, {})).json as Verification;
    expect(json.result).toBe('mismatch');
    expect(json.formats.find((f) => f.format === 'epub')).toMatchObject({
      result: 'mismatch',
      difference: { entry: chapter },
    });
  }, 240_000);
});
