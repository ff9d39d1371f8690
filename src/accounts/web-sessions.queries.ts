import { Inject, Injectable } from '@nestjs/common';
import { WEB_SESSIONS, WebSessionView } from '../../projections/web-sessions.projection';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { webSessionExpiresAt } from '../domain/user';

/** Live: not ended and not past its two weeks. */
export function isLiveSession(session: WebSessionView, now: Date): boolean {
  return session.endedAt === null && webSessionExpiresAt(session.startedAt) > now.getTime();
}

@Injectable()
export class WebSessionsQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  /** The session with this hash, live or ended; null when it was never recorded. */
  byHash(sessionHash: string): Promise<WebSessionView | null> {
    return this.store.get<WebSessionView>(WEB_SESSIONS, sessionHash);
  }

  /** A user's live sessions, newest first. */
  async liveSessionsOf(userId: string, now: Date): Promise<WebSessionView[]> {
    const sessions = await this.store.find<WebSessionView>(WEB_SESSIONS, {
      where: { userId, endedAt: null },
      orderBy: [['startedAt', 'desc']],
    });
    return sessions.filter((session) => isLiveSession(session, now));
  }
}
