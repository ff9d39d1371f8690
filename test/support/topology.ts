import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './api-client';
import { OctavoServer } from './octavo-server';

export type RoleList = 'api' | 'projector' | 'worker' | 'ssh' | string;

/**
 * Several real Octavo processes sharing one DATA_DIR (the embedded SQLite files, repositories, artifacts)
 * and one job queue on Redis, each running the roles it is given, as the scale profile deploys them.
 */
export class Topology {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'octavo-topology-'));
  readonly processes: OctavoServer[] = [];

  constructor(private readonly sharedEnv: Record<string, string>) {}

  async start(roles: RoleList, env: Record<string, string> = {}): Promise<OctavoServer> {
    const server = new OctavoServer({
      dataDir: this.dataDir,
      env: { ...this.sharedEnv, OCTAVO_ROLES: roles, ...env },
    });
    this.processes.push(server);
    await server.start();
    return server;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
  }
}

/** Polls a build through the API until its formats satisfy `done`. */
export async function waitForBuildState(
  api: ApiClient,
  id: number,
  done: (statuses: Array<{ format: string; status: string }>) => boolean,
  timeoutMs = 60_000,
): Promise<Array<{ format: string; status: string }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, json } = await api.get(`/api/builds/${id}`);
    if (status === 200 && done(json.status)) return json.status;
    if (Date.now() > deadline)
      throw new Error(`build ${id} did not get there in ${timeoutMs} ms: ${JSON.stringify(json)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sums the samples of one Prometheus metric (all label sets) in a /metrics text. */
export function metricSum(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
