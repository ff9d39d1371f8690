import type { CommitSummary } from '../../../git';
import type { PushRefusalView } from '../../../projections/push-refusals.projection';
import type { BuildView, FormatView, ProjectView } from '../../../projections/read-model-types';
import { BuildTrigger, Format, FORMATS, isFinal } from '../../domain/build';
import { canWrite } from '../../projects/project-access';
import { html, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import { alert, csrfField, onceField, duration, relativeTime } from './layout';
import { listTable } from './list-parts';
import { projectPage, projectUrl } from './project-views';
import { commitUrl, shortSha } from './commit-parts';
import { Timeline, timelineSvg } from './timeline';

const FORMAT_LABELS: Record<string, string> = {
  pdf: 'PDF',
  epub: 'EPUB',
  mobi: 'MOBI (Kindle)',
  html: 'HTML website (.zip)',
  platform: 'Source package (.zip)',
};

export function isPending(build: BuildView): boolean {
  return build.formats.some((f) => !isFinal(f.status));
}

/** A signed download link for a completed format, minted by the caller (BuildPresenter). */
export type DownloadLink = (build: BuildView, format: FormatView) => string | undefined;

/** Where each queued format stands in the render queue, per build id (BuildsQueries.queuePositions). */
export type QueuePositions = ReadonlyMap<number, ReadonlyMap<Format, number>>;

function queuePosition(position: number | undefined): SafeHtml {
  return position === undefined
    ? html``
    : html`<span class="queue-position" data-queue-position="${position}">#${position} in queue</span>`;
}

const STATUS_ICONS: Record<string, string> = { queued: '○', working: '◔', completed: '✓', failed: '✕' };

/** In a list of builds: the format's name, its status told by icon and colour (and to screen readers). */
function statusBadge(f: FormatView, position?: number): SafeHtml {
  const warned = f.status === 'completed' ? warningCount(f) : 0;
  return html`<span
    class="status ${f.status}${warned ? ' warned' : ''}"
    data-format="${f.format}"
    data-status="${f.status}"
    title="${f.format}: ${statusText(f)}"
    ><span aria-hidden="true">${STATUS_ICONS[f.status]}</span> ${f.format}
    <span class="visually-hidden">${statusText(f)}</span
    >${warned ? html`<span class="warn-count" aria-hidden="true">${warned}</span>` : ''}
    ${queuePosition(position)}</span
  >`;
}

/** The warnings a format's log lists (0 when it has no log yet). */
export function warningCount(f: FormatView): number {
  return f.log?.warnings ?? 0;
}

/** "completed with 3 warnings", "failed", "queued". */
export function statusText(f: FormatView): string {
  const warned = f.status === 'completed' ? warningCount(f) : 0;
  return warned ? `completed with ${warned} ${warned === 1 ? 'warning' : 'warnings'}` : f.status;
}

const TRIGGER_LABELS: Record<BuildTrigger, string> = {
  push: 'push',
  web: 'web',
  api: 'API',
  cli: 'CLI',
  retry: 'rebuild',
};

export function triggerBadge(build: BuildView): SafeHtml {
  if (!build.trigger) return html``;
  const title =
    build.trigger === 'retry' && build.retryOf !== undefined
      ? `rebuild of build ${build.retryOf}`
      : `started from ${TRIGGER_LABELS[build.trigger]}`;
  return html`<span class="trigger ${build.trigger}" title="${title}"
    >${TRIGGER_LABELS[build.trigger]}</span
  >`;
}

/** From the request to the last format's end; while formats are still running, nothing. */
export function buildDuration(build: BuildView): string {
  if (isPending(build)) return '';
  const ends = build.formats.map((f) => f.finishedAt).filter((t): t is string => !!t);
  if (ends.length === 0) return '';
  const last = ends.reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b));
  return duration(build.createdAt, last);
}

/** In a build's own table, where the row already names the format: the status in words. */
function statusWord(f: FormatView): SafeHtml {
  const warned = f.status === 'completed' && warningCount(f) > 0;
  return html`<span
    class="status ${f.status}${warned ? ' warned' : ''}"
    data-format="${f.format}"
    data-status="${f.status}"
    ><span aria-hidden="true">${STATUS_ICONS[f.status]}</span> ${statusText(f)}</span
  >`;
}

export interface BuildFormState {
  formats: string[];
  branch: string;
  message?: string;
  /** Formats this server cannot build, each with the reason (what is missing, how to install it). */
  unavailable?: Record<string, string>;
}

function formatChoice(f: Format, state: BuildFormState): SafeHtml {
  const why = state.unavailable?.[f];
  if (why) {
    return html`<label class="choice" title="${why}"
      ><input
        type="checkbox"
        id="format-${f}"
        name="formats"
        value="${f}"
        disabled
        aria-describedby="format-${f}-unavailable"
      />
      <span
        >${FORMAT_LABELS[f]}
        <span class="muted small" id="format-${f}-unavailable">not available here: ${why}</span></span
      ></label
    >`;
  }
  return html`<label class="choice"
    ><input
      type="checkbox"
      id="format-${f}"
      name="formats"
      value="${f}"
      ${state.formats.includes(f) ? html` checked` : ''}
    />
    ${FORMAT_LABELS[f]}</label
  >`;
}

function buildForm(
  web: WebContext,
  project: ProjectView,
  branches: string[],
  state: BuildFormState,
): SafeHtml {
  return html`<section class="card">
    <h2>Start a build</h2>
    ${state.message ? alert('error', state.message) : ''}
    <form method="post" action="${projectUrl(project, '/builds')}" class="build-form">
      ${csrfField(web)}${onceField()}
      <fieldset>
        <legend>Formats</legend>
        <div class="format-choices">${FORMATS.map((f) => formatChoice(f, state))}</div>
      </fieldset>
      <div class="row-form">
        <label for="build-branch">Branch</label>
        <select id="build-branch" name="branch">
          ${branches.map((b) => html`<option value="${b}" ${b === state.branch ? html` selected` : ''}>${b}</option>`)}
        </select>
        <button type="submit" class="button primary">Build</button>
      </div>
    </form>
  </section>`;
}

/** What the builds list shows beside the builds: their commits, the pushes that built nothing, who may rebuild. */
export interface BuildsListExtras {
  commits: ReadonlyMap<string, CommitSummary>;
  refusals: readonly PushRefusalView[];
  canRebuild: boolean;
  csrf: string;
}

function rebuildForm(project: ProjectView, build: BuildView, csrf: string, small = true): SafeHtml {
  return html`<form
    method="post"
    action="${projectUrl(project, `/builds/${build.id}/rebuild`)}"
    class="inline rebuild-form"
  >
    <input type="hidden" name="_csrf" value="${csrf}" />${onceField()}
    <button
      type="submit"
      class="button${small ? ' small' : ''}"
      title="Build commit ${shortSha(build.commit)} again with the same formats"
    >
      Rebuild<span class="visually-hidden"> build ${build.id}</span>
    </button>
  </form>`;
}

function commitCell(project: ProjectView, branch: string, sha: string, commit?: CommitSummary): SafeHtml {
  return html`<code>${branch}</code>
    <a class="mono small sha" href="${commitUrl(project, sha)}">${shortSha(sha)}</a>
    ${commit ? html`<span class="commit-message small" title="${commit.subject}">${commit.subject}</span>` : ''}`;
}

function buildRow(
  project: ProjectView,
  b: BuildView,
  positions: QueuePositions,
  extras: BuildsListExtras,
): SafeHtml {
  const warnings = b.formats.reduce((sum, f) => sum + (f.status === 'completed' ? warningCount(f) : 0), 0);
  return html`<tr data-build="${b.id}">
    <td data-label="Build">
      <a href="${projectUrl(project, `/builds/${b.id}`)}">#${b.id}</a> ${triggerBadge(b)}
    </td>
    <td data-label="Commit" class="commit-cell">
      ${commitCell(project, b.branch, b.commit, extras.commits.get(b.commit))}
    </td>
    <td data-label="Formats">
      <div class="statuses">${b.formats.map((f) => statusBadge(f, positions.get(b.id)?.get(f.format)))}</div>
    </td>
    <td data-label="Warnings" class="warnings-cell">
      ${warnings ? html`<span class="warn-total">${warnings}</span>` : html`<span class="muted">0</span>`}
    </td>
    <td data-label="Duration">
      ${buildDuration(b) || (isPending(b) ? html`<span class="muted">running</span>` : '')}
    </td>
    <td data-label="Started">${relativeTime(b.createdAt)}</td>
    <td data-label="">${extras.canRebuild && !isPending(b) ? rebuildForm(project, b, extras.csrf) : ''}</td>
  </tr>`;
}

function refusalRow(project: ProjectView, r: PushRefusalView, extras: BuildsListExtras): SafeHtml {
  return html`<tr class="refused" data-push="${r.id}">
    <td data-label="Build"><span class="muted">not built</span> <span class="trigger push">push</span></td>
    <td data-label="Commit" class="commit-cell">
      ${commitCell(project, r.branch, r.commit, extras.commits.get(r.commit))}
    </td>
    <td data-label="Why" colspan="4" class="refusal">
      <strong>No build was started:</strong> the book's configuration has an error
      <ul class="refusal-lines mono small">
        ${r.lines.map((line) => html`<li>${line}</li>`)}
      </ul>
    </td>
    <td data-label="Pushed">${relativeTime(r.at)}</td>
  </tr>`;
}

/** The builds table, with pushes that built nothing among them; it polls itself while a build is running. */
export function buildsTable(
  project: ProjectView,
  builds: BuildView[],
  positions: QueuePositions,
  extras: BuildsListExtras,
): SafeHtml {
  const live = builds.some(isPending);
  const url = projectUrl(project, '/builds/table');
  const rows: Array<{ at: number; row: SafeHtml }> = [
    ...builds.map((b) => ({ at: Date.parse(b.createdAt), row: buildRow(project, b, positions, extras) })),
    ...extras.refusals.map((r) => ({ at: Date.parse(r.at), row: refusalRow(project, r, extras) })),
  ].sort((a, b) => b.at - a.at);
  return html`<div
    id="builds-table"
    ${live ? html` hx-get="${url}" hx-trigger="every 1s" hx-swap="outerHTML"` : ''}
    aria-live="polite"
  >
    ${
      rows.length
        ? listTable({
            className: 'list builds',
            caption: 'Builds, newest first',
            columns: [
              'Build',
              'Commit',
              'Formats',
              'Warnings',
              'Duration',
              'Started',
              html`<span class="visually-hidden">Actions</span>`,
            ],
            rows: rows.map((r) => r.row),
          })
        : html`<div class="empty">
            <p>
              <strong>No builds yet.</strong> Tick the formats you want and press Build. Each format appears
              here with its status as it renders.
            </p>
            <p><a class="button" href="#format-${FORMATS[0]}">Start a build</a></p>
          </div>`
    }
  </div>`;
}

export function buildsPage(
  web: WebContext,
  project: ProjectView,
  branches: string[],
  builds: BuildView[],
  positions: QueuePositions,
  state: BuildFormState,
  paging: { page: number; pages: number },
  extras: BuildsListExtras,
): SafeHtml {
  const nav =
    paging.pages > 1
      ? html`<nav class="pager" aria-label="Pages">
          ${paging.page > 1 ? html`<a href="?page=${paging.page - 1}">Newer</a>` : ''}
          <span>Page ${paging.page} of ${paging.pages}</span>
          ${paging.page < paging.pages ? html`<a href="?page=${paging.page + 1}">Older</a>` : ''}
        </nav>`
      : '';
  return projectPage(
    web,
    project,
    'builds',
    'Builds',
    html`${buildForm(web, project, branches, state)}
      <section>
        <h2>Builds</h2>
        ${buildsTable(project, builds, positions, extras)} ${nav}
      </section>`,
  );
}

/** A final format's full log: its page (each warning linked to its line), and the plain text. */
function logLink(project: ProjectView, build: BuildView, f: FormatView): SafeHtml | '' {
  if (f.status !== 'completed' && f.status !== 'failed') return '';
  const count = f.log?.warnings ?? 0;
  const label = count ? `build log (${count} ${count === 1 ? 'warning' : 'warnings'})` : 'build log';
  const page = projectUrl(project, `/builds/${build.id}/${f.format}`);
  const raw = projectUrl(project, `/builds/${build.id}/log/${f.format}`);
  return html`<span class="log-links small"
    ><a class="log-link" href="${page}" data-log="${f.format}">${label}</a> ·
    <a href="${raw}" class="muted">plain text</a></span
  >`;
}

/** Status, messages, downloads, durations, the timeline and the history: the part of a build page that goes live. */
export function buildStatus(
  web: WebContext,
  project: ProjectView,
  build: BuildView,
  timeline: Timeline,
  events: BuildEventRow[],
  download: DownloadLink,
  positions: ReadonlyMap<Format, number> = new Map(),
): SafeHtml {
  const live = isPending(build);
  const url = projectUrl(project, `/builds/${build.id}/status`);
  const cancellable = live && (build.requestedBy === web.user?.id || canWrite(project, web.user));
  const cancel = cancellable
    ? html`<form
        method="post"
        action="${projectUrl(project, `/builds/${build.id}/cancel`)}"
        class="cancel-form"
        data-confirm="Cancel build #${build.id}?"
      >
        ${csrfField(web)}<button type="submit" class="button danger small">Cancel build</button>
      </form>`
    : '';
  const rows = build.formats.map((f) => {
    const link = f.status === 'completed' ? download(build, f) : undefined;
    return html`<tr class="format-row ${f.status}" data-format="${f.format}">
      <th scope="row">${FORMAT_LABELS[f.format] ?? f.format}</th>
      <td data-label="Status">${statusWord(f)}</td>
      <td data-label="Time">
        ${
          duration(f.startedAt, f.finishedAt) ||
          (f.status === 'working'
            ? 'rendering…'
            : f.status === 'queued'
              ? positions.has(f.format)
                ? queuePosition(positions.get(f.format))
                : 'waiting'
              : '')
        }
      </td>
      <td data-label="Result">
        ${link ? html`<a class="button small primary" href="${link}" download data-download="${f.format}">Download${f.artifact ? html` <span class="size-note">(${Math.max(1, Math.round(f.artifact.size / 1024))} KB)</span>` : ''}</a>` : ''}
        ${link && (f.format === 'pdf' || f.format === 'html') ? html`<a class="button small" href="${link}&inline=1" target="_blank" rel="noopener" data-open="${f.format}">Open in the browser</a>` : ''}
        ${f.reusedFromBuild !== undefined ? html`<p class="hint reused" data-reused-from="${f.reusedFromBuild}">Reused from <a href="${projectUrl(project, `/builds/${f.reusedFromBuild}`)}">build #${f.reusedFromBuild}</a>: same commit, configuration and renderer version, same bytes</p>` : ''}
        ${f.message ? html`<p class="${f.status === 'failed' ? 'field-error' : 'hint'} message">${f.message}</p>` : ''}
        ${logLink(project, build, f)}
      </td>
    </tr>`;
  });
  return html`<div
    id="build-status"
    data-build-state="${live ? 'pending' : 'final'}"
    ${live ? html` hx-get="${url}" hx-trigger="every 1s" hx-swap="outerHTML"` : ''}
  >
    ${cancel}
    <div aria-live="polite">
      ${listTable({
        className: 'list formats',
        caption: `Formats of build ${build.id}`,
        columns: ['Format', 'Status', 'Time', 'Result'],
        rows,
      })}
    </div>
    <section class="card">
      <h2>Timeline</h2>
      ${timelineSvg(timeline)}
      <p class="legend muted small">
        <span class="swatch wait"></span> waiting in the queue <span class="swatch ok"></span> rendered
        <span class="swatch failed"></span> failed <span class="swatch running"></span> rendering
      </p>
    </section>
    <section class="card">
      <h2>Event history</h2>
      <ol class="events">
        ${events.map(
          (e) =>
            html`<li>
              <time datetime="${e.at}">${e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')}</time>
              <strong>${e.type}</strong> <span>${e.summary}</span>
              <span class="muted small">by ${e.actor}</span>
            </li>`,
        )}
      </ol>
    </section>
  </div>`;
}

export interface BuildEventRow {
  at: string;
  type: string;
  summary: string;
  actor: string;
}

export interface BuildPageExtras {
  commit?: CommitSummary;
  requester?: string;
  canRebuild: boolean;
}

export function buildPage(
  web: WebContext,
  project: ProjectView,
  build: BuildView,
  status: SafeHtml,
  notice: string | undefined,
  extras: BuildPageExtras,
): SafeHtml {
  return projectPage(
    web,
    project,
    'builds',
    `Build #${build.id}`,
    html`${notice ? alert('notice', notice) : ''}
      <div class="page-head">
        <h2>Build #${build.id} ${triggerBadge(build)}</h2>
        ${extras.canRebuild && !isPending(build) ? rebuildForm(project, build, web.csrf, false) : ''}
      </div>
      <dl class="facts inline-facts">
        <dt>Branch</dt>
        <dd><code>${build.branch}</code></dd>
        <dt>Commit</dt>
        <dd>
          <a class="mono" href="${commitUrl(project, build.commit)}">${shortSha(build.commit)}</a>
          ${extras.commit ? html`<span class="commit-message">${extras.commit.subject}</span>` : ''}
        </dd>
        <dt>Requested</dt>
        <dd>
          ${relativeTime(build.createdAt)} by
          ${extras.requester ?? build.requestedBy}${
            build.trigger === 'retry' && build.retryOf !== undefined
              ? html`, rebuilding
                  <a href="${projectUrl(project, `/builds/${build.retryOf}`)}">#${build.retryOf}</a>`
              : ''
          }
        </dd>
        ${
          buildDuration(build)
            ? html`<dt>Took</dt>
                <dd>${buildDuration(build)}</dd>`
            : ''
        }
      </dl>
      ${status}

      <p><a href="${projectUrl(project, '/builds')}">← All builds</a></p>`,
  );
}
