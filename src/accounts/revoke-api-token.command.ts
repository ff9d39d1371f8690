export class RevokeApiTokenCommand {
  constructor(
    readonly userId: string,
    readonly tokenId: string,
    readonly correlationId: string,
  ) {}
}
