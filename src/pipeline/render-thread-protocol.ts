import { join } from 'node:path';
import type { OctavoConfig } from '../config/config';
import { RenderFailure } from '../../renderers/types';
import type { BuildRequestedData, Format } from '../domain/build';
import type { RenderedFile } from './render-format';
import type { PartOfBook } from '../../renderers/pdf/part-printer';
import type { PdfPartQueueSetting } from '../job-queue/pdf-part-queue.port';

/** What a render thread is started with: the same for every render it serves. */
export interface RenderThreadData {
  repositoriesRoot: string;
  /** The render cache every render of the thread uses (none: renders convert every source). */
  renderCache?: RenderCacheSetting;
  /** With REDIS_URL: a long book's PDF parts are printed by every worker process through this queue. */
  pdfPartQueue?: PdfPartQueueSetting;
  /** PDF: one Chromium kept running between the thread's renders (none: each render launches its own). */
  warmChromium?: WarmChromiumSetting;
}

/** Where a render thread keeps its Chromium's profile, and how long the browser may wait for a render. */
export interface WarmChromiumSetting {
  /** `DATA_DIR/tmp`: a profile folder there names the thread, so a later start removes it once it is gone. */
  profileRoot: string;
  idleMs: number;
}

/** Where the render cache lives and how big it may grow (issue 17, item 4). */
export interface RenderCacheSetting {
  dir: string;
  maxBytes: number;
}

/** The installation's render cache: `DATA_DIR/render-cache`, bounded by `OCTAVO_RENDER_CACHE_MAX_BYTES`. */
export function renderCacheSetting(
  config: Pick<OctavoConfig, 'dataDir' | 'renderCacheMaxBytes'>,
): RenderCacheSetting {
  return { dir: join(config.dataDir, 'render-cache'), maxBytes: config.renderCacheMaxBytes };
}

/** Render threads keep their Chromium in `DATA_DIR/tmp` for `OCTAVO_CHROMIUM_IDLE_MS` (0: not at all). */
export function warmChromiumSetting(
  config: Pick<OctavoConfig, 'dataDir' | 'chromiumIdleMs'>,
): WarmChromiumSetting | undefined {
  return config.chromiumIdleMs > 0
    ? { profileRoot: join(config.dataDir, 'tmp'), idleMs: config.chromiumIdleMs }
    : undefined;
}

/** One format of one build, as a thread renders it. */
export interface RenderThreadInput {
  build: BuildRequestedData;
  format: Format;
  workDir: string;
  /** EPUB: the same build's PDF, fetched into the work folder (render-format.ts, RenderAids). */
  printEdition?: string;
  /** A long job's render: the thread runs it at a lower CPU priority, yielding to short jobs (issue 17). */
  background?: boolean;
  /** PDF: print only this part of the book, for another process's render (issue 17, item 5). */
  pdfPart?: PartOfBook;
}

/** Pool → thread. `close` ends an idle thread after it has closed its git processes. */
export type RenderThreadRequest =
  | { type: 'render'; id: number; input: RenderThreadInput }
  | { type: 'abort'; id: number }
  | { type: 'close' };

export type RenderThreadOutcome =
  { ok: true; rendered: RenderedFile } | { ok: false; failure: boolean; message: string; code?: string };

/** Thread → pool: the outcome of the render with this id. */
export interface RenderThreadReply {
  id: number;
  outcome: RenderThreadOutcome;
}

/**
 * Thread → pool: it made a profile folder for a Chromium it keeps; should the thread die without ending that
 * browser (SIGKILL), the pool kills what runs in the folder and removes it.
 */
export interface ChromiumProfile {
  type: 'chromium-profile';
  profile: string;
}

/** A thrown error as it crosses the thread boundary (only plain data survives structured cloning). */
export function failedOutcome(error: unknown): RenderThreadOutcome {
  const e = error as { message?: unknown; code?: unknown };
  return {
    ok: false,
    failure: error instanceof RenderFailure,
    message: typeof e?.message === 'string' ? e.message : String(error),
    code: typeof e?.code === 'string' ? e.code : undefined,
  };
}

/** The error a failed outcome stands for: a RenderFailure stays one, an errno code is kept. */
export function errorOf(outcome: Extract<RenderThreadOutcome, { ok: false }>): Error {
  if (outcome.failure) return new RenderFailure(outcome.message);
  return Object.assign(new Error(outcome.message), outcome.code ? { code: outcome.code } : {});
}
