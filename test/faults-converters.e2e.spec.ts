import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, download } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { escapeRegExp, fakeTool, killAll, leftoverProcesses, waitForFinalFormat } from './support/faults';
import { chromiumPath } from '../renderers/tool-paths';
import { OctavoServer } from './support/octavo-server';

/**
 * Chromium (pdf) and Calibre (mobi) crashing or hanging, against one running server: CHROME_PATH and
 * EBOOK_CONVERT_PATH are symlinks the test points at a fake tool, then back at the real one, so "the next
 * build works" is asked of the same process whose render just crashed or hung.
 */
/**
 * Each hang lasts this long, three times over, so it is kept short; the real renders asked of the same server
 * (smallBook: pdf and mobi about 1-1.5 s each here, with Chromium launched again after its executable changed)
 * must still finish well within it on a machine twice as slow running another suite beside this one.
 */
const TIME_LIMIT_MS = 15_000;
const REAL_CHROMIUM = chromiumPath();
const REAL_EBOOK_CONVERT = '/usr/bin/ebook-convert';

describe('faults: Chromium and Calibre crashing or hanging', () => {
  let server: OctavoServer;
  let api: ApiClient;
  let links: string;
  const chrome = () => join(links, 'chromium');
  const calibre = () => join(links, 'ebook-convert');
  const point = (link: string, target: string) => {
    rmSync(link, { force: true });
    symlinkSync(target, link);
  };

  beforeAll(async () => {
    links = mkdtempSync(join(tmpdir(), 'octavo-fake-tools-'));
    point(chrome(), REAL_CHROMIUM);
    point(calibre(), REAL_EBOOK_CONVERT);
    server = new OctavoServer({
      env: {
        CHROME_PATH: chrome(),
        EBOOK_CONVERT_PATH: calibre(),
        OCTAVO_FORMAT_TIMEOUT_MS: String(TIME_LIMIT_MS),
      },
    });
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(links, { recursive: true, force: true });
  });

  const build = async (format: string) => {
    const posted = await api.post('/api/builds', { project: 'ann/book', formats: format });
    expect(posted.status).toBe(201);
    return waitForFinalFormat(api, posted.json.id, format, TIME_LIMIT_MS + 90_000);
  };

  /** The next build with the real tool, on the same server, completes. */
  const nextBuildWorks = async (format: string, link: string, real: string) => {
    point(link, real);
    const next = await build(format);
    expect(next).toMatchObject({ status: 'completed' });
    expect((await download(next.download_url!)).status).toBe(200);
  };

  /**
   * Nothing the render started is still running: no fake tool's child, no Chromium with this server's profile.
   * Only this server's processes (`render-leftovers.e2e` runs the same fake tools, maybe at the same time).
   */
  const expectNoLeftovers = async (pattern: RegExp, under: string | undefined = server.dataDir) => {
    const left = await leftoverProcesses(pattern, 3000, under);
    killAll(left);
    expect(left.map((p) => p.args)).toEqual([]);
  };

  it('Chromium crashing at start-up fails the pdf with a message naming Chromium; the next build works', async () => {
    point(chrome(), fakeTool('chromium-crash'));
    const failed = await build('pdf');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/Chromium/);
    expect(failed.message).toMatch(/libnss3\.so/);
    expect(failed.message).toMatch(/administrator|CHROME_PATH/);
    await nextBuildWorks('pdf', chrome(), REAL_CHROMIUM);
  });

  it('Chromium hanging at start-up fails the pdf at the time limit and is killed; the next build works', async () => {
    point(chrome(), fakeTool('chromium-hang'));
    const failed = await build('pdf');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/time limit/);
    // Its `sleep` runs where the render process runs, not in the server's folder; no other suite sleeps 86397 s.
    await expectNoLeftovers(/^sleep 86397$/, undefined);
    await nextBuildWorks('pdf', chrome(), REAL_CHROMIUM);
  });

  it('Chromium freezing in the middle of a render fails the pdf at the time limit, and no Chromium is left', async () => {
    point(chrome(), fakeTool('chromium-stall'));
    const failed = await build('pdf');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/time limit/);
    // Every Chromium process of a render carries its profile directory, which lives under DATA_DIR.
    await expectNoLeftovers(new RegExp(`chromium.*${escapeRegExp(server.dataDir)}|chromium-stall`));
    await nextBuildWorks('pdf', chrome(), REAL_CHROMIUM);
  });

  it('Calibre crashing fails the mobi with its output; the next build works', async () => {
    point(calibre(), fakeTool('ebook-convert-crash'));
    const failed = await build('mobi');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/Calibre could not convert the book to MOBI \(ebook-convert exit 134\)/);
    expect(failed.message).toMatch(/simulated crash/);
    await nextBuildWorks('mobi', calibre(), REAL_EBOOK_CONVERT);
  });

  it('Calibre hanging fails the mobi at the time limit and is killed; the next build works', async () => {
    point(calibre(), fakeTool('ebook-convert-hang'));
    const failed = await build('mobi');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/time limit/);
    await expectNoLeftovers(/^sleep 86398$/);
    await nextBuildWorks('mobi', calibre(), REAL_EBOOK_CONVERT);
  });

  it('the service answered throughout, and its projections match the log', async () => {
    expect((await api.get('/api/projects/ann/book')).status).toBe(200);
    const verify = await server.cli(['projections', 'verify']);
    expect(verify.stdout).toContain('projections verify: ok');
  });
});
