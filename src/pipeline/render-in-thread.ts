import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { GitRepositories } from '../../git';
import { RenderFailure } from '../../renderers';
import type { BuildRequestedData, Format } from '../domain/build';
import { renderFormat, RenderedFile } from './render-format';

export interface RenderThreadInput {
  repositoriesRoot: string;
  build: BuildRequestedData;
  format: Format;
  workDir: string;
}

export type RenderThreadOutcome =
  { ok: true; rendered: RenderedFile } | { ok: false; failure: boolean; message: string; code?: string };

const THREAD_ENTRY = join(__dirname, 'render-thread.js');
/** After an abort, the renderers get this long to stop their own processes before the thread is ended. */
const ABORT_GRACE_MS = 5000;

/**
 * Renders in a worker thread, so parsing and zipping a book never hold up the event loop that answers API
 * requests, and a render that will not stop can be ended. Source checkouts run TypeScript directly (tests of
 * single modules) and render in-process instead.
 */
export function renderInThread(
  git: GitRepositories,
  input: Omit<RenderThreadInput, 'repositoriesRoot'>,
  signal: AbortSignal,
): Promise<RenderedFile> {
  if (!existsSync(THREAD_ENTRY)) return renderFormat(git, input.build, input.format, input.workDir, signal);
  return new Promise<RenderedFile>((resolve, reject) => {
    const worker = new Worker(THREAD_ENTRY, {
      workerData: { ...input, repositoriesRoot: git.root } satisfies RenderThreadInput,
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      action();
    };
    function onAbort() {
      worker.postMessage('abort');
      setTimeout(() => void worker.terminate(), ABORT_GRACE_MS).unref();
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (outcome: RenderThreadOutcome) =>
      settle(() => {
        if (outcome.ok) return resolve(outcome.rendered);
        if (outcome.failure) return reject(new RenderFailure(outcome.message));
        reject(Object.assign(new Error(outcome.message), outcome.code ? { code: outcome.code } : {}));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the render thread stopped before it finished (exit code ${code})`))),
    );
  });
}
