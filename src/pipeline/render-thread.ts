import { GitRepositories } from '../../git';
import { openRenderCache, renderFormat } from './render-format';
import type {
  ChromiumProfile,
  RenderThreadData,
  RenderThreadOutcome,
  RenderThreadReply,
  RenderThreadRequest,
} from './render-thread-protocol';
import { failedOutcome } from './render-thread-protocol';
import { threadPriority } from './render-priority';
import { endFoldersNow, ownerTag } from './render-leftovers';
import { WarmChromium } from '../../renderers/pdf/warm-chromium';
import type { BullMqPartPrinter } from '../job-queue/bullmq-part-printer';

/**
 * Entry point of a pooled render process (forked by RenderThreadPool with its settings as JSON in argv[2]):
 * renders one format at a time for as long as the pool keeps it. The renderer modules load once per process,
 * which is what reusing it saves.
 */
const settings = JSON.parse(process.argv[2] ?? '{}') as RenderThreadData;
const git = new GitRepositories(settings.repositoriesRoot);
const cache = openRenderCache(settings.renderCache);
const reply = (message: RenderThreadReply) => process.send?.(message);
let current: { id: number; controller: AbortController } | null = null;
const priority = threadPriority();
/**
 * Kept between renders (issue 17: launching and closing Chromium was a quarter of a small book's PDF). Not for
 * a long job's render: its Chromium runs at a lower priority (keepInBackground finds it in the render's work
 * folder), which a browser kept for the next render must not carry.
 */
const chromium = settings.warmChromium
  ? new WarmChromium({
      profileRoot: settings.warmChromium.profileRoot,
      profilePrefix: `build-chromium-${ownerTag()}-`,
      idleMs: settings.warmChromium.idleMs,
      onProfile: (profile) => process.send?.({ type: 'chromium-profile', profile } satisfies ChromiumProfile),
    })
  : undefined;
// However the process ends (closed, disconnected, an uncaught error), its Chromium ends with it.
process.on('exit', () => {
  // Killed by process group; a browser still launching is found by its profile folder on its command line.
  if (chromium) endFoldersNow(chromium.killNow());
});
/** With a part queue: this process's renders have their PDF parts printed by every worker process. */
let partPrinter: Promise<BullMqPartPrinter> | undefined;
const partPrinterFor = (input: Extract<RenderThreadRequest, { type: 'render' }>['input']) => {
  const setting = settings.pdfPartQueue;
  if (!setting || input.format !== 'pdf' || input.pdfPart) return undefined;
  partPrinter ??= import('../job-queue/bullmq-part-printer').then(
    ({ BullMqPartPrinter }) => new BullMqPartPrinter(setting),
  );
  return partPrinter;
};

// The server is gone (killed, crashed): nobody waits for this render, and nothing else would end the process.
process.on('disconnect', () => process.exit(0));
process.on('message', (request: RenderThreadRequest) => {
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
    const printer = await partPrinterFor(input);
    const rendered = await renderFormat(git, input.build, input.format, input.workDir, controller.signal, {
      printEdition: input.printEdition,
      cache,
      ...(printer ? { partPrinter: printer.forBuild(input.build) } : {}),
      ...(input.pdfPart ? { pdfPart: input.pdfPart } : {}),
      ...(chromium && !input.background ? { chromium } : {}),
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
  reply({ id, outcome });
}

async function close(): Promise<void> {
  current?.controller.abort(new Error('the render thread is closing'));
  await git.close();
  await (await partPrinter?.catch(() => undefined))?.close();
  await chromium?.close();
  // Anything an aborted render left running (a timer, a stream) does not hold the process.
  process.exit(0);
}
