export class StartWebSessionCommand {
  constructor(
    readonly userId: string,
    /** SHA-256 of the new session's id (`sessionHash`); the id itself goes only into the cookie. */
    readonly sessionHash: string,
    readonly label: string,
    readonly correlationId: string,
  ) {}
}
