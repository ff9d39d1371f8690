import { Build } from './api';

export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

/**
 * Shows each format's status while a build runs. On a terminal: one line per format, redrawn in place.
 * Elsewhere (logs, CI, pipes): a plain line whenever a format's status changes.
 */
export class ProgressRenderer {
  private drawnLines = 0;
  private readonly lastSeen = new Map<string, string>();
  private frame = 0;

  constructor(
    private readonly stream: ProgressStream,
    private readonly now: () => number = Date.now,
  ) {}

  update(build: Build): void {
    if (this.stream.isTTY) this.redraw(build);
    else this.appendChanges(build);
  }

  private appendChanges(build: Build): void {
    for (const s of build.status) {
      if (this.lastSeen.get(s.format) === s.status) continue;
      this.lastSeen.set(s.format, s.status);
      this.stream.write(`build ${build.id} ${s.format}: ${s.status}\n`);
    }
  }

  private redraw(build: Build): void {
    const spinner = '|/-\\'[this.frame++ % 4];
    const width = Math.max(...build.status.map((s) => s.format.length));
    const lines = build.status.map((s) => {
      const elapsed = s.started_at ? ` ${this.seconds(s.started_at, s.finished_at)}s` : '';
      const mark = s.status === 'completed' ? '✓' : s.status === 'failed' ? '✗' : spinner;
      return `${mark} ${s.format.padEnd(width)}  ${s.status}${elapsed}`;
    });
    const up = this.drawnLines ? `\x1b[${this.drawnLines}A` : '';
    this.stream.write(up + lines.map((l) => `\r\x1b[2K${l}\n`).join(''));
    this.drawnLines = lines.length;
  }

  private seconds(startedAt: string, finishedAt?: string): number {
    const end = finishedAt ? Date.parse(finishedAt) : this.now();
    return Math.max(0, Math.round((end - Date.parse(startedAt)) / 1000));
  }
}
