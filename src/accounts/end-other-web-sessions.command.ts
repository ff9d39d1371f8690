/** "Sign out everywhere else": ends every live session of `userId` but `keepSessionHash`. */
export class EndOtherWebSessionsCommand {
  constructor(
    readonly userId: string,
    readonly keepSessionHash: string,
    readonly correlationId: string,
  ) {}
}
