import { Build } from './api';
import { pollBuild } from './build-poller';
import { ApiRequestError } from './errors';

const build = (statuses: Build['status']): Build => ({
  id: 7,
  build_url: 'http://h/api/builds/7',
  project: 'ann/book',
  branch: 'main',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  created_at: '2024-01-01T00:00:00.000Z',
  status: statuses,
});

describe('pollBuild', () => {
  it('polls until every format is final, waiting out rate limiting', async () => {
    const answers: Array<Build | Error> = [
      build([{ format: 'html', status: 'working' }]),
      new ApiRequestError('GET', '/api/builds/7', 429, 'rate_limited', undefined, [], 3),
      build([{ format: 'html', status: 'completed' }]),
    ];
    const slept: number[] = [];
    const seen: string[] = [];
    const final = await pollBuild(
      async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      build([{ format: 'html', status: 'queued' }]),
      {
        intervalMs: 10,
        onUpdate: (b) => seen.push(b.status[0].status),
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(final.status[0].status).toBe('completed');
    expect(seen).toEqual(['queued', 'working', 'completed']);
    expect(slept).toEqual([10, 10, 3000, 10]);
  });
});
