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
    if (event.type === 'WebSessionStarted') {
      const d = event.data;
      const session: WebSessionView = {
        id: d.sessionHash,
        userId: d.userId,
        label: d.label,
        startedAt: d.startedAt,
        endedAt: null,
        endReason: null,
      };
      tx.put(WEB_SESSIONS, d.sessionHash, session);
    } else if (event.type === 'WebSessionEnded') {
      const d = event.data;
      const session = await tx.get<WebSessionView>(WEB_SESSIONS, d.sessionHash);
      if (session && session.endedAt === null) {
        tx.put(WEB_SESSIONS, d.sessionHash, {
          ...session,
          endedAt: event.metadata.occurredAt,
          endReason: d.reason,
        });
      }
    }
  }
}
