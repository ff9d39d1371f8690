export class AddSshKeyCommand {
  constructor(
    readonly userId: string,
    /** Optional: the key's comment is used when empty. */
    readonly title: string | undefined,
    /** One OpenSSH public key line. */
    readonly key: unknown,
    readonly correlationId: string,
  ) {}
}
