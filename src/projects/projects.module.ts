import { Module } from '@nestjs/common';
import { ChangeDefaultBranchHandler } from './change-default-branch.handler';
import { ChangeVisibilityHandler } from './change-visibility.handler';
import { CommitFilesHandler } from './commit-files.handler';
import { CreateProjectHandler } from './create-project.handler';
import { DeleteProjectHandler } from './delete-project.handler';
import { ProjectsQueries } from './projects.queries';
import { RecordBranchPushHandler } from './record-branch-push.handler';
import { RefReconciler } from './ref-reconciler';
import { SetCollaboratorHandler } from './set-collaborator.handler';

/**
 * Projects and their repositories: create, delete, settings, collaborators, commits from the web and pushes
 * recorded from SSH, and the reconciler that records ref updates git applied without a record. Exports the
 * queries, and the reconciler for the SSH door (a failed push record is retried through it).
 */
@Module({
  providers: [
    CreateProjectHandler,
    DeleteProjectHandler,
    ChangeVisibilityHandler,
    ChangeDefaultBranchHandler,
    SetCollaboratorHandler,
    CommitFilesHandler,
    RecordBranchPushHandler,
    ProjectsQueries,
    RefReconciler,
  ],
  exports: [ProjectsQueries, RefReconciler],
})
export class ProjectsModule {}
