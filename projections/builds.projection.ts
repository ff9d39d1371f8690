import { RecordedEvent } from '../src/event-store/event-store.port';
import { BuildRequestedData, FormatStatusChangedData, isFinal } from '../src/domain/build';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';
import { BuildView, Collections, FormatView, QueueEntryView, queueOrder } from './read-model-types';

/** One document per build with each format's current status, what `build_url` answers from. */
export class BuildsProjection implements Projection {
  readonly name = 'builds';
  readonly collections = [Collections.builds, Collections.buildQueue];
  readonly indexes = [
    [Collections.builds, ['projectId', 'id']],
    [Collections.builds, ['pending']],
    [Collections.buildQueue, ['order']],
  ] as const satisfies ReadonlyArray<readonly [string, string[]]>;

  async apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'BuildRequested': {
        const d = event.data as unknown as BuildRequestedData;
        const build: BuildView = {
          id: d.buildId,
          projectId: d.projectId,
          project: d.project,
          branch: d.branch,
          commit: d.commit,
          requestedBy: d.requestedBy,
          createdAt: at,
          pending: true,
          formats: d.formats.map((format) => ({ format, status: 'queued' })),
        };
        tx.put(Collections.builds, String(d.buildId), build);
        d.formats.forEach((format, index) => {
          const entry: QueueEntryView = {
            buildId: d.buildId,
            format,
            order: queueOrder(d.buildId, index),
            requestedBy: d.requestedBy,
          };
          tx.put(Collections.buildQueue, `${d.buildId}:${format}`, entry);
        });
        break;
      }
      case 'FormatStatusChanged': {
        const d = event.data as unknown as FormatStatusChangedData;
        const build = await tx.get<BuildView>(Collections.builds, String(d.buildId));
        if (!build) break;
        if (d.status !== 'queued') tx.delete(Collections.buildQueue, `${d.buildId}:${d.format}`);
        const formats = build.formats.map((f): FormatView => {
          if (f.format !== d.format) return f;
          const next: FormatView = { ...f, status: d.status };
          if (d.message !== undefined) next.message = d.message;
          if (d.artifact !== undefined) next.artifact = d.artifact;
          if (d.status === 'working') next.startedAt = at;
          if (isFinal(d.status)) next.finishedAt = at;
          return next;
        });
        tx.put(Collections.builds, String(d.buildId), {
          ...build,
          formats,
          pending: formats.some((f) => !isFinal(f.status)),
        });
        break;
      }
    }
  }
}
