import type { BuildView, FormatView, ProjectView } from '../../../projections/read-model-types';
import { Format, FORMATS, isFinal } from '../../domain/build';
import { canWrite } from '../../projects/project-access';
import { html, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import { alert, csrfField, duration, relativeTime } from './layout';
import { listTable } from './list-parts';
import { projectPage, projectUrl } from './project-views';
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
  return html`<span class="status ${f.status}" data-format="${f.format}" data-status="${f.status}"
    ><span aria-hidden="true">${STATUS_ICONS[f.status]}</span> ${f.format}
    <span class="visually-hidden">${f.status}</span> ${queuePosition(position)}</span
  >`;
}

/** In a build's own table, where the row already names the format: the status in words. */
function statusWord(f: FormatView): SafeHtml {
  return html`<span class="status ${f.status}" data-format="${f.format}" data-status="${f.status}"
    ><span aria-hidden="true">${STATUS_ICONS[f.status]}</span> ${f.status}</span
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
      ${csrfField(web)}
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

/** The builds table; it polls itself while any build is still running. */
export function buildsTable(project: ProjectView, builds: BuildView[], positions: QueuePositions): SafeHtml {
  const live = builds.some(isPending);
  const url = projectUrl(project, '/builds/table');
  const rows = builds.map(
    (b) =>
      html`<tr>
        <td data-label="Build"><a href="${projectUrl(project, `/builds/${b.id}`)}">#${b.id}</a></td>
        <td data-label="Branch">
          <code>${b.branch}</code> <span class="muted mono small">${b.commit.slice(0, 7)}</span>
        </td>
        <td data-label="Formats">
          <div class="statuses">
            ${b.formats.map((f) => statusBadge(f, positions.get(b.id)?.get(f.format)))}
          </div>
        </td>
        <td data-label="Started">${relativeTime(b.createdAt)}</td>
      </tr>`,
  );
  return html`<div
    id="builds-table"
    ${live ? html` hx-get="${url}" hx-trigger="every 1s" hx-swap="outerHTML"` : ''}
    aria-live="polite"
  >
    ${
      builds.length
        ? listTable({
            className: 'list builds',
            caption: 'Builds, newest first',
            columns: ['Build', 'Branch', 'Formats', 'Started'],
            rows,
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
        ${buildsTable(project, builds, positions)} ${nav}
      </section>`,
  );
}

/** A final format's full log (every warning with file:line, or the error), opened as plain text. */
function logLink(project: ProjectView, build: BuildView, f: FormatView): SafeHtml | '' {
  if (f.status !== 'completed' && f.status !== 'failed') return '';
  const count = f.log?.warnings ?? 0;
  const label = count ? `build log (${count} ${count === 1 ? 'warning' : 'warnings'})` : 'build log';
  const href = projectUrl(project, `/builds/${build.id}/log/${f.format}`);
  return html`<a class="log-link small" href="${href}" data-log="${f.format}">${label}</a>`;
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

export function buildPage(
  web: WebContext,
  project: ProjectView,
  build: BuildView,
  status: SafeHtml,
  notice?: string,
): SafeHtml {
  return projectPage(
    web,
    project,
    'builds',
    `Build #${build.id}`,
    html`${notice ? alert('notice', notice) : ''}
      <div class="page-head">
        <h2>Build #${build.id}</h2>
      </div>
      <dl class="facts inline-facts">
        <dt>Branch</dt>
        <dd><code>${build.branch}</code></dd>
        <dt>Commit</dt>
        <dd class="mono">${build.commit.slice(0, 12)}</dd>
        <dt>Requested</dt>
        <dd>${relativeTime(build.createdAt)} by ${build.requestedBy}</dd>
      </dl>
      ${status}

      <p><a href="${projectUrl(project, '/builds')}">← All builds</a></p>`,
  );
}
