import type { Artifact, BuildLog, Format, FormatStatus } from '../domain/build';

export class ChangeFormatStatusCommand {
  constructor(
    readonly buildId: number,
    readonly format: Format,
    readonly status: FormatStatus,
    readonly message: string | undefined,
    readonly artifact: Artifact | undefined,
    readonly correlationId: string,
    readonly actor = 'worker',
    readonly log?: BuildLog,
    readonly reusedFromBuild?: number,
  ) {}
}
