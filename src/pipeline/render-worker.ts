import { foldStream } from '../domain/command-executor';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { RenderFailure } from '../../renderers/types';
import { summarizeWarnings } from '../../renderers/warnings';
import { ChangeFormatStatusCommand } from '../builds/change-format-status.command';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ServerPaths } from '../core/server-paths';
import { BuildAggregate } from '../domain/aggregates';
import type { Artifact, BuildLog, BuildRequestedData, Format, FormatStatus } from '../domain/build';
import { streams } from '../domain/event-types';
import { isBuildEvent } from '../domain/build';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';
import { buildLogText, countedWarnings, RenderOutcome, sha256OfFile, writeLogFile } from './build-log';
import { RenderJob } from '../job-queue/job-queue.port';
import { cleanUpLeftovers, newWorkFolder, ownerTag } from './render-leftovers';
import { currentInputsId } from './render-inputs';
import { copyArtifactToFile } from '../artifacts/artifact-copy';
import { ArtifactReuse } from './artifact-reuse';
import { keepInBackground } from './render-priority';
import { changeFormatStatus } from './change-format-status';
import { timeoutCause } from './timeout-cause';
import { RenderThreadPool } from './render-thread-pool';
import { renderCacheSetting, warmChromiumSetting } from './render-thread-protocol';
import { PDF_PART_QUEUE, PdfPartQueue } from '../job-queue/pdf-part-queue.port';

/** Renders one format of one build and reports it as events; never writes read models. */
@Injectable()
export class RenderWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('RenderWorker');
  private readonly threads: RenderThreadPool;
  /** Names this process in its work folders, so a later start can tell them from a live worker's. */
  private readonly owner = ownerTag();
  private readonly paths: ServerPaths;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(PDF_PART_QUEUE) partQueue: PdfPartQueue | null,
    @Inject(ArtifactReuse) private readonly reuses: ArtifactReuse,
  ) {
    // One thread for every slot the queue may fill, the short jobs' slots included.
    this.threads = new RenderThreadPool(git, {
      size: config.workerConcurrency + config.shortJobSlots,
      idleTimeoutMs: config.renderThreadIdleMs,
      renderCache: renderCacheSetting(config),
      warmChromium: warmChromiumSetting(config),
      ...(partQueue
        ? {
            pdfPartQueue: {
              ...partQueue.setting,
              servedHere: config.pdfPartConcurrency > 0,
              origin: this.owner,
            },
          }
        : {}),
    });
    this.paths = new ServerPaths(config.dataDir);
  }

  /**
   * At start, before any render: work folders of processes that are gone (a crash, a SIGKILL) are removed, and
   * the Chromium or Calibre processes still running in them killed with their process groups.
   */
  async cleanUpAfterCrash(): Promise<void> {
    // Folders from before owners were named: gone once older than any render may run.
    const { folders, killed } = await cleanUpLeftovers(
      join(this.config.dataDir, 'tmp'),
      this.config.formatTimeoutMs + 60_000,
    );
    for (const { pid, command } of killed) {
      this.logger.warn(`killed a converter left running by a render that died (pid ${pid}): ${command}`);
    }
    if (folders.length) this.logger.warn(`removed ${folders.length} work folder(s) of renders that died`);
  }

  /** Runs beside Runtime's shutdown, which aborts running jobs; the pool waits for their threads to end. */
  async onApplicationShutdown(): Promise<void> {
    await this.threads.close();
  }

  async handle(job: RenderJob, signal: AbortSignal): Promise<void> {
    const history = await this.events.readStream(streams.build(job.buildId));
    const first = history[0];
    if (!first || !isBuildEvent(first) || first.type !== 'BuildRequested') return;
    const build = first.data;
    const correlationId = history[0].metadata.correlationId;
    const state = foldStream(BuildAggregate, history);
    const current = state.formats.get(job.format);
    if (!current) return;
    if (current.status === 'queued') {
      if (!(await this.change(job, 'working', correlationId))) return;
    } else if (!(current.status === 'working' && job.resume)) {
      return;
    }

    const workDir = await newWorkFolder(this.config.dataDir, `${job.buildId}-${job.format}`, this.owner);
    try {
      // The test hook stands for a render's time; it comes first so tests of slow renders keep it with reuse.
      if (this.config.faultRenderDelayMs > 0)
        await sleep(this.config.faultRenderDelayMs, undefined, { signal });
      const printEdition = job.format === 'epub' ? await this.printEditionOf(history) : undefined;
      let inputs = await currentInputsId(this.git, build, job.format, printEdition?.sha256);
      if (inputs && (await this.reuse(job, build, inputs, correlationId))) return;
      // Fetched only now: a reused EPUB needs the PDF's SHA-256, not a copy of it.
      const printEditionFile = printEdition ? await this.fetchPrintEdition(printEdition, workDir) : undefined;
      if (printEdition && !printEditionFile)
        inputs = await currentInputsId(this.git, build, job.format, undefined);
      // A long job's converters yield the CPU to short jobs (a small book's) and to the API (issue 17, item 8).
      const background = job.short ? undefined : keepInBackground(workDir);
      const rendered = await this.threads
        .render(
          {
            build,
            format: job.format,
            workDir,
            background: !job.short,
            ...(printEditionFile ? { printEdition: printEditionFile } : {}),
          },
          signal,
        )
        .finally(() => background?.stop());
      if (signal.aborted) return;
      const key = `builds/${job.buildId}/${job.format}/${rendered.fileName}`;
      const sha256 = await sha256OfFile(rendered.file);
      const size = await this.artifacts.put(key, rendered.file, sha256);
      const artifact: Artifact = {
        file: key,
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        size,
        sha256,
        ...(inputs ? { inputs } : {}),
      };
      const log = await this.storeLog(job, build, workDir, {
        warnings: rendered.warnings,
        ...(rendered.cache ? { cache: rendered.cache } : {}),
        ...(rendered.notes ? { notes: rendered.notes } : {}),
      });
      const message = this.shown(summarizeWarnings(rendered.warnings), workDir) || undefined;
      if (!(await this.change(job, 'completed', correlationId, message, artifact, log))) {
        await this.artifacts.remove(key);
        if (log) await this.artifacts.remove(log.file);
      }
    } catch (error) {
      if (signal.aborted) return;
      const message = this.shown(failureMessage(job.format, error), workDir);
      const log = await this.storeLog(job, build, workDir, { error: message }).catch(() => undefined);
      if (!(await this.change(job, 'failed', correlationId, message, undefined, log)) && log)
        await this.artifacts.remove(log.file);
      if (!(error instanceof RenderFailure))
        this.logger.error(`build ${job.buildId} ${job.format} failed`, error);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * The PDF this build delivered, which the EPUB's page-list follows (the dispatcher starts a build's EPUB only
   * once its PDF is final), checked in place against its recorded SHA-256. None when the build has no completed
   * PDF, or its stored file no longer matches.
   */
  private async printEditionOf(
    history: RecordedEvent[],
  ): Promise<{ pdf: Artifact; sha256: string } | undefined> {
    let pdf: Artifact | undefined;
    for (const event of history) {
      if (isBuildEvent(event) && event.type === 'FormatStatusChanged' && event.data.format === 'pdf')
        pdf = event.data.status === 'completed' ? event.data.artifact : undefined;
    }
    if (!pdf?.sha256) return undefined;
    const sha256 = await this.artifacts.sha256(pdf.file).catch(() => null);
    if (sha256 !== pdf.sha256) {
      this.logger.warn(`the PDF ${pdf.file} is missing or no longer matches its SHA-256: no EPUB page-list`);
      return undefined;
    }
    return { pdf, sha256 };
  }

  /** The print edition copied into the work folder for the render; undefined (no page-list) if it changed since. */
  private async fetchPrintEdition(
    printEdition: { pdf: Artifact; sha256: string },
    workDir: string,
  ): Promise<string | undefined> {
    const file = join(workDir, 'print-edition.pdf');
    const sha256 = await copyArtifactToFile(this.artifacts, printEdition.pdf.file, file).catch(() => null);
    if (sha256 === printEdition.sha256) return file;
    this.logger.warn(`the PDF ${printEdition.pdf.file} changed while the EPUB started: no EPUB page-list`);
    return undefined;
  }

  /**
   * Completes the format with an earlier build's artifact of the same commit and inputs (issue 17). False when
   * there is none that still matches, or the reuse went wrong (no failure of the build): the format is rendered.
   */
  private async reuse(
    job: RenderJob,
    build: BuildRequestedData,
    inputs: string,
    correlationId: string,
  ): Promise<boolean> {
    try {
      const candidates = await this.reuses.candidates(build, job.format, inputs);
      const reused = candidates.length ? await this.reuses.take(build, job.format, inputs, candidates) : null;
      if (!reused) return false;
      await this.reuses.complete(build, job.format, reused, correlationId);
      return true;
    } catch (error) {
      this.logger.warn(
        `build ${job.buildId} ${job.format}: no reuse (${(error as Error)?.message ?? error}); rendering`,
      );
      return false;
    }
  }

  /** Text for the book's readers: the work folder's files as the book's, no other server path at all. */
  private shown(text: string, workDir: string): string {
    return this.paths.scrub(text, [[workDir, '']]);
  }

  /** The full log goes to the artifact store (both profiles have one); the status event says it exists. */
  private async storeLog(
    job: RenderJob,
    build: BuildRequestedData,
    workDir: string,
    outcome: RenderOutcome,
  ): Promise<BuildLog> {
    const file = join(workDir, 'build.log');
    const { size, sha256 } = await writeLogFile(
      file,
      this.shown(buildLogText(build, job.format, outcome), workDir),
    );
    const key = `builds/${job.buildId}/${job.format}/build.log`;
    await this.artifacts.put(key, file);
    return { file: key, size, sha256, warnings: countedWarnings(outcome) };
  }

  async timedOut(job: RenderJob): Promise<void> {
    const minutes = Math.round((this.config.formatTimeoutMs / 60000) * 10) / 10;
    await this.change(
      job,
      'failed',
      `timeout-${job.buildId}`,
      `the ${job.format} render did not finish within its time limit of ${minutes} minutes; ${timeoutCause(loadavg()[0]!, availableParallelism())}`,
    );
  }

  /** False when the format had already moved on (cancelled, or finished by someone else). */
  private change(
    job: RenderJob,
    status: FormatStatus,
    correlationId: string,
    message?: string,
    artifact?: Artifact,
    log?: BuildLog,
  ): Promise<boolean> {
    return changeFormatStatus(
      this.commands,
      new ChangeFormatStatusCommand(
        job.buildId,
        job.format,
        status,
        message,
        artifact,
        correlationId,
        'worker',
        log,
      ),
    );
  }
}

function failureMessage(format: Format, error: unknown): string {
  if (error instanceof RenderFailure) return error.message;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC')
    return `the ${format} file could not be stored: the server's disk is full; tell the administrator`;
  // ENOTDIR/EEXIST/EISDIR: something other than a directory sits where the store needs one.
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'EISDIR'].includes(code ?? '')) {
    return `the ${format} file could not be stored: the server's data directory is not writable (${code}); tell the administrator`;
  }
  return `the ${format} render failed unexpectedly (${(error as Error)?.message ?? String(error)}); try again, and report it if it persists`;
}
