import { Build, FormatState } from './api';
import { ApiRequestError } from './errors';

export const isFinal = (s: FormatState) => s.status === 'completed' || s.status === 'failed';

export interface PollOptions {
  intervalMs: number;
  onUpdate: (build: Build) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GETs the build until no format is queued or working; waits out rate limiting as the server asks. */
export async function pollBuild(
  getBuild: (id: number) => Promise<Build>,
  first: Build,
  options: PollOptions,
): Promise<Build> {
  const sleep = options.sleep ?? defaultSleep;
  let build = first;
  options.onUpdate(build);
  while (!build.status.every(isFinal)) {
    await sleep(options.intervalMs);
    try {
      build = await getBuild(build.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'rate_limited') {
        await sleep(Math.max(options.intervalMs, (error.retryAfterSeconds ?? 1) * 1000));
        continue;
      }
      throw error;
    }
    options.onUpdate(build);
  }
  return build;
}
