import type { WebSessionEndReason } from '../domain/user';

/** Ends one session of `userId`: its own log-out, or "Sign out" beside it in another session's list. */
export class EndWebSessionCommand {
  constructor(
    readonly userId: string,
    readonly sessionHash: string,
    readonly reason: Exclude<WebSessionEndReason, 'password-changed'>,
    readonly correlationId: string,
  ) {}
}
