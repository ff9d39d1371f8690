import type { AutomationState } from './automation';
import { DomainEvent, eventGuard } from './event-types';

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

export const isPushOutcomeEvent = eventGuard<PushOutcomeEvent>({ PushNotBuilt: true });

export function decideRecordPushNotBuilt(state: AutomationState, data: PushNotBuiltData): DomainEvent[] {
  if (!state.exists || state.deleted) return [];
  return [{ type: 'PushNotBuilt', data: { ...data, lines: [...data.lines] } }];
}
