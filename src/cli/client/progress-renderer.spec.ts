import { Build } from './api';
import { ProgressRenderer } from './progress-renderer';

const build = (statuses: Build['status']): Build => ({
  id: 7,
  build_url: 'http://h/api/builds/7',
  project: 'ann/book',
  branch: 'main',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  created_at: '2024-01-01T00:00:00.000Z',
  status: statuses,
});

describe('ProgressRenderer', () => {
  const sink = (isTTY: boolean) => {
    const chunks: string[] = [];
    return { isTTY, chunks, write: (c: string) => chunks.push(c) };
  };

  it('writes a plain line per status change when not on a terminal', () => {
    const out = sink(false);
    const renderer = new ProgressRenderer(out);
    renderer.update(build([{ format: 'html', status: 'queued' }]));
    renderer.update(build([{ format: 'html', status: 'queued' }]));
    renderer.update(build([{ format: 'html', status: 'completed' }]));
    expect(out.chunks.join('')).toBe('build 7 html: queued\nbuild 7 html: completed\n');
  });

  it('redraws one line per format in place on a terminal', () => {
    const out = sink(true);
    const renderer = new ProgressRenderer(out, () => Date.parse('2024-01-01T00:00:05Z'));
    renderer.update(
      build([
        { format: 'html', status: 'queued' },
        { format: 'pdf', status: 'queued' },
      ]),
    );
    renderer.update(
      build([
        { format: 'html', status: 'working', started_at: '2024-01-01T00:00:02Z' },
        { format: 'pdf', status: 'queued' },
      ]),
    );
    expect(out.chunks[0]).not.toContain('\x1b[2A');
    expect(out.chunks[1].startsWith('\x1b[2A')).toBe(true);
    expect(out.chunks[1]).toContain('html  working 3s');
  });
});
