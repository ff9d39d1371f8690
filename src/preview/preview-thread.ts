import { parentPort, workerData } from 'node:worker_threads';
import { GitRepositories } from '../../git';
import type { PreviewReply, PreviewRequest, PreviewThreadData } from './preview-protocol';
import { PreviewRenderer } from './render-preview';

/**
 * The preview thread: converts sources (Asciidoctor and markdown-it are synchronous and take a few hundred
 * milliseconds on a long chapter) away from the thread answering web requests, one preview at a time.
 */
const port = parentPort!;
const renderer = new PreviewRenderer(new GitRepositories((workerData as PreviewThreadData).repositoriesRoot));

port.on('message', (request: PreviewRequest) => {
  void renderer.render(request.input).then(
    (preview) => port.postMessage({ id: request.id, ok: true, preview } satisfies PreviewReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies PreviewReply),
  );
});
