import type { CommitSummary } from '../../../git';
import type { BuildView, FormatView, ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import { commitUrl, shortSha } from './commit-parts';
import { statusText } from './build-views';
import { duration, relativeTime } from './layout';
import { projectPage, projectUrl } from './project-views';

export interface LogEntry {
  file?: string;
  line?: number;
  text: string;
}

export interface ParsedLog {
  /** "completed, 3 warnings", "failed". */
  result: string;
  warnings: LogEntry[];
  /** The error's lines, when the format failed. */
  error: string[];
}

const WITH_LINE = /^(\S[^:\n]*?):(\d+): (.+)$/;
const WITH_FILE = /^(\S[^:\n]*?\.[A-Za-z0-9]{1,10}): (.+)$/;

/** Reads a build log (src/pipeline/build-log.ts writes it): the result, then a warning a line, or the error. */
export function parseBuildLog(text: string): ParsedLog {
  const lines = text.replace(/\n$/, '').split('\n');
  const resultAt = lines.findIndex((l) => l.startsWith('Result: '));
  const result = resultAt >= 0 ? lines[resultAt].slice('Result: '.length) : '';
  const body = lines.slice(resultAt + 1).filter((l, i) => !(i === 0 && l === ''));
  if (result.startsWith('failed') || body[0]?.startsWith('Error: ')) {
    return { result, warnings: [], error: body.map((l, i) => (i === 0 ? l.replace(/^Error: /, '') : l)) };
  }
  const warnings = body
    .filter((l) => l.trim() !== '')
    .map((l): LogEntry => {
      const located = WITH_LINE.exec(l);
      if (located) return { file: located[1], line: Number(located[2]), text: located[3] };
      const inFile = WITH_FILE.exec(l);
      if (inFile) return { file: inFile[1], text: inFile[2] };
      return { text: l };
    });
  return { result, warnings, error: [] };
}

export interface FormatLogData {
  build: BuildView;
  format: FormatView;
  log: string;
  commit?: CommitSummary;
}

/** Where a warning's line is shown: the file viewer at the build's own commit, on that line. */
export function lineHref(project: ProjectView, commit: string, file: string, line?: number): string {
  const path = file
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return projectUrl(project, `/blob/${commit}/${path}${line ? `#L${line}` : ''}`);
}

/**
 * A format's build page: its status ("completed with 3 warnings"), how long it waited and rendered, and its
 * log, grouped by file, each warning linked to its line in the file viewer at the built commit.
 */
export function formatLogPage(web: WebContext, project: ProjectView, data: FormatLogData): SafeHtml {
  const { build, format } = data;
  const parsed = parseBuildLog(data.log);
  const byFile = new Map<string, LogEntry[]>();
  for (const entry of parsed.warnings) {
    const key = entry.file ?? '';
    byFile.set(key, [...(byFile.get(key) ?? []), entry]);
  }
  const waited = format.startedAt ? duration(build.createdAt, format.startedAt) : '';
  const rendered = duration(format.startedAt, format.finishedAt);
  const raw = projectUrl(project, `/builds/${build.id}/log/${format.format}`);
  return projectPage(
    web,
    project,
    'builds',
    `Build #${build.id} · ${format.format} log`,
    html`<div class="page-head">
        <h2>Build #${build.id} · ${format.format.toUpperCase()} log</h2>
        <a class="button small" href="${raw}">Plain text</a>
      </div>
      <dl class="facts inline-facts">
        <dt>Status</dt>
        <dd>
          <span
            class="status ${format.status}${format.status === 'completed' && (format.log?.warnings ?? 0) > 0 ? ' warned' : ''}"
            >${statusText(format)}</span
          >
        </dd>
        <dt>Commit</dt>
        <dd>
          <a class="mono" href="${commitUrl(project, build.commit)}">${shortSha(build.commit)}</a> on
          <code>${build.branch}</code>
          ${data.commit ? html`<span class="commit-message">${data.commit.subject}</span>` : ''}
        </dd>
        <dt>Timing</dt>
        <dd class="timing">
          requested
          ${relativeTime(build.createdAt)}${waited ? html`, waited <strong>${waited}</strong> in the queue` : ''}${rendered ? html`, rendered in <strong>${rendered}</strong>` : ''}
        </dd>
      </dl>
      ${
        parsed.error.length
          ? html`<section class="card log-error" aria-label="Error">
              <h3>Why it failed</h3>
              <pre class="log-text">${parsed.error.join('\n')}</pre>
            </section>`
          : ''
      }
      ${
        parsed.warnings.length
          ? html`<section class="card log-warnings">
              <h3>${parsed.warnings.length} ${parsed.warnings.length === 1 ? 'warning' : 'warnings'}</h3>
              ${[...byFile].map(
                ([file, entries]) =>
                  html`<section class="log-file">
                    <h4 class="mono">
                      ${file ? html`<a href="${lineHref(project, build.commit, file)}">${file}</a>` : 'The book as a whole'}
                      <span class="muted small">${entries.length}</span>
                    </h4>
                    <ul>
                      ${entries.map(
                        (e) =>
                          html`<li>
                            ${
                              e.file && e.line
                                ? html`<a
                                    class="mono where"
                                    href="${lineHref(project, build.commit, e.file, e.line)}"
                                    >${e.file}:${e.line}</a
                                  >`
                                : ''
                            }
                            <span>${e.text}</span>
                          </li>`,
                      )}
                    </ul>
                  </section>`,
              )}
            </section>`
          : parsed.error.length
            ? ''
            : html`<p class="card ok-note">No warnings: the book rendered cleanly.</p>`
      }
      <p><a href="${projectUrl(project, `/builds/${build.id}`)}">← Build #${build.id}</a></p>`,
  );
}
