import { timelineOf, timelineSvg } from './timeline';

const at = (s: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + s * 1000).toISOString();
const event = (type: string, data: Record<string, unknown>, s: number) => ({
  type,
  data,
  metadata: { occurredAt: at(s) },
});

describe('build timeline', () => {
  const events = [
    event('BuildRequested', { formats: ['pdf', 'html'] }, 0),
    event('FormatStatusChanged', { format: 'html', status: 'working' }, 1),
    event('FormatStatusChanged', { format: 'pdf', status: 'working' }, 2),
    event('FormatStatusChanged', { format: 'html', status: 'completed' }, 3),
    event('FormatStatusChanged', { format: 'pdf', status: 'failed', message: 'ch09.md <missing>' }, 6),
  ];

  it('has one lane per format, from queued to working to final', () => {
    const timeline = timelineOf(events, Date.parse(at(100)));
    expect(timeline.end - timeline.start).toBe(6000);
    expect(timeline.lanes).toEqual([
      {
        format: 'pdf',
        queuedAt: Date.parse(at(0)),
        startedAt: Date.parse(at(2)),
        finishedAt: Date.parse(at(6)),
        status: 'failed',
        message: 'ch09.md <missing>',
      },
      {
        format: 'html',
        queuedAt: Date.parse(at(0)),
        startedAt: Date.parse(at(1)),
        finishedAt: Date.parse(at(3)),
        status: 'completed',
      },
    ]);
  });

  it('runs to now while a format is still working', () => {
    const timeline = timelineOf(events.slice(0, 3), Date.parse(at(10)));
    expect(timeline.end).toBe(Date.parse(at(10)));
  });

  it('draws colored bars per outcome and escapes messages', () => {
    const svg = timelineSvg(timelineOf(events, Date.parse(at(100)))).value;
    expect(svg).toContain('<g class="lane failed">');
    expect(svg).toContain('<g class="lane ok">');
    expect(svg).toContain('rendered in 4.0 s — ch09.md &lt;missing&gt;');
    expect(svg).not.toContain('<missing>');
    // html: work bar from 1 s to 3 s of a 6 s plot 620 px wide starting at x=84
    expect(svg).toMatch(/x="187\.3333+\d*" y="\d+" width="206\.6666+\d*"[^>]*class="work"/);
  });
});
