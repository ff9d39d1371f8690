import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { reflogEntryFor } from '../../git/reflog';
import { ProjectionRunner } from '../../projections/projection-runner';
import type { ProjectView } from '../../projections/read-model-types';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectAggregate } from '../domain/aggregates';
import { CLOCK, Clock, foldStream, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { EventTypes, streams } from '../domain/event-types';
import { decideReconcileBranches, defaultBranchChangedTo, ObservedBranch } from '../domain/project';
import { EVENT_STORE, EventStore, WrongExpectedRevision } from '../event-store/event-store.port';
import { newEvent } from '../event-store/new-event';
import { ProjectsQueries } from './projects.queries';

const ATTEMPTS = 8;
/** Retries after a failed append: the first soon, then less and less often while the cause (a full disk) lasts. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/** How long start-up reconciliation waits for the projects read model to include the whole log. */
const CATCH_UP_MS = 120_000;
/** A repository without a project is left alone this long: its project may be being created right now. */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;

export interface ReconcileReport {
  /** Projects whose log was brought in line with git, and how many BranchPushed that took. */
  reconciled: Array<{ project: string; events: number }>;
  /** Repositories with no project (a create that crashed before its event, a delete that crashed after). */
  orphaned: string[];
}

/**
 * Git and the log agree: every ref update git applied has its BranchPushed. A push is recorded after git moved
 * the refs (post-receive), and a commit after its compare-and-swap on the branch, so a crash or a failed append
 * in between leaves git ahead of the log. This compares every repository's branches with the read model and,
 * where they differ, with the project's stream, and appends the missing BranchPushed marked `reconciled`, with
 * the commit the log had and the one git has, and the pusher the reflog names. It runs at start (once the
 * projects read model has the whole log) in every process that writes repositories, and again for a project
 * whose append failed, until it succeeds.
 *
 * Concurrent pushes are safe: the stream is read before the refs and the append expects the revision read, so
 * a push recorded in between makes it start over; a push recorded after it finds its update already there and
 * does not record it twice (decideRecordPushes).
 */
@Injectable()
export class RefReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RefReconciler');
  private readonly retries = new Map<string, { timer: NodeJS.Timeout; delay: number }>();
  private stopped = false;
  private startup: Promise<unknown> | null = null;
  /** Exposed for tests: how old an unrecorded repository must be before it is moved aside. */
  orphanMinAgeMs = ORPHAN_MIN_AGE_MS;

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  onApplicationBootstrap(): void {
    // Processes that write repositories (the API commits, SSH receives pushes) reconcile what they may have left.
    if (!this.config.roles.some((role) => role === 'api' || role === 'ssh')) return;
    this.startup = this.atStart().catch((error) =>
      this.logger.error(`reconciling refs with the log at start failed: ${(error as Error).stack ?? error}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.startup;
  }

  /** Resolves once the start-up pass is over (tests, and `octavo` commands that need it). */
  async started(): Promise<void> {
    await this.startup;
  }

  private async atStart(): Promise<void> {
    const head = await this.events.headPosition();
    if (!(await this.projections.waitFor(head, ['projects'], CATCH_UP_MS))) {
      this.logger.warn('the projects read model did not catch up with the log; refs are reconciled later');
      return;
    }
    const report = await this.reconcileAll();
    for (const { project, events } of report.reconciled) {
      this.logger.warn(`${project}: recorded ${events} ref update(s) git had applied without a record`);
    }
    for (const path of report.orphaned) {
      this.logger.warn(`a repository without a project was moved aside to ${path}`);
    }
  }

  /** Every repository on disk against the read model; projects that differ are reconciled from their stream. */
  async reconcileAll(): Promise<ReconcileReport> {
    const report: ReconcileReport = { reconciled: [], orphaned: [] };
    for (const { owner, repo } of await this.git.list()) {
      if (this.stopped) break;
      try {
        const project = await this.projects.byFullName(`${owner}/${repo}`);
        if (!project || project.owner !== owner || project.name !== repo) {
          const moved = await this.moveOrphan(owner, repo);
          if (moved) report.orphaned.push(moved);
          continue;
        }
        if (await this.agrees(project)) continue;
        const events = await this.reconcile(project);
        if (events > 0) report.reconciled.push({ project: project.fullName, events });
      } catch (error) {
        this.logger.error(`${owner}/${repo}: could not reconcile: ${(error as Error).stack ?? error}`);
      }
    }
    return report;
  }

  /**
   * Called when recording a ref update failed: reconciles the project now and, while that fails too (the cause
   * is usually still there), again after a growing pause, until it succeeds.
   */
  schedule(project: ProjectView): void {
    if (this.stopped || this.retries.has(project.id)) return;
    const attempt = (delay: number) => {
      const timer = setTimeout(() => {
        this.reconcile(project).then(
          (events) => {
            this.retries.delete(project.id);
            if (events > 0) {
              this.logger.warn(`${project.fullName}: recorded ${events} ref update(s) after a failed append`);
            }
          },
          (error) => {
            if (this.stopped) return;
            this.logger.warn(
              `${project.fullName}: reconciling after a failed append failed again (${(error as Error).message}); retrying`,
            );
            attempt(Math.min(delay * 2, RETRY_MAX_MS));
          },
        );
      }, delay);
      timer.unref();
      this.retries.set(project.id, { timer, delay });
    };
    attempt(RETRY_MIN_MS);
  }

  /** Quick check against the read model: same branches, same commits. */
  private async agrees(project: ProjectView): Promise<boolean> {
    const branches = await this.git.branches(project.owner, project.name);
    if (branches.length !== project.branches.length) return false;
    const recorded = new Map(project.branches.map((b) => [b.name, b.commit]));
    return branches.every((b) => recorded.get(b.name) === b.commit);
  }

  /** Appends what the project's stream lacks; returns how many BranchPushed that was (0: it agreed). */
  async reconcile(project: ProjectView): Promise<number> {
    const streamId = streams.project(project.id);
    for (let attempt = 1; ; attempt++) {
      // The stream first, then the refs: an update recorded after this read changes the revision expected below.
      const history = await this.events.readStream(streamId);
      const state = foldStream(ProjectAggregate, history);
      const observed = await this.observe(project, state.branchTips);
      const decided = decideReconcileBranches(
        state,
        { projectId: project.id, project: project.fullName, ownerId: project.ownerId },
        observed,
      );
      if (decided.length === 0) return 0;
      const context = {
        actor: 'reconciler',
        correlationId: `reconcile:${randomUUID()}`,
        causationId: null,
        now: this.clock.now(),
        newId: () => this.ids.newId(),
      };
      const envelopes = decided.map((e) => newEvent(e.type, EventTypes[e.type].version, e.data, context));
      try {
        await this.events.append(streamId, envelopes, history[history.length - 1]?.revision ?? 'no_stream');
      } catch (error) {
        if (error instanceof WrongExpectedRevision && attempt < ATTEMPTS) continue;
        throw error;
      }
      const branch = defaultBranchChangedTo(decided);
      if (branch) await this.git.setDefaultBranch(project.owner, project.name, branch);
      return decided.filter((e) => e.type === 'BranchPushed').length;
    }
  }

  /** Git's branches, and the log's branches git no longer has (as deleted), with who moved each. */
  private async observe(
    project: ProjectView,
    logged: ReadonlyMap<string, string>,
  ): Promise<ObservedBranch[]> {
    const branches = await this.git.branches(project.owner, project.name);
    const gitDir = this.git.pathOf(project.owner, project.name);
    const observed: ObservedBranch[] = [];
    for (const { name, commit } of branches) {
      if (logged.get(name) === commit) {
        observed.push({ branch: name, commit, pusher: null, via: 'unknown' });
        continue;
      }
      const entry = await reflogEntryFor(gitDir, name, commit);
      observed.push({
        branch: name,
        commit,
        pusher: entry?.userId ?? null,
        via: entry?.message === 'push' ? 'ssh' : 'unknown',
      });
    }
    const present = new Set(branches.map((b) => b.name));
    for (const name of logged.keys()) {
      if (!present.has(name)) observed.push({ branch: name, commit: null, pusher: null, via: 'unknown' });
    }
    return observed;
  }

  private async moveOrphan(owner: string, repo: string): Promise<string | null> {
    const info = await stat(this.git.pathOf(owner, repo)).catch(() => null);
    if (!info || this.clock.now().getTime() - info.mtimeMs < this.orphanMinAgeMs) return null;
    return this.git.moveAside(owner, repo, 'no-project');
  }
}
