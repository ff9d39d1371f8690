import type { CommitChange } from '../../git';
import type { ProjectView, UserView } from '../../projections/read-model-types';

export class CommitFilesCommand {
  constructor(
    readonly project: ProjectView,
    readonly author: UserView,
    readonly branch: string,
    readonly changes: CommitChange[],
    readonly message: string,
    readonly baseCommit: string | undefined,
    readonly via: 'web' | 'api',
    readonly correlationId: string,
  ) {}
}
