export class IssueApiTokenCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly correlationId: string,
  ) {}
}
