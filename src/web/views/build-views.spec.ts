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
    const markup = buildsTable(project, builds, positions).value;
    expect(markup).toContain('data-queue-position="1">#1 in queue');
    expect(markup).toContain('data-queue-position="2">#2 in queue');
    expect(markup.match(/data-queue-position/g)).toHaveLength(2);
    expect(markup).toContain('hx-get="/ann/book/builds/table"');
  });

  it('says what to do when there are no builds, and stops polling', () => {
    const markup = buildsTable(project, [], new Map()).value;
    expect(markup).toContain('No builds yet.');
    expect(markup).toContain('href="#format-pdf"');
    expect(markup).not.toContain('hx-get');
  });
});
