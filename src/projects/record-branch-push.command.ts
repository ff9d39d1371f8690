/** One accepted ref update as git reports it to post-receive; null for the all-zero id. */
export interface RefUpdate {
  ref: string;
  before: string | null;
  after: string | null;
}

/** The command's answer. */
export interface RecordedPush {
  recorded: number;
  /** Set when this push brought an empty project its first branch, which became the default. */
  defaultBranch?: string;
}

/** Records what a push over SSH changed (reported by the post-receive hook) as BranchPushed events. */
export class RecordBranchPushCommand {
  constructor(
    readonly project: { id: string; fullName: string },
    readonly updates: readonly RefUpdate[],
    readonly pusherId: string,
    readonly correlationId: string,
  ) {}
}
