import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The server's process, to measure the CPU it spends per request. */
  serverPid?: number;
}

export interface LoadResult {
  /** Successful (2xx) responses per second over the whole run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  non2xx: number;
  errors: number;
  /**
   * Server CPU (user + system) per successful request, in microseconds: unlike throughput, it hardly
   * moves when other work shares the machine.
   */
  serverCpuUsPerRequest: number | null;
}

/** One autocannon run (in this process, on its own core of the two) against a server in another process. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = processCpuSeconds(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  const ok = result['2xx'];
  const cpuAfter = processCpuSeconds(options.serverPid);
  return {
    requestsPerSecond: ok / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuUsPerRequest:
      cpuBefore !== null && cpuAfter !== null && ok > 0 ? ((cpuAfter - cpuBefore) * 1e6) / ok : null,
  };
}

/** A short run first so both servers are measured with warm JITs and open connections. */
export async function warmThenLoad(options: LoadOptions, warmupSeconds = 2): Promise<LoadResult> {
  await load({ ...options, durationSeconds: warmupSeconds });
  return load(options);
}
