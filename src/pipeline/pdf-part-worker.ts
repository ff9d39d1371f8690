import { readFile, rm } from 'node:fs/promises';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { PDF_PART_QUEUE, PdfPartJob, PdfPartQueue } from '../job-queue/pdf-part-queue.port';
import { newWorkFolder, ownerTag } from './render-leftovers';
import { renderCacheSetting, warmChromiumSetting } from './render-thread-protocol';
import { keepInBackground } from './render-priority';
import { RenderThreadPool } from './render-thread-pool';
import { RenderMetrics } from '../ops/render-metrics';

/**
 * Prints parts of long books for renders in any worker process (issue 17, item 5): every worker process
 * runs one beside its render jobs, with render processes of its own (a render waiting for its parts holds
 * one of the render jobs' processes; parts printed in those could wait on each other for ever).
 */
@Injectable()
export class PdfPartWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfPartWorker');
  private readonly owner = ownerTag();
  private threads: RenderThreadPool | undefined;
  private worker: { close(): Promise<void> } | undefined;

  constructor(
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(RenderMetrics) private readonly metrics: RenderMetrics,
    @Inject(PDF_PART_QUEUE) private readonly queue: PdfPartQueue | null,
  ) {}

  start(): void {
    const concurrency = this.config.pdfPartConcurrency;
    if (!this.queue || concurrency <= 0 || this.worker) return;
    this.threads = new RenderThreadPool(this.git, {
      size: concurrency,
      idleTimeoutMs: this.config.renderThreadIdleMs,
      renderCache: renderCacheSetting(this.config),
      warmChromium: warmChromiumSetting(this.config),
    });
    this.worker = this.queue.serve(
      this.owner,
      concurrency,
      (job, signal) => this.print(job, signal),
      (error) =>
        this.logger.error('PDF part queue error', error instanceof Error ? error.stack : String(error)),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.threads?.close();
  }

  private async print(job: PdfPartJob, signal: AbortSignal): Promise<Buffer> {
    const { build, part } = job;
    const workDir = await newWorkFolder(
      this.config.dataDir,
      `${build.buildId}-pdf-part-${part.index + 1}`,
      this.owner,
    );
    // Parts belong to long books: their Chromium yields the CPU to short jobs, as the book's own render does.
    const background = keepInBackground(workDir);
    const finished = this.metrics.partStarted();
    let outcome = 'failed';
    try {
      const rendered = await this.threads!.render(
        { build, format: 'pdf', workDir, background: true, pdfPart: part },
        signal,
      );
      const bytes = await readFile(rendered.file);
      outcome = 'completed';
      return bytes;
    } catch (error) {
      this.logger.warn(
        `build ${build.buildId}: part ${part.index + 1} of its PDF was not printed here (${(error as Error)?.message ?? error}); the build prints it itself`,
      );
      throw error;
    } finally {
      finished(outcome);
      background.stop();
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
