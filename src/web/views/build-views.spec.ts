import type { BuildView, ProjectView } from '../../../projections/read-model-types';
import type { Format, FormatStatus } from '../../domain/build';
import { buildsTable, QueuePositions } from './build-views';

const project: ProjectView = {
  id: 'p1',
  fullName: 'ann/book',
  fullNameLower: 'ann/book',
  ownerId: 'u1',
  owner: 'ann',
  name: 'book',
  description: '',
  visibility: 'private',
  defaultBranch: 'main',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  collaborators: [],
  branches: [],
};

const none = { commits: new Map(), refusals: [], canRebuild: false, csrf: 't' };

const build = (id: number, statuses: Array<[Format, FormatStatus]>): BuildView => ({
  id,
  projectId: 'p1',
  project: 'ann/book',
  branch: 'main',
  commit: 'a'.repeat(40),
  requestedBy: 'u1',
  createdAt: '2026-01-01T00:00:00Z',
  pending: true,
  formats: statuses.map(([format, status]) => ({ format, status })),
});

describe('buildsTable', () => {
  it('shows where each queued format stands in the queue, and polls while builds are pending', () => {
    const builds = [
      build(2, [
        ['pdf', 'queued'],
        ['html', 'queued'],
      ]),
      build(1, [['epub', 'working']]),
    ];
    const positions: QueuePositions = new Map([
      [
        2,
        new Map([
          ['pdf', 1],
          ['html', 2],
        ]),
      ],
    ]);
    const markup = buildsTable(project, builds, positions, none).value;
    expect(markup).toContain('data-queue-position="1">#1 in queue');
    expect(markup).toContain('data-queue-position="2">#2 in queue');
    expect(markup.match(/data-queue-position/g)).toHaveLength(2);
    expect(markup).toContain('hx-get="/ann/book/builds/table"');
  });

  it('says what to do when there are no builds, and stops polling', () => {
    const markup = buildsTable(project, [], new Map(), none).value;
    expect(markup).toContain('No builds yet.');
    expect(markup).toContain('href="#format-pdf"');
    expect(markup).not.toContain('hx-get');
  });

  it("lists a push that built nothing among the builds, with its problem lines, and each build's trigger, warnings and commit message", () => {
    const done: BuildView = {
      ...build(3, [['pdf', 'completed']]),
      pending: false,
      createdAt: '2026-01-03T00:00:00.000Z',
      trigger: 'cli',
      formats: [
        {
          format: 'pdf',
          status: 'completed',
          startedAt: '2026-01-03T00:00:01.000Z',
          finishedAt: '2026-01-03T00:00:04.500Z',
          log: { file: 'l', size: 1, sha256: 'x', warnings: 3 },
        },
      ],
    };
    const commit = 'b'.repeat(40);
    const markup = buildsTable(project, [done], new Map(), {
      commits: new Map([
        [
          done.commit,
          {
            sha: done.commit,
            parents: [],
            authorName: 'Ann',
            authorEmail: 'a@x',
            authoredAt: '2026-01-03T00:00:00Z',
            subject: 'Rework chapter two',
          },
        ],
      ]),
      refusals: [
        {
          id: 'e1',
          projectId: 'p1',
          branch: 'main',
          commit,
          at: '2026-01-04T00:00:00.000Z',
          actor: 'u1',
          lines: ['platform.json:3: not valid JSON: Unexpected token (column 5)'],
        },
      ],
      canRebuild: true,
      csrf: 't',
    }).value;
    expect(markup.indexOf('data-push="e1"')).toBeLessThan(markup.indexOf('data-build="3"'));
    expect(markup).toContain('platform.json:3: not valid JSON');
    expect(markup).toMatch(/title="started from CLI"\s*>CLI<\/span\s*>/);
    expect(markup).toContain('completed with 3 warnings');
    expect(markup).toContain('Rework chapter two');
    expect(markup).toContain('4.5 s');
    expect(markup).toContain('action="/ann/book/builds/3/rebuild"');
  });
});
