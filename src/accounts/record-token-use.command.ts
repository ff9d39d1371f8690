export class RecordTokenUseCommand {
  constructor(
    readonly userId: string,
    readonly tokenId: string,
    readonly correlationId: string,
  ) {}
}
