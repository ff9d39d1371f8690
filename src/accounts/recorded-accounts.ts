import { Inject, Injectable } from '@nestjs/common';
import { issuedApiTokenView, userViewAfter } from '../../projections/accounts.projection';
import { ApiTokenView, SshKeyView, UserView } from '../../projections/read-model-types';
import { WebSessionView, webSessionViewAfter } from '../../projections/web-sessions.projection';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { foldStream } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { isUserEvent } from '../domain/user';
import { sameTokenHash } from '../security/api-tokens';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { AccountsQueries } from './accounts.queries';
import { WebSessionsQueries } from './web-sessions.queries';

/**
 * The checks that must agree with what a command already answered: who is signed in, whose password is
 * right, whether a token or an SSH key still counts. They read the read models, and while those lag the log
 * (a slow projector past a command's bounded wait) the user's own events instead: a user registered, a
 * session started, a password changed, a token revoked or a key removed counts from the moment its event is
 * stored. Caught up (the usual case), that costs one comparison of positions.
 */
@Injectable()
export class RecordedAccounts {
  constructor(
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(WebSessionsQueries) private readonly sessions: WebSessionsQueries,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** The user with this id (usernames are ids in lower case), as of the newest stored event. */
  async userById(userId: string): Promise<UserView | null> {
    const user = await this.accounts.userById(userId);
    if (!(await this.consistency.behind(['accounts']))) return user;
    return (await this.userEvents(userId)).reduce(userViewAfter, null);
  }

  userByName(username: string): Promise<UserView | null> {
    return this.userById(username.toLowerCase());
  }

  /** The web session with this hash, if `userId` started it: an ended one stays ended whatever lags. */
  async webSession(userId: string, sessionHash: string): Promise<WebSessionView | null> {
    const session = await this.sessions.byHash(sessionHash);
    if (session?.endedAt || !(await this.consistency.behind(['web-sessions']))) return session;
    const events = await this.userEvents(userId);
    return events.reduce<WebSessionView | null>((s, e) => webSessionViewAfter(s, sessionHash, e), null);
  }

  /**
   * The unrevoked token with this hash. One issued while the accounts projection lags is not in its read
   * model yet: it is found among the events the projection has still to apply (a token names no user, so
   * there is no user stream to read). Whether it was revoked since is `tokenHolder`'s to say.
   */
  async activeTokenByHash(tokenHash: string): Promise<ApiTokenView | null> {
    const token = await this.accounts.activeTokenByHash(tokenHash);
    if (token || !(await this.consistency.behind(['accounts']))) return token;
    for (const event of await this.consistency.pendingFor('accounts')) {
      if (
        isUserEvent(event) &&
        event.type === 'ApiTokenIssued' &&
        sameTokenHash(event.data.tokenHash, tokenHash)
      ) {
        return issuedApiTokenView(event.data, event.metadata.occurredAt);
      }
    }
    return null;
  }

  /** The token's user, unless its events say it was revoked (the token comes from the read model). */
  async tokenHolder(token: ApiTokenView): Promise<UserView | null> {
    const user = await this.accounts.userById(token.userId);
    if (user && !(await this.consistency.behind(['accounts']))) return user;
    const events = await this.userEvents(token.userId);
    const state = foldStream(UserAggregate, events);
    return state.tokens.get(token.id)?.revoked === false ? events.reduce(userViewAfter, null) : null;
  }

  /** Whether the key (from the read model) is still on its account by the newest stored event. */
  async keyHeld(key: SshKeyView): Promise<boolean> {
    if (!(await this.consistency.behind(['accounts']))) return true;
    return foldStream(UserAggregate, await this.userEvents(key.userId)).keys.has(key.id);
  }

  private userEvents(userId: string): Promise<RecordedEvent[]> {
    return this.events.readStream(streams.user(userId));
  }
}
