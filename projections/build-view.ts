import {
  BuildRequestedData,
  formatChangeOf,
  FormatStatusChangedData,
  isBuildEvent,
  isFinal,
} from '../src/domain/build';
import { EventMetadata, RecordedEvent } from '../src/event-store/event-store.port';
import { AUTO_BUILD_CORRELATION_PREFIX } from './automation.projection';
import { BuildView, FormatView } from './read-model-types';

/**
 * A build's document as its events make it: the builds projection writes these, and a command whose events
 * are stored answers from them when the projection has not caught up yet (same fold, same answer).
 */
export function requestedBuildView(d: BuildRequestedData, metadata: EventMetadata): BuildView {
  const build: BuildView = {
    id: d.buildId,
    projectId: d.projectId,
    project: d.project,
    branch: d.branch,
    commit: d.commit,
    requestedBy: d.requestedBy,
    createdAt: metadata.occurredAt,
    pending: true,
    formats: d.formats.map((format) => ({ format, status: 'queued' })),
  };
  const trigger =
    d.trigger ?? (metadata.correlationId.startsWith(AUTO_BUILD_CORRELATION_PREFIX) ? 'push' : undefined);
  if (trigger) build.trigger = trigger;
  if (d.retryOf !== undefined) build.retryOf = d.retryOf;
  return build;
}

/** The build with one format's new status (what FormatStatusChanged or FormatCancelled does to the document). */
export function withFormatStatus(build: BuildView, d: FormatStatusChangedData, at: string): BuildView {
  const formats = build.formats.map((f): FormatView => {
    if (f.format !== d.format) return f;
    const next: FormatView = { ...f, status: d.status };
    if (d.message !== undefined) next.message = d.message;
    if (d.artifact !== undefined) next.artifact = d.artifact;
    if (d.log !== undefined) next.log = d.log;
    if (d.reusedFromBuild !== undefined) next.reusedFromBuild = d.reusedFromBuild;
    if (d.status === 'working') next.startedAt = at;
    if (isFinal(d.status)) next.finishedAt = at;
    return next;
  });
  return { ...build, formats, pending: formats.some((f) => !isFinal(f.status)) };
}

/** A build's document folded from its whole stream; undefined when the stream holds no request. */
export function buildViewOf(events: readonly RecordedEvent[]): BuildView | undefined {
  let build: BuildView | undefined;
  for (const event of events) {
    if (!isBuildEvent(event)) continue;
    if (event.type === 'BuildRequested') build = requestedBuildView(event.data, event.metadata);
    const change = formatChangeOf(event);
    if (change && build) build = withFormatStatus(build, change, event.metadata.occurredAt);
  }
  return build;
}
