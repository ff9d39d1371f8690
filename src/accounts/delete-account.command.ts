/**
 * How the deletion was confirmed: by the user with their current password (web and API self-service), or by
 * an administrator on the server's own command line, who has DATA_DIR in hand anyway.
 */
export type DeletionConfirmation = { password: string } | { adminCli: true };

export class DeleteAccountCommand {
  constructor(
    readonly userId: string,
    readonly confirmation: DeletionConfirmation,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
