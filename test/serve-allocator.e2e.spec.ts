import { existsSync, readFileSync } from 'node:fs';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

const JEMALLOC = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
].find((path) => existsSync(path));

const mapsOf = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8');

/**
 * `./bin/octavo serve` (what `npm start` runs) puts the server on jemalloc when Debian's libjemalloc2 is
 * installed (a runtime package): glibc's allocator kept what the server freed after builds. Its render
 * processes, and the converters they start, run on the system's allocator.
 */
describe('the allocator ./bin/octavo serve runs the server on', () => {
  it(`is jemalloc when it is installed (${JEMALLOC ?? 'not installed here: glibc expected'}), and a build works on it`, async () => {
    const server = new OctavoServer({ viaBinOctavo: true });
    await server.start();
    try {
      const pid = server.process!.pid!;
      expect(mapsOf(pid).includes('libjemalloc')).toBe(JEMALLOC !== undefined);

      const token = await server.createUser('ann');
      const api = new ApiClient(server.baseUrl, token);
      expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
      await putFiles(api, 'ann/book', smallBook);
      const build = await api.post('/api/builds', { project: 'ann/book', formats: 'html,epub' });
      const done = await api.waitForBuild(build.json.id, 120_000);
      expect(done.status.map((s: { status: string }) => s.status)).toEqual(['completed', 'completed']);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('OCTAVO_ALLOCATOR=glibc keeps the system allocator', async () => {
    const server = new OctavoServer({ viaBinOctavo: true, env: { OCTAVO_ALLOCATOR: 'glibc' } });
    await server.start();
    try {
      expect(mapsOf(server.process!.pid!)).not.toContain('libjemalloc');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
