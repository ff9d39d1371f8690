import { DomainError, DomainEvent } from './event-types';

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

export function evolveBuild(state: BuildState, event: { type: string; data: unknown }): BuildState {
  switch (event.type) {
    case 'BuildRequested': {
      const data = event.data as BuildRequestedData;
      return {
        exists: true,
        buildId: data.buildId,
        formats: new Map(data.formats.map((f) => [f, { status: 'queued' as FormatStatus, attempts: 0 }])),
      };
    }
    case 'FormatStatusChanged': {
      const data = event.data as FormatStatusChangedData;
      const formats = new Map(state.formats);
      const previous = formats.get(data.format);
      formats.set(data.format, {
        status: data.status,
        attempts: (previous?.attempts ?? 0) + (data.status === 'working' ? 1 : 0),
      });
      return { ...state, formats };
    }
    case 'FormatRenderRetried': {
      const data = event.data as FormatRenderRetriedData;
      const formats = new Map(state.formats);
      const previous = formats.get(data.format)!;
      formats.set(data.format, { ...previous, attempts: data.attempt });
      return { ...state, formats };
    }
    default:
      return state;
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
    .map(([format]) => ({
      type: 'FormatStatusChanged' as const,
      data: { buildId: state.buildId, format, status: 'failed', message: 'cancelled' },
    }));
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
