/** The command's answer. */
export interface IssuedToken {
  id: string;
  name: string;
  /** Shown once; only its hash is stored. */
  token: string;
}

export class IssueApiTokenCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly correlationId: string,
  ) {}
}
