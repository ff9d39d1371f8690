import { formatChangeOf } from '../../domain/build';
import { html, SafeHtml } from '../html';

/** The part of a stored event the timeline needs. */
export interface TimelineEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: { occurredAt: string };
}

export interface TimelineLane {
  format: string;
  queuedAt: number;
  startedAt?: number;
  finishedAt?: number;
  status: string;
  message?: string;
}

export interface Timeline {
  start: number;
  end: number;
  lanes: TimelineLane[];
}

/** One lane per format, from the build's own events: requested (queued) → working → final. */
export function timelineOf(events: readonly TimelineEvent[], now: number): Timeline {
  const lanes = new Map<string, TimelineLane>();
  let start = now;
  let end = 0;
  for (const event of events) {
    const at = Date.parse(event.metadata.occurredAt);
    const change = formatChangeOf(event);
    if (event.type === 'BuildRequested') {
      start = at;
      for (const format of (event.data.formats as string[]) ?? []) {
        lanes.set(format, { format, queuedAt: at, status: 'queued' });
      }
    } else if (change) {
      const lane = lanes.get(change.format);
      if (!lane) continue;
      lane.status = change.status;
      if (lane.status === 'working') lane.startedAt = at;
      if (lane.status === 'completed' || lane.status === 'failed') {
        lane.finishedAt = at;
        if (typeof change.message === 'string') lane.message = change.message;
      }
    }
    end = Math.max(end, at);
  }
  const pending = [...lanes.values()].some((l) => l.finishedAt === undefined);
  return { start, end: pending ? Math.max(end, now) : end, lanes: [...lanes.values()] };
}

/** A round step for axis ticks so there are about five of them. */
function tickStep(totalMs: number): number {
  const steps = [100, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000];
  return steps.find((s) => totalMs / s <= 6) ?? 1_800_000;
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

/**
 * The build drawn as lanes: a pale bar while a format waited in the queue, then a solid bar while it
 * rendered, green when it completed and red when it failed (blue while still working).
 */
export function timelineSvg(timeline: Timeline): SafeHtml {
  const label = 84;
  const width = 720;
  const lane = 30;
  const top = 8;
  const plot = width - label - 16;
  const total = Math.max(timeline.end - timeline.start, 1);
  const height = top + timeline.lanes.length * lane + 28;
  const x = (t: number) => label + ((t - timeline.start) / total) * plot;
  const step = tickStep(total);
  const ticks: number[] = [];
  for (let t = 0; t <= total + 1; t += step) ticks.push(t);

  const lanes = timeline.lanes.map((l, i) => {
    const y = top + i * lane;
    const startedAt = l.startedAt ?? l.finishedAt ?? timeline.end;
    const workEnd = l.finishedAt ?? timeline.end;
    const outcome = l.status === 'completed' ? 'ok' : l.status === 'failed' ? 'failed' : 'running';
    const waitWidth = Math.max(x(startedAt) - x(l.queuedAt), 0);
    const workWidth = l.startedAt !== undefined ? Math.max(x(workEnd) - x(l.startedAt), 2) : 0;
    const summary =
      `${l.format}: ${l.status}` +
      (l.startedAt !== undefined ? `, waited ${seconds(l.startedAt - l.queuedAt)}` : '') +
      (l.startedAt !== undefined && l.finishedAt !== undefined
        ? `, rendered in ${seconds(l.finishedAt - l.startedAt)}`
        : '') +
      (l.message ? ` — ${l.message}` : '');
    return html`<g class="lane ${outcome}">
      <title>${summary}</title>
      <text x="${label - 8}" y="${y + 19}" text-anchor="end" class="lane-label">${l.format}</text>
      <rect x="${label}" y="${y + 4}" width="${plot}" height="${lane - 8}" class="track" rx="4"></rect>
      <rect
        x="${x(l.queuedAt)}"
        y="${y + 9}"
        width="${waitWidth}"
        height="${lane - 18}"
        class="wait"
        rx="3"
      ></rect>
      ${workWidth ? html`<rect x="${x(l.startedAt!)}" y="${y + 4}" width="${workWidth}" height="${lane - 8}" class="work" rx="4"></rect>` : ''}
    </g>`;
  });
  const axisY = top + timeline.lanes.length * lane + 4;
  const axis = ticks.map(
    (t) =>
      html`<g class="tick"
        ><line x1="${x(timeline.start + t)}" x2="${x(timeline.start + t)}" y1="${top}" y2="${axisY}"></line>
        <text x="${x(timeline.start + t)}" y="${axisY + 16}" text-anchor="middle">${seconds(t)}</text></g
      >`,
  );
  const description = timeline.lanes.map((l) => `${l.format} ${l.status}`).join(', ');
  return html`<svg
    class="timeline"
    viewBox="0 0 ${width} ${height}"
    role="img"
    aria-labelledby="timeline-title timeline-desc"
    xmlns="http://www.w3.org/2000/svg"
  >
    <title id="timeline-title">Build timeline</title>
    <desc id="timeline-desc">One lane per format over ${seconds(total)}: ${description}.</desc>
    ${axis} ${lanes}
  </svg>`;
}
