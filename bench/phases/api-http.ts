import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { load, LoadOptions, LoadResult, warmThenLoad } from '../support/load';
import { OctavoProcess } from '../support/octavo-process';
import { BenchRow } from '../support/report';

export interface HttpSettings {
  connections: number;
  durationSeconds: number;
  /** Only the POST /api/builds part (the GET runs are skipped; the seed still runs). */
  postOnly?: boolean;
}

export interface HttpMeasurements {
  bareGet: LoadResult | null;
  octavoGet: LoadResult | null;
  octavoPost: LoadResult;
  postRoles: string;
  bodyBytes: number;
}

async function api(server: OctavoProcess, token: string, method: string, path: string, body?: object) {
  const response = await fetch(server.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text;
}

/** A user, a project with its starter book, and one completed `platform` build; returns the build's body. */
async function seed(server: OctavoProcess): Promise<{ token: string; project: string; buildId: number }> {
  const token = await server.createUser('bench');
  const project = JSON.parse(await api(server, token, 'POST', '/api/projects', { name: 'book' })) as {
    full_name: string;
  };
  const build = JSON.parse(
    await api(server, token, 'POST', '/api/builds', { project: project.full_name, formats: 'platform' }),
  ) as { id: number };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = JSON.parse(await api(server, token, 'GET', `/api/builds/${build.id}`)) as {
      status: Array<{ status: string; message?: string }>;
    };
    const status = current.status[0];
    if (status.status === 'completed') break;
    if (status.status === 'failed') throw new Error(`the seed build failed: ${status.message}`);
    if (Date.now() > deadline) throw new Error('the seed build did not complete in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { token, project: project.full_name, buildId: build.id };
}

async function startBareServer(body: string) {
  const child = spawn(process.execPath, [join(__dirname, '..', 'support', 'bare-json-server.js')], {
    env: { ...process.env, BENCH_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function describe(label: string, r: LoadResult): string {
  return (
    `${label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ` +
    `${r.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ` +
    `server CPU ${r.serverCpuUsPerRequest?.toFixed(0) ?? '?'} µs/request`
  );
}

/** GET /api/builds/:id against a bare node:http server returning the same bytes, then against Octavo. */
async function measureGets(
  full: OctavoProcess,
  buildId: number,
  token: string,
  body: string,
  settings: { connections: number; durationSeconds: number },
  log: (line: string) => void,
): Promise<{ bareGet: LoadResult; octavoGet: LoadResult }> {
  const bare = await startBareServer(body);
  let bareGet: LoadResult;
  try {
    bareGet = await warmThenLoad({
      url: `${bare.url}/api/builds/${buildId}`,
      serverPid: bare.pid,
      ...settings,
    });
  } finally {
    await bare.stop();
  }
  log(describe('bare node:http GET', bareGet));
  const octavoGet = await warmThenLoad({
    url: `${full.baseUrl}/api/builds/${buildId}`,
    headers: { authorization: `Bearer ${token}` },
    serverPid: full.pid,
    ...settings,
  });
  log(describe('Octavo GET /api/builds/:id', octavoGet));
  return { bareGet, octavoGet };
}

function getRows(bareGet: LoadResult, octavoGet: LoadResult, c: number): BenchRow[] {
  const ratio = octavoGet.requestsPerSecond / bareGet.requestsPerSecond;
  return [
    {
      metric: `GET /api/builds/:id throughput (${c} conn)`,
      unit: 'req/s',
      octavo: octavoGet.requestsPerSecond,
      reference: bareGet.requestsPerSecond,
      ratio,
      target: '>= 0.5x bare node:http',
      pass: ratio >= 0.5 && octavoGet.non2xx === 0,
      notes: `${octavoGet.non2xx} non-2xx, ${octavoGet.errors} errors`,
    },
    {
      metric: `GET /api/builds/:id p99 latency (${c} conn)`,
      unit: 'ms',
      octavo: octavoGet.p99Ms,
      reference: bareGet.p99Ms,
      ratio: octavoGet.p99Ms / 10,
      target: '< 10 ms',
      pass: octavoGet.p99Ms < 10,
    },
    {
      metric: 'GET /api/builds/:id server CPU per request',
      unit: 'µs',
      octavo: octavoGet.serverCpuUsPerRequest ?? NaN,
      reference: bareGet.serverCpuUsPerRequest,
      ratio:
        octavoGet.serverCpuUsPerRequest && bareGet.serverCpuUsPerRequest
          ? octavoGet.serverCpuUsPerRequest / bareGet.serverCpuUsPerRequest
          : null,
      target: '- (<= 2x would mean 0.5x on a quiet core)',
      pass: null,
    },
  ];
}

/**
 * GET /api/builds/:id against a bare node:http server returning the same bytes (unless `postOnly`), then
 * POST /api/builds. POST runs with OCTAVO_ROLES=api,projector: with workers on, every accepted build starts a render on
 * the same two cores, and the run would measure rendering, not the API that accepts builds.
 * Rows go into `rows` as each part finishes, so GET results survive a failure in the POST part.
 */
export async function measureHttp(
  dataDir: string,
  settings: HttpSettings,
  log: (line: string) => void,
  rows: BenchRow[],
  serverNodeArgs: string[] = [],
): Promise<HttpMeasurements> {
  const { postOnly = false, ...loadSettings } = settings;
  const full = await new OctavoProcess(dataDir).start(serverNodeArgs);
  let seeded: Awaited<ReturnType<typeof seed>>;
  let body: string;
  let gets: { bareGet: LoadResult; octavoGet: LoadResult } | null = null;
  try {
    seeded = await seed(full);
    body = await api(full, seeded.token, 'GET', `/api/builds/${seeded.buildId}`);
    log(`seeded ${seeded.project}, build ${seeded.buildId} (${Buffer.byteLength(body)} bytes of JSON)`);
    if (!postOnly) gets = await measureGets(full, seeded.buildId, seeded.token, body, loadSettings, log);
  } finally {
    await full.stop();
  }
  if (gets) rows.push(...getRows(gets.bareGet, gets.octavoGet, loadSettings.connections));

  const postRoles = 'api,projector';
  const acceptOnly = await new OctavoProcess(dataDir, { OCTAVO_ROLES: postRoles }).start(serverNodeArgs);
  let octavoPost: LoadResult;
  try {
    const post: LoadOptions = {
      url: `${acceptOnly.baseUrl}/api/builds`,
      method: 'POST',
      headers: { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ project: seeded.project, formats: 'platform' }),
      serverPid: acceptOnly.pid,
      ...loadSettings,
    };
    await load({ ...post, durationSeconds: 2 });
    octavoPost = await load(post);
    log(describe(`Octavo POST /api/builds (roles ${postRoles})`, octavoPost));
  } finally {
    await acceptOnly.stop();
  }

  rows.push(
    {
      metric: `POST /api/builds throughput (${loadSettings.connections} conn, ${postRoles})`,
      unit: 'req/s',
      octavo: octavoPost.requestsPerSecond,
      reference: null,
      ratio: octavoPost.requestsPerSecond / 300,
      target: '>= 300 req/s',
      pass: octavoPost.requestsPerSecond >= 300 && octavoPost.non2xx === 0,
      notes: `p99 ${octavoPost.p99Ms} ms, ${octavoPost.non2xx} non-2xx, ${octavoPost.errors} errors`,
    },
    {
      metric: 'POST /api/builds server CPU per request',
      unit: 'µs',
      octavo: octavoPost.serverCpuUsPerRequest ?? NaN,
      reference: null,
      ratio: null,
      target: '- (<= 3,333 µs would allow 300/s on one core)',
      pass: null,
    },
  );
  return {
    bareGet: gets?.bareGet ?? null,
    octavoGet: gets?.octavoGet ?? null,
    octavoPost,
    postRoles,
    bodyBytes: Buffer.byteLength(body),
  };
}
