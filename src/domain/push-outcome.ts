import type { AutomationState } from './automation';
import type { DomainEvent } from './event-types';

/**
 * A push that started no build because the book's configuration at the pushed commit does not parse. Recorded
 * (whether or not builds on push are on) so the builds list can show the push and why nothing was built.
 */
export interface PushNotBuiltData {
  projectId: string;
  branch: string;
  commit: string;
  /** The BranchPushed event this answers. */
  pushEventId: string;
  reason: 'config_error';
  /** `file:line: problem` lines, as the push printed them. */
  lines: string[];
}

/** What a push led to when it led to no build, with its payload. */
export type PushOutcomeEvent = { type: 'PushNotBuilt'; data: PushNotBuiltData };

/** The one place a stored event is taken for a push outcome by its type (reads are upcast to the current shape). */
export function isPushOutcomeEvent(event: { type: string; data: unknown }): event is PushOutcomeEvent {
  return event.type === 'PushNotBuilt';
}

export function decideRecordPushNotBuilt(state: AutomationState, data: PushNotBuiltData): DomainEvent[] {
  if (!state.exists || state.deleted) return [];
  return [{ type: 'PushNotBuilt', data: { ...data, lines: [...data.lines] } }];
}
