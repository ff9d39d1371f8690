import { foldStream } from '../domain/command-executor';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { ensureHooks } from '../../git/hooks';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { ProjectAggregate } from '../domain/aggregates';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { RecordBranchPushCommand, RecordedPush, RefUpdate } from '../projects/record-branch-push.command';
import { ProjectsQueries } from '../projects/projects.queries';
import { RefReconciler } from '../projects/ref-reconciler';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { lowSpaceProblem } from '../ops/free-space';
import { decideGitAccess } from './git-access';
import { PushFeedback } from './push-feedback';
import type { GitExecRequest } from './git-exec-request';
import type { SshIdentity } from './public-key-authenticator';

export type Authorization =
  | { ok: true; user: UserView; project: ProjectView; gitDir: string }
  | { ok: false; message: string; keyRemoved?: boolean };

/** The app side of a git request over SSH: who may do what, where the repository is, what a push changed. */
@Injectable()
export class GitRequests {
  private readonly logger = new Logger('GitRequests');

  constructor(
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(RecordedAccounts) private readonly recorded: RecordedAccounts,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PushFeedback) private readonly feedback: PushFeedback,
    @Inject(RefReconciler) private readonly reconciler: RefReconciler,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  /**
   * Checked per command against the read models, so a removed key or collaborator, or a project made private,
   * loses access at once, on a connection opened before too (connections are kept open by keepalives).
   */
  async authorize(identity: SshIdentity, request: GitExecRequest): Promise<Authorization> {
    const keyProblem = await this.keyProblem(identity);
    if (keyProblem) return { ok: false, message: keyProblem, keyRemoved: true };
    const user = await this.accounts.userById(identity.userId);
    if (!user) return { ok: false, message: 'the account this key belongs to no longer exists' };
    const project = await this.projects.byFullName(`${request.owner}/${request.repo}`);
    const decision = decideGitAccess(request, project, user);
    if (!decision.allowed) return { ok: false, message: decision.message };
    const gitDir = this.git.pathOf(decision.project.owner, decision.project.name);
    if (!(await this.git.exists(decision.project.owner, decision.project.name))) {
      return { ok: false, message: `repository ${decision.project.fullName} not found on this server` };
    }
    if (request.writes) {
      // Refused before git writes anything, rather than applied and then impossible to record.
      const lowSpace = await lowSpaceProblem(this.config.dataDir, this.config.minFreeBytes);
      if (lowSpace) {
        return {
          ok: false,
          message: `the server is nearly out of disk space, so pushes are refused for now and nothing was changed; tell the administrator (${lowSpace})`,
        };
      }
      // A push runs the hooks: make sure they are Octavo's, whichever process or version created the repository.
      await ensureHooks(gitDir);
    }
    await this.headFollowsLog(decision.project);
    return { ok: true, user, project: decision.project, gitDir };
  }

  /**
   * Why a connection may no longer run what it runs, or null while it may: its key is still registered to the
   * same account, and that account may still read (or, for a push, write) each project it has a command on.
   */
  async revocation(
    identity: SshIdentity,
    running: ReadonlyArray<{ request: GitExecRequest; projectId: string }>,
  ): Promise<string | null> {
    const keyProblem = await this.keyProblem(identity);
    if (keyProblem) return keyProblem;
    const user = await this.accounts.userById(identity.userId);
    if (!user) return 'the account this key belongs to no longer exists';
    for (const { request, projectId } of running) {
      const project = await this.projects.byId(projectId);
      const decision = decideGitAccess(request, project, user);
      if (!decision.allowed) {
        return project
          ? `${user.username} no longer has ${request.writes ? 'write' : 'read'} access to ${project.fullName}`
          : `${request.owner}/${request.repo} was deleted`;
      }
    }
    return null;
  }

  /** A key removed (or moved to another account) since the connection authenticated with it. */
  private async keyProblem(identity: SshIdentity): Promise<string | null> {
    const key = await this.accounts.sshKeyByFingerprint(identity.fingerprint);
    if (
      key &&
      key.id === identity.keyId &&
      key.userId === identity.userId &&
      (await this.recorded.keyHeld(key))
    )
      return null;
    return `the SSH key ${identity.fingerprint} was removed from ${identity.username}'s account`;
  }

  /**
   * HEAD is moved right after DefaultBranchChanged is appended; a crash in between would leave clones on the old
   * branch. Cheap check on every request (the HEAD file against the read model); only on a difference is the
   * project's stream read, and HEAD set to what the log says (the read model may merely lag).
   */
  private async headFollowsLog(project: ProjectView): Promise<void> {
    if (project.branches.length === 0) return;
    const head = await this.git.headBranch(project.owner, project.name);
    if (head === project.defaultBranch) return;
    const history = await this.events.readStream(streams.project(project.id));
    const state = foldStream(ProjectAggregate, history);
    if (state.branches.size > 0 && head !== state.defaultBranch) {
      await this.git.setDefaultBranch(project.owner, project.name, state.defaultBranch);
    }
  }

  /** Records what a push changed; returns the lines its pusher is shown (git prints them as `remote:` lines). */
  async recordPush(
    project: ProjectView,
    user: UserView,
    updates: RefUpdate[],
    correlationId: string,
  ): Promise<string[]> {
    let recorded: RecordedPush;
    try {
      recorded = await this.commands.execute(
        new RecordBranchPushCommand(
          { id: project.id, fullName: project.fullName },
          updates,
          user.id,
          correlationId,
        ),
      );
    } catch (error) {
      // Git has applied the push: it must be recorded, if not now then as soon as the cause has gone.
      this.reconciler.schedule(project);
      throw error;
    }
    const lines = recorded.defaultBranch
      ? [
          `octavo: ${recorded.defaultBranch} is now the default branch of ${project.fullName} ` +
            '(the first branch pushed to an empty project); change it in the project settings',
        ]
      : [];
    if (recorded.recorded === 0) return lines;
    try {
      return [...lines, ...(await this.feedback.notes(project, user, correlationId))];
    } catch (error) {
      // The push is recorded; only the report on its builds is missing.
      this.logger.error(`${project.fullName}: push feedback failed: ${(error as Error).stack ?? error}`);
      return lines;
    }
  }
}
