import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

interface EventJson {
  type: string;
  data: { format: string; status: string };
  position: number;
}

const FORMATS = 'pdf,epub,html,platform';

/**
 * Issue 17, item 8, through the real server and renderers: while a big book's build renders, a small book's
 * build (same author, so fair sharing between requesters does not help) is picked up at once in the slot kept
 * for short jobs, and all its formats start before the big build's remaining ones. Order of events only, no
 * timing: every render first waits the fault hook's 1.5 s, so the big book's first job is still running when
 * the small build is requested.
 */
describe('a small build is not held back by a big one', () => {
  const server = new OctavoServer({
    env: {
      OCTAVO_WORKER_CONCURRENCY: '1',
      OCTAVO_SHORT_JOB_SLOTS: '1',
      OCTAVO_SHORT_JOB_MAX_SOURCE_BYTES: '20000',
      OCTAVO_FAULT_RENDER_DELAY_MS: '1500',
    },
  });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    for (const name of ['big', 'small', 'other'])
      expect((await api.post('/api/projects', { name })).status).toBe(201);
    await putFiles(api, 'ann/small', smallBook);
    // Over the 20,000-byte limit set above: the big book's jobs are long.
    const long = Array.from(
      { length: 600 },
      (_, i) => `Paragraph ${i} of a long chapter, with some more words.\n`,
    );
    await putFiles(api, 'ann/big', { ...smallBook, 'ch01.md': `# First Chapter\n\n${long.join('\n')}` });
    await putFiles(api, 'ann/other', { ...smallBook, 'ch01.md': `# Other Chapter\n\n${long.join('\n')}` });
  }, 60_000);
  afterAll(() => server.stop());

  /** Until one of the build's formats is rendering. */
  const untilRendering = async (id: number) => {
    for (let tries = 0; ; tries++) {
      const { json } = await api.get(`/api/builds/${id}`);
      if (json.status.some((s: { status: string }) => s.status === 'working')) return;
      expect(tries).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const statusEvents = async (id: number) =>
    ((await api.get(`/api/builds/${id}/events`)).json as EventJson[]).filter(
      (e) => e.type === 'FormatStatusChanged',
    );
  /** Where each format reached `status` in the log. */
  const at = (events: EventJson[], status: string) =>
    new Map(events.filter((e) => e.data.status === status).map((e) => [e.data.format, e.position]));

  it("starts every small-book format before the big book's remaining ones, the first while the big one renders", async () => {
    const big = await api.post('/api/builds', { project: 'ann/big', formats: FORMATS });
    expect(big.status).toBe(201);
    await untilRendering(big.json.id);
    const small = await api.post('/api/builds', { project: 'ann/small', formats: FORMATS });
    expect(small.status).toBe(201);
    for (const id of [small.json.id, big.json.id]) {
      const done = await api.waitForBuild(id, 240_000);
      for (const s of done.status) expect(s).toMatchObject({ status: 'completed' });
    }

    const bigEvents = await statusEvents(big.json.id);
    const smallEvents = await statusEvents(small.json.id);
    const bigStarted = at(bigEvents, 'working');
    const bigCompleted = at(bigEvents, 'completed');
    const smallStarted = at(smallEvents, 'working');
    const [first] = [...bigStarted.entries()].sort((a, b) => a[1] - b[1])[0];
    const remaining = [...bigStarted.entries()].filter(([format]) => format !== first).map(([, p]) => p);

    expect(smallStarted.size).toBe(4);
    expect(Math.min(...smallStarted.values())).toBeLessThan(bigCompleted.get(first)!);
    expect(Math.max(...smallStarted.values())).toBeLessThan(Math.min(...remaining));
  }, 300_000);

  it("treats a big book's build after a small change as short, except its MOBI: its render cache holds the rest", async () => {
    // The big book built above in every format of FORMATS; one sentence more in a small chapter of it.
    await putFiles(api, 'ann/big', { 'ch02.adoc': `${smallBook['ch02.adoc']}\nOne sentence more.\n` });
    const other = await api.post('/api/builds', { project: 'ann/other', formats: FORMATS });
    expect(other.status).toBe(201);
    await untilRendering(other.json.id);
    // MOBI was never built for it: long, as a new book's would be.
    const changed = await api.post('/api/builds', { project: 'ann/big', formats: `${FORMATS},mobi` });
    expect(changed.status).toBe(201);
    for (const id of [changed.json.id, other.json.id]) {
      const done = await api.waitForBuild(id, 240_000);
      for (const s of done.status) expect(s).toMatchObject({ status: 'completed' });
    }
    const otherEvents = await statusEvents(other.json.id);
    const changedStarted = at(await statusEvents(changed.json.id), 'working');
    const otherStarted = at(otherEvents, 'working');
    const [first] = [...otherStarted.entries()].sort((a, b) => a[1] - b[1])[0];
    const otherRemaining = [...otherStarted.entries()]
      .filter(([format]) => format !== first)
      .map(([, p]) => p);
    const shortOnes = ['pdf', 'epub', 'html', 'platform'].map((format) => changedStarted.get(format)!);
    // The short ones, as a small book's: the first in the short slot while the other big book renders, all before
    // its remaining formats; the MOBI after them, a long job in its requester's turn.
    expect(Math.min(...shortOnes)).toBeLessThan(at(otherEvents, 'completed').get(first)!);
    expect(Math.max(...shortOnes)).toBeLessThan(Math.min(...otherRemaining));
    expect(changedStarted.get('mobi')).toBeGreaterThan(Math.min(...otherRemaining));
  }, 300_000);

  it('starts the MOBI of a big book after a small change first, its short formats beside it', async () => {
    await putFiles(api, 'ann/big', { 'ch02.adoc': `${smallBook['ch02.adoc']}\nTwo sentences more.\n` });
    const changed = await api.post('/api/builds', { project: 'ann/big', formats: `${FORMATS},mobi` });
    expect(changed.status).toBe(201);
    const done = await api.waitForBuild(changed.json.id, 240_000);
    for (const s of done.status) expect(s).toMatchObject({ status: 'completed' });
    const events = await statusEvents(changed.json.id);
    const started = at(events, 'working');
    const shortOnes = ['pdf', 'epub', 'html', 'platform'].map((format) => started.get(format)!);
    // Nothing else is queued: the one long job takes the one regular slot at once, and the short ones run in the
    // short slot while it renders, instead of the MOBI waiting for them.
    expect(started.get('mobi')).toBeLessThan(Math.min(...shortOnes));
    expect(Math.min(...shortOnes)).toBeLessThan(at(events, 'completed').get('mobi')!);
  }, 300_000);
});
