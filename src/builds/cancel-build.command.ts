export class CancelBuildCommand {
  constructor(
    readonly buildId: number,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
