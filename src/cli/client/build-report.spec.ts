import { Build } from './api';
import { buildReport, failedFormats } from './build-report';

const build = (statuses: Build['status']): Build => ({
  id: 7,
  build_url: 'http://h/api/builds/7',
  project: 'ann/book',
  branch: 'main',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  created_at: '2024-01-01T00:00:00.000Z',
  status: statuses,
});

describe('buildReport', () => {
  it('prints a block per format with its message, then each download URL after its format', () => {
    const done = build([
      { format: 'html', status: 'completed', download_url: 'http://h/downloads/7/html/book.zip?sig=1' },
      { format: 'pdf', status: 'failed', message: 'PDF output is not available yet' },
      {
        format: 'platform',
        status: 'completed',
        message: 'image a.png missing',
        download_url: 'http://h/p.zip',
      },
    ]);
    const report = buildReport(done);
    expect(report).toContain('Build 7 of ann/book, branch main (abcdef0)');
    expect(report).toMatch(/pdf: failed\n {2}PDF output is not available yet/);
    expect(report).toMatch(/platform: completed\n {2}image a.png missing/);
    expect(report.trimEnd().split('\n').slice(-3)).toEqual([
      'Downloads:',
      'html:     http://h/downloads/7/html/book.zip?sig=1',
      'platform: http://h/p.zip',
    ]);
    expect(failedFormats(done)).toEqual(['pdf']);
  });
});
