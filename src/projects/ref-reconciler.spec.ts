import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GitRepositories } from '../../git';
import { gitSync, makeTempDir, removeDir } from '../../git/spec-helpers';
import { ProjectionRunner } from '../../projections/projection-runner';
import { ProjectsProjection } from '../../projections/projects.projection';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import { loadConfig } from '../config/config';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRecordPushes } from '../domain/project';
import { newEvent, testEventContext } from '../event-store/new-event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ProjectsQueries } from './projects.queries';
import { RefReconciler } from './ref-reconciler';

const author = { name: 'Ann', email: 'ann@example.com' };

/** The reconciler against a real git repository root, a SQLite event store and the projects read model. */
describe('RefReconciler', () => {
  let dir: string;
  let events: SqliteEventStore;
  let store: SqliteReadModelStore;
  let runner: ProjectionRunner;
  let git: GitRepositories;
  let reconciler: RefReconciler;
  let clock: Date;

  beforeEach(async () => {
    dir = makeTempDir('reconciler');
    events = new SqliteEventStore(join(dir, 'events.db'));
    store = new SqliteReadModelStore(join(dir, 'read-models.db'));
    runner = new ProjectionRunner(events, store, [new ProjectsProjection()], { error: () => undefined });
    await runner.start();
    git = new GitRepositories(join(dir, 'repositories'));
    clock = new Date();
    reconciler = new RefReconciler(
      { ...loadConfig({}), dataDir: dir },
      events,
      runner,
      new ProjectsQueries(store),
      git,
      { now: () => clock },
      { newId: () => randomUUID() },
    );
  });

  afterEach(async () => {
    await runner.stop();
    await git.close();
    await events.close();
    await store.close();
    removeDir(dir);
  });

  /** A project as CreateProjectHandler records it: the repository, then ProjectCreated (+ its first branch). */
  async function project(name: string, starter = true) {
    const { commit } = await git.create('ann', name, {
      files: starter ? { 'README.md': 'hello\n' } : null,
      message: 'Start',
      author,
    });
    const projectId = randomUUID();
    const context = testEventContext();
    const created = [
      newEvent(
        'ProjectCreated',
        1,
        {
          projectId,
          ownerId: 'ann',
          owner: 'ann',
          name,
          fullName: `ann/${name}`,
          description: '',
          visibility: 'private',
          defaultBranch: 'main',
        },
        context,
      ),
      ...(commit
        ? [
            newEvent(
              'BranchPushed',
              1,
              {
                projectId,
                project: `ann/${name}`,
                branch: 'main',
                before: null,
                after: commit,
                pusher: 'ann',
                via: 'web',
              },
              context,
            ),
          ]
        : []),
    ];
    const { position } = await events.append(streams.project(projectId), created, 'no_stream');
    await runner.waitFor(position, ['projects']);
    return { projectId, commit, gitDir: git.pathOf('ann', name) };
  }

  const logged = async (projectId: string) =>
    (await events.readStream(streams.project(projectId))).filter((e) => e.type === 'BranchPushed');

  /** Moves a branch the way a push that was never recorded would, with the pusher in the reflog. */
  function pushUnrecorded(gitDir: string, branch: string, userId: string): string {
    const tree = gitSync(['--git-dir', gitDir, 'mktree'], { input: '' });
    const commit = gitSync(['--git-dir', gitDir, 'commit-tree', tree, '-m', `on ${branch}`]);
    execGitAs(gitDir, userId, ['update-ref', '-m', 'push', `refs/heads/${branch}`, commit]);
    return commit;
  }

  function execGitAs(gitDir: string, userId: string, args: string[]) {
    execFileSync('git', ['--git-dir', gitDir, ...args], {
      env: {
        PATH: process.env.PATH,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_COMMITTER_NAME: userId,
        GIT_COMMITTER_EMAIL: `${userId}@pusher.octavo.invalid`,
      },
    });
  }

  it('records a branch git has and the log lacks, and a branch git deleted, as reconciled; then agrees', async () => {
    const { projectId, gitDir, commit: main } = await project('book');
    const draft = pushUnrecorded(gitDir, 'draft', 'bob');
    gitSync(['--git-dir', gitDir, 'update-ref', '-d', 'refs/heads/main']);
    gitSync(['--git-dir', gitDir, 'symbolic-ref', 'HEAD', 'refs/heads/draft']);

    const report = await reconciler.reconcileAll();
    expect(report.reconciled).toEqual([{ project: 'ann/book', events: 2 }]);
    const pushes = (await logged(projectId)).slice(1).map((e) => e.data);
    expect(pushes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          branch: 'draft',
          before: null,
          after: draft,
          pusher: 'bob',
          via: 'ssh',
          reconciled: true,
        }),
        expect.objectContaining({
          branch: 'main',
          before: main,
          after: null,
          pusher: 'ann',
          reconciled: true,
        }),
      ]),
    );
    await runner.waitFor(await events.headPosition(), ['projects']);
    expect((await reconciler.reconcileAll()).reconciled).toEqual([]);
  });

  it("an empty project's first branch, pushed unrecorded, becomes its default branch (HEAD follows)", async () => {
    const { projectId, gitDir } = await project('empty', false);
    const master = pushUnrecorded(gitDir, 'master', 'ann');
    await reconciler.reconcileAll();
    const stream = await events.readStream(streams.project(projectId));
    expect(stream.map((e) => e.type)).toEqual(['ProjectCreated', 'BranchPushed', 'DefaultBranchChanged']);
    expect(stream[1].data).toEqual(expect.objectContaining({ after: master, reconciled: true }));
    expect(readFileSync(join(gitDir, 'HEAD'), 'utf8').trim()).toBe('ref: refs/heads/master');
  });

  it('a push whose own record arrives after the reconciler recorded it is not recorded twice', async () => {
    const { projectId, gitDir, commit: before } = await project('race');
    const after = pushUnrecorded(gitDir, 'main', 'ann');
    await reconciler.reconcileAll();
    const executor = new CommandExecutor(events, { now: () => new Date() }, { newId: () => randomUUID() });
    const late = await executor.execute(
      streams.project(projectId),
      ProjectAggregate,
      (state) =>
        decideRecordPushes(state, [
          { projectId, project: 'ann/race', branch: 'main', before, after, pusher: 'ann', via: 'ssh' },
        ]),
      { actor: 'ann', correlationId: 'late' },
    );
    expect(late.events).toEqual([]);
    expect((await logged(projectId)).filter((e) => e.data.after === after)).toHaveLength(1);
  });

  it('moves aside a repository that has no project, once it is old enough to not be one being created', async () => {
    await git.create('ann', 'crashed', { files: { 'a.md': 'a' }, message: 'Start', author });
    reconciler.orphanMinAgeMs = 60_000;
    expect((await reconciler.reconcileAll()).orphaned).toEqual([]);
    expect(await git.exists('ann', 'crashed')).toBe(true);

    clock = new Date(Date.now() + 120_000);
    const { orphaned } = await reconciler.reconcileAll();
    expect(orphaned).toHaveLength(1);
    expect(await git.exists('ann', 'crashed')).toBe(false);
    const aside = readdirSync(join(dir, 'repositories', '.orphaned'));
    expect(aside).toEqual([expect.stringMatching(/^ann-crashed-no-project-\d+$/)]);
    expect(existsSync(join(dir, 'repositories', '.orphaned', aside[0], 'HEAD'))).toBe(true);
    // The name is free again.
    await git.create('ann', 'crashed', { files: { 'b.md': 'b' }, message: 'Again', author });
  });
});
