import { parentPort, workerData } from 'node:worker_threads';
import { GitRepositories } from '../../git';
import { openRenderCache, renderFormat } from './render-format';
import type {
  RenderThreadData,
  RenderThreadOutcome,
  RenderThreadReply,
  RenderThreadRequest,
} from './render-thread-protocol';
import { failedOutcome } from './render-thread-protocol';
import { threadPriority } from './render-priority';

/**
 * Entry point of a pooled render thread: renders one format at a time for as long as the pool keeps it.
 * The renderer modules load once per thread, which is what reusing the thread saves.
 */
const port = parentPort!;
const git = new GitRepositories((workerData as RenderThreadData).repositoriesRoot);
const cache = openRenderCache((workerData as RenderThreadData).renderCache);
let current: { id: number; controller: AbortController } | null = null;
const priority = threadPriority();

port.on('message', (request: RenderThreadRequest) => {
  if (request.type === 'render') void render(request.id, request.input);
  else if (request.type === 'abort' && current?.id === request.id)
    current.controller.abort(new Error('the render was stopped'));
  else if (request.type === 'close') void close();
});

async function render(
  id: number,
  input: Extract<RenderThreadRequest, { type: 'render' }>['input'],
): Promise<void> {
  const controller = new AbortController();
  current = { id, controller };
  let outcome: RenderThreadOutcome;
  if (input.background) priority.lower();
  try {
    const rendered = await renderFormat(git, input.build, input.format, input.workDir, controller.signal, {
      printEdition: input.printEdition,
      cache,
    });
    outcome = { ok: true, rendered };
  } catch (error) {
    outcome = failedOutcome(error);
  } finally {
    if (input.background) priority.restore();
    current = null;
    // The next render may be of another repository, or of this one deleted and made anew: no git process
    // outlives the render that started it, and an idle thread holds none.
    await git.close();
  }
  port.postMessage({ id, outcome } satisfies RenderThreadReply);
}

async function close(): Promise<void> {
  current?.controller.abort(new Error('the render thread is closing'));
  await git.close();
  // Ends this thread only; anything an aborted render left running (a timer, a stream) does not hold it.
  process.exit(0);
}
