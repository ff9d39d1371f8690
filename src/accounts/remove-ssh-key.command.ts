export class RemoveSshKeyCommand {
  constructor(
    readonly userId: string,
    readonly keyId: string,
    readonly correlationId: string,
  ) {}
}
