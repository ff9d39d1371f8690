export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly correlationId: string,
    /** The web session asking (SHA-256 of its id): it stays signed in, every other one of the user ends. */
    readonly keepSessionHash: string | null,
  ) {}
}
