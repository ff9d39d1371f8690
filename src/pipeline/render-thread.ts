import { parentPort, workerData } from 'node:worker_threads';
import { GitRepositories } from '../../git';
import { RenderFailure } from '../../renderers';
import type { RenderThreadInput, RenderThreadOutcome } from './render-in-thread';
import { renderFormat } from './render-format';

/** Entry point of a render thread: one format of one build, then the thread ends. */
async function main(input: RenderThreadInput): Promise<void> {
  const controller = new AbortController();
  parentPort!.on('message', (message) => {
    if (message === 'abort') controller.abort(new Error('the render was stopped'));
  });
  const git = new GitRepositories(input.repositoriesRoot);
  let outcome: RenderThreadOutcome;
  try {
    const rendered = await renderFormat(git, input.build, input.format, input.workDir, controller.signal);
    outcome = { ok: true, rendered };
  } catch (error) {
    const e = error as { message?: unknown; code?: unknown };
    outcome = {
      ok: false,
      failure: error instanceof RenderFailure,
      message: typeof e?.message === 'string' ? e.message : String(error),
      code: typeof e?.code === 'string' ? e.code : undefined,
    };
  } finally {
    await git.close();
  }
  parentPort!.postMessage(outcome);
  parentPort!.close();
}

void main(workerData as RenderThreadInput);
