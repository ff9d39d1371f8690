import { isUserEvent, type WebSessionEndReason } from '../src/domain/user';
import { RecordedEvent } from '../src/event-store/event-store.port';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';

/** One signed-in web session, by the SHA-256 of its id. Ended ones stay, so a late cookie can be told why. */
export interface WebSessionView {
  id: string;
  userId: string;
  label: string;
  startedAt: string;
  endedAt: string | null;
  endReason: WebSessionEndReason | null;
}

export const WEB_SESSIONS = 'web_sessions';

/**
 * One session's document after one of its user's events (null before it started): this projection writes
 * it, and the session check folds the user's own events with it while this projection lags.
 */
export function webSessionViewAfter(
  session: WebSessionView | null,
  sessionHash: string,
  event: RecordedEvent,
): WebSessionView | null {
  if (!isUserEvent(event)) return session;
  if (event.type === 'WebSessionStarted' && event.data.sessionHash === sessionHash) {
    const d = event.data;
    return {
      id: d.sessionHash,
      userId: d.userId,
      label: d.label,
      startedAt: d.startedAt,
      endedAt: null,
      endReason: null,
    };
  }
  if (
    event.type === 'WebSessionEnded' &&
    event.data.sessionHash === sessionHash &&
    session?.endedAt === null
  ) {
    return { ...session, endedAt: event.metadata.occurredAt, endReason: event.data.reason };
  }
  return session;
}

/** Web sessions: the guard looks each signed-in request up here; settings lists a user's live ones. */
export class WebSessionsProjection implements Projection {
  readonly name = 'web-sessions';
  readonly collections = [WEB_SESSIONS];
  readonly indexes = [[WEB_SESSIONS, ['userId']]] as const satisfies ReadonlyArray<
    readonly [string, string[]]
  >;
  readonly version = 1;

  async apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    if (!isUserEvent(event)) return;
    if (event.type !== 'WebSessionStarted' && event.type !== 'WebSessionEnded') return;
    const hash = event.data.sessionHash;
    const before =
      event.type === 'WebSessionStarted' ? null : await tx.get<WebSessionView>(WEB_SESSIONS, hash);
    const after = webSessionViewAfter(before, hash, event);
    if (after && after !== before) tx.put(WEB_SESSIONS, hash, after);
  }
}
