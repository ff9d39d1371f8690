import { RecordedEvent } from '../src/event-store/event-store.port';
import { AutoBuildRejectedData, isAutomationEvent } from '../src/domain/automation';
import { isPushOutcomeEvent, PushNotBuiltData } from '../src/domain/push-outcome';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';

/**
 * A push that started no build, and why: shown in the project's builds list among the builds. (A deleted
 * project's entries stay behind unseen: project ids are never reused.)
 */
export interface PushRefusalView {
  /** The BranchPushed event id: one entry per push, whichever events told of it. */
  id: string;
  projectId: string;
  branch: string;
  commit: string;
  at: string;
  actor: string | null;
  /** What the author reads: the problem lines (`platform.json:3: …`) or the refusal's message. */
  lines: string[];
}

export const PUSH_REFUSALS = 'push_refusals';

export class PushRefusalsProjection implements Projection {
  readonly name = 'push-refusals';
  readonly collections = [PUSH_REFUSALS];
  readonly indexes = [[PUSH_REFUSALS, ['projectId', 'at']]] as const satisfies ReadonlyArray<
    readonly [string, string[]]
  >;

  async apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    const at = event.metadata.occurredAt;
    const d = pushRefusalOf(event);
    if (d) {
      const existing = await tx.get<PushRefusalView>(PUSH_REFUSALS, d.pushEventId);
      const lines = 'lines' in d ? d.lines : [d.message];
      tx.put(PUSH_REFUSALS, d.pushEventId, {
        id: d.pushEventId,
        projectId: d.projectId,
        branch: d.branch,
        commit: d.commit,
        at: existing?.at ?? at,
        actor: existing?.actor ?? event.metadata.actor ?? null,
        // The config problem's own lines say more than a refusal's one-line message.
        lines: existing && 'message' in d ? existing.lines : lines,
      } satisfies PushRefusalView);
    }
  }
}

function pushRefusalOf(event: RecordedEvent): PushNotBuiltData | AutoBuildRejectedData | undefined {
  if (isPushOutcomeEvent(event)) return event.data;
  if (isAutomationEvent(event) && event.type === 'AutoBuildRejected') return event.data;
  return undefined;
}
