import { DomainError, DomainEvent, eventGuard, UpcastableEvent } from './event-types';

export const FORMATS = ['pdf', 'epub', 'mobi', 'html', 'platform'] as const;
export type Format = (typeof FORMATS)[number];
export type FormatStatus = 'queued' | 'working' | 'completed' | 'failed';
export const FINAL_STATUSES: readonly FormatStatus[] = ['completed', 'failed'];

export interface Artifact {
  file: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the file (builds recorded before it was kept have none). */
  sha256?: string;
  /** Id of everything that decided its bytes (render-inputs.ts); an equal id lets a later build reuse it. */
  inputs?: string;
}

/** A format's build log, kept in the artifact store like an artifact: the event says it exists and what it holds. */
export interface BuildLog {
  /** Artifact-store key. */
  file: string;
  size: number;
  sha256: string;
  /** How many warnings it lists. */
  warnings: number;
}

/** What started a build: a push (builds on push), the web UI, the HTTP API, the CLI, or a retry of another. */
export type BuildTrigger = 'push' | 'web' | 'api' | 'cli' | 'retry';

export interface BuildRequestedData {
  buildId: number;
  projectId: string;
  project: string;
  branch: string;
  commit: string;
  formats: Format[];
  requestedBy: string;
  /** Absent in builds recorded before it was kept (a push's build is known by its correlation id). */
  trigger?: BuildTrigger;
  /** The build a retry repeats. */
  retryOf?: number;
}

export interface FormatStatusChangedData {
  buildId: number;
  format: Format;
  status: FormatStatus;
  message?: string;
  artifact?: Artifact;
  /** Written when the render finished, completed or failed. */
  log?: BuildLog;
  /** Completed without rendering: the artifact is a copy of this earlier build's, whose inputs were the same. */
  reusedFromBuild?: number;
}

/** A format stopped by a person before it was final (POST /api/builds/:id/cancel, the web's Cancel). */
export interface FormatCancelledData {
  buildId: number;
  format: Format;
}

/** What a cancelled format says in the API and the web UI (unchanged since cancellations were status changes). */
export const CANCELLED_MESSAGE = 'cancelled';

export interface FormatRenderRetriedData {
  buildId: number;
  format: Format;
  attempt: number;
  reason: string;
}

export interface BuildState {
  exists: boolean;
  buildId: number;
  formats: Map<Format, { status: FormatStatus; attempts: number }>;
}

export const initialBuildState = (): BuildState => ({ exists: false, buildId: 0, formats: new Map() });

/** Every event of a build's stream, with its payload: `type` narrows `data`. */
export type BuildEvent =
  | { type: 'BuildRequested'; data: BuildRequestedData }
  | { type: 'FormatStatusChanged'; data: FormatStatusChangedData }
  | { type: 'FormatCancelled'; data: FormatCancelledData }
  | { type: 'FormatRenderRetried'; data: FormatRenderRetriedData };

export const isBuildEvent = eventGuard<BuildEvent>({
  BuildRequested: true,
  FormatStatusChanged: true,
  FormatCancelled: true,
  FormatRenderRetried: true,
});

export function evolveBuild(state: BuildState, event: { type: string; data: unknown }): BuildState {
  return isBuildEvent(event) ? evolveBuildEvent(state, event) : state;
}

function withFormat(state: BuildState, format: Format, status: FormatStatus, attempts: number): BuildState {
  const formats = new Map(state.formats);
  formats.set(format, { status, attempts });
  return { ...state, formats };
}

function evolveBuildEvent(state: BuildState, event: BuildEvent): BuildState {
  switch (event.type) {
    case 'BuildRequested': {
      const queued: FormatStatus = 'queued';
      return {
        exists: true,
        buildId: event.data.buildId,
        formats: new Map(event.data.formats.map((f) => [f, { status: queued, attempts: 0 }])),
      };
    }
    case 'FormatStatusChanged': {
      const { format, status } = event.data;
      const attempts = (state.formats.get(format)?.attempts ?? 0) + (status === 'working' ? 1 : 0);
      return withFormat(state, format, status, attempts);
    }
    case 'FormatCancelled': {
      const { format } = event.data;
      return withFormat(state, format, 'failed', state.formats.get(format)?.attempts ?? 0);
    }
    case 'FormatRenderRetried': {
      const { format, attempt } = event.data;
      const previous = state.formats.get(format);
      return previous ? withFormat(state, format, previous.status, attempt) : state;
    }
  }
}

const ALLOWED: Record<FormatStatus, FormatStatus[]> = {
  queued: ['working', 'failed'],
  working: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export function isFinal(status: FormatStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * The order a build's ready formats are queued in (the queue runs a requester's jobs first in, first out). The PDF
 * first: it takes longest, and the EPUB waits for it. The MOBI last: a second worker gives the author the site and
 * the source package in seconds instead of after Calibre, and the MOBI's own EPUB then finds the book's
 * conversions in the render cache.
 */
const RENDER_ORDER: readonly Format[] = ['pdf', 'html', 'platform', 'epub', 'mobi'];

/**
 * The formats of a build whose render may start now, in the order to queue them: queued, and not waiting for
 * another. A build's EPUB waits for the same build's PDF to be final, because it carries the print edition's pages
 * (page-list, issue 14).
 */
export function formatsReadyToRender(state: BuildState): Format[] {
  const pdf = state.formats.get('pdf');
  const waitingForPdf = pdf !== undefined && !isFinal(pdf.status);
  return [...state.formats]
    .filter(([format, f]) => f.status === 'queued' && !(format === 'epub' && waitingForPdf))
    .map(([format]) => format)
    .sort(byRenderOrder);
}

/** Compares two formats by the order to queue them in (see RENDER_ORDER). */
export function byRenderOrder(a: Format, b: Format): number {
  return RENDER_ORDER.indexOf(a) - RENDER_ORDER.indexOf(b);
}

export function decideRequestBuild(state: BuildState, data: BuildRequestedData): DomainEvent[] {
  if (state.exists) throw new DomainError('conflict', `build ${data.buildId} already exists`, 409);
  if (data.formats.length === 0)
    throw new DomainError('validation_failed', 'a build needs at least one format');
  return [{ type: 'BuildRequested', data: { ...data } }];
}

/** Status moves only queued → working → completed|failed, or queued → failed; final statuses never change. */
export function decideChangeFormatStatus(
  state: BuildState,
  change: Omit<FormatStatusChangedData, 'buildId'>,
): DomainEvent[] {
  const current = state.formats.get(change.format);
  if (!state.exists || !current) {
    throw new DomainError('not_found', `build ${state.buildId} has no ${change.format} format`, 404);
  }
  if (!ALLOWED[current.status].includes(change.status)) {
    throw new DomainError(
      'invalid_transition',
      `the ${change.format} format is ${current.status} and cannot become ${change.status}`,
      409,
    );
  }
  const data: FormatStatusChangedData = {
    buildId: state.buildId,
    format: change.format,
    status: change.status,
  };
  if (change.message !== undefined) data.message = change.message;
  if (change.artifact !== undefined) data.artifact = change.artifact;
  if (change.log !== undefined) data.log = change.log;
  if (change.reusedFromBuild !== undefined) {
    if (change.status !== 'completed' || !change.artifact)
      throw new DomainError('validation_failed', 'only a completed format with an artifact can be reused');
    data.reusedFromBuild = change.reusedFromBuild;
  }
  return [{ type: 'FormatStatusChanged', data: { ...data } }];
}

export function decideCancelBuild(state: BuildState): DomainEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'no such build', 404);
  return [...state.formats]
    .filter(([, f]) => !isFinal(f.status))
    .map(([format]): DomainEvent => {
      const data: FormatCancelledData = { buildId: state.buildId, format };
      return { type: 'FormatCancelled', data: { ...data } };
    });
}

/**
 * A format's status change as readers of statuses see it (the builds read model, timelines, webhooks): a
 * FormatCancelled is the format failing with the message "cancelled"; other events change no status.
 */
export function formatChangeOf(event: { type: string; data: unknown }): FormatStatusChangedData | undefined {
  if (!isBuildEvent(event)) return undefined;
  if (event.type === 'FormatStatusChanged') return event.data;
  if (event.type === 'FormatCancelled') {
    const { buildId, format } = event.data;
    return { buildId, format, status: 'failed', message: CANCELLED_MESSAGE };
  }
  return undefined;
}

/**
 * Before FormatCancelled existed a cancellation was recorded as `FormatStatusChanged {status: 'failed',
 * message: 'cancelled'}` (schema version 1, no artifact, no log): read such an event as the FormatCancelled it
 * was. A render never fails with exactly that message, so no real failure is taken for a cancellation.
 */
export function upcastCancellation<E extends UpcastableEvent>(event: E): E {
  if (!isBuildEvent(event) || event.type !== 'FormatStatusChanged' || event.metadata.schemaVersion !== 1)
    return event;
  const d = event.data;
  if (d.status !== 'failed' || d.message !== CANCELLED_MESSAGE || d.artifact || d.log) return event;
  const data: FormatCancelledData = { buildId: d.buildId, format: d.format };
  return {
    ...event,
    type: 'FormatCancelled',
    data: { ...data },
    metadata: { ...event.metadata, schemaVersion: 1 },
  };
}

/** A render interrupted by a crash runs again once; the second interruption fails the format. */
export function decideRecoverInterruptedRender(
  state: BuildState,
  format: Format,
  maxAttempts: number,
): DomainEvent[] {
  const current = state.formats.get(format);
  if (!current || current.status !== 'working') return [];
  if (current.attempts >= maxAttempts) {
    return [
      {
        type: 'FormatStatusChanged',
        data: {
          buildId: state.buildId,
          format,
          status: 'failed',
          message: `the ${format} render was interrupted ${current.attempts} times (the server stopped while rendering); start the build again`,
        },
      },
    ];
  }
  return [
    {
      type: 'FormatRenderRetried',
      data: { buildId: state.buildId, format, attempt: current.attempts + 1, reason: 'render interrupted' },
    },
  ];
}
