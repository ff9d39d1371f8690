import type { CommitDetail, CommitSummary } from '../../../git';
import type { BuildView, ProjectView } from '../../../projections/read-model-types';
import { html, SafeHtml } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import { commitUrl, shortSha } from './commit-parts';
import { DiffFile, parseUnifiedDiff } from './diff';
import { relativeTime } from './layout';
import { branchSwitcher, projectPage, projectUrl } from './project-views';

export interface CommitsData {
  branch: string;
  branches: string[];
  /** Only commits that changed this path ('' = all). */
  path: string;
  commits: CommitSummary[];
  page: number;
  hasMore: boolean;
}

function dayOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

export function commitsPage(web: WebContext, project: ProjectView, data: CommitsData): SafeHtml {
  const { branch, path } = data;
  const groups = new Map<string, CommitSummary[]>();
  for (const commit of data.commits) {
    const day = dayOf(commit.authoredAt);
    groups.set(day, [...(groups.get(day) ?? []), commit]);
  }
  const base = projectUrl(project, `/commits/${encodePath(branch)}${path ? `/${encodePath(path)}` : ''}`);
  const pager =
    data.page > 1 || data.hasMore
      ? html`<nav class="pager" aria-label="Pages">
          ${data.page > 1 ? html`<a href="${base}?page=${data.page - 1}">Newer</a>` : ''}
          <span>Page ${data.page}</span>
          ${data.hasMore ? html`<a href="${base}?page=${data.page + 1}">Older</a>` : ''}
        </nav>`
      : '';
  return projectPage(
    web,
    project,
    'history',
    path ? `History of ${path}` : 'History',
    html`<div class="toolbar">
        ${branchSwitcher(project, data.branches, branch, '', 'commits')}
        <h2 class="toolbar-title">
          ${path ? html`History of <code>${path}</code>` : html`Commits on <code>${branch}</code>`}
        </h2>
      </div>
      ${
        data.commits.length
          ? [...groups].map(
              ([day, commits]) =>
                html`<section class="commit-day">
                  <h3 class="small muted">Commits on <time datetime="${day}">${day}</time></h3>
                  <ol class="commits card">
                    ${commits.map(
                      (c) =>
                        html`<li class="commit">
                          <div class="commit-main">
                            <a class="commit-subject" href="${commitUrl(project, c.sha)}"
                              >${c.subject || '(no message)'}</a
                            >
                            <span class="muted small"
                              ><span class="author">${c.authorName}</span> committed
                              ${relativeTime(c.authoredAt)}</span
                            >
                          </div>
                          <a class="sha mono small" href="${commitUrl(project, c.sha)}" title="${c.sha}"
                            >${shortSha(c.sha)}</a
                          >
                        </li>`,
                    )}
                  </ol>
                </section>`,
            )
          : html`<div class="empty card">
              <p>No commits${path ? html` changed <code>${path}</code>` : ''} on this branch.</p>
            </div>`
      }
      ${pager}`,
  );
}

const STATUS_WORDS: Record<string, string> = {
  added: 'added',
  modified: 'modified',
  deleted: 'deleted',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'changed',
};

function diffFileId(index: number): string {
  return `diff-${index + 1}`;
}

/** A file's changes as a table: old and new line numbers, then the line marked added or removed. */
export function diffTable(file: DiffFile): SafeHtml {
  return file.binary
    ? html`<p class="muted small diff-note">Binary file; not shown.</p>`
    : file.hunks.length === 0
      ? html`<p class="muted small diff-note">No changes to the text.</p>`
      : html`<table class="diff" aria-label="Changes to ${file.path}">
          <tbody>
            ${file.hunks.map(
              (hunk) =>
                html`<tr class="hunk">
                    <td class="num" aria-hidden="true"></td>
                    <td class="num" aria-hidden="true"></td>
                    <td class="text mono"><span class="code-text">${hunk.header}</span></td>
                  </tr>
                  ${hunk.lines.map(
                    (line) =>
                      html`<tr class="${line.kind}">
                        <td class="num mono">${line.oldLine ?? ''}</td>
                        <td class="num mono">${line.newLine ?? ''}</td>
                        <td class="text mono">
                          <span class="visually-hidden"
                            >${line.kind === 'add' ? 'added: ' : line.kind === 'del' ? 'removed: ' : ''}</span
                          ><span class="sign" aria-hidden="true"
                            >${line.kind === 'add' ? '+' : line.kind === 'del' ? '-' : ' '}</span
                          ><span class="code-text">${line.text}</span>
                        </td>
                      </tr>`,
                  )}`,
            )}
          </tbody>
        </table>`;
}

function fileDiff(file: DiffFile, index: number): SafeHtml {
  const name = file.oldPath && file.oldPath !== file.path ? `${file.oldPath} → ${file.path}` : file.path;
  const body = diffTable(file);
  return html`<section class="card diff-file" id="${diffFileId(index)}">
    <h3 class="diff-file-name mono">${name}</h3>
    <div class="diff-scroll">${body}</div>
  </section>`;
}

export function commitPage(
  web: WebContext,
  project: ProjectView,
  commit: CommitDetail,
  builds: BuildView[],
): SafeHtml {
  const diffs = parseUnifiedDiff(commit.patch);
  const totals = commit.files.reduce(
    (sum, f) => ({ add: sum.add + (f.additions ?? 0), del: sum.del + (f.deletions ?? 0) }),
    { add: 0, del: 0 },
  );
  return projectPage(
    web,
    project,
    'history',
    `Commit ${shortSha(commit.sha)}`,
    html`<section class="card commit-head">
        <h2 class="commit-title">${commit.subject || '(no message)'}</h2>
        ${commit.body ? html`<pre class="commit-body">${commit.body}</pre>` : ''}
        <p class="muted small">
          <strong>${commit.authorName}</strong> &lt;${commit.authorEmail}&gt; committed
          ${relativeTime(commit.authoredAt)}
        </p>
        <dl class="facts inline-facts">
          <dt>Commit</dt>
          <dd class="mono">${commit.sha}</dd>
          ${
            commit.parents.length
              ? html`<dt>${commit.parents.length === 1 ? 'Parent' : 'Parents'}</dt>
                  <dd>
                    ${commit.parents.map(
                      (p) => html`<a class="mono" href="${commitUrl(project, p)}">${shortSha(p)}</a> `,
                    )}
                  </dd>`
              : ''
          }
          ${
            builds.length
              ? html`<dt>Builds</dt>
                  <dd>
                    ${builds.map(
                      (b) => html`<a href="${projectUrl(project, `/builds/${b.id}`)}">#${b.id}</a> `,
                    )}
                  </dd>`
              : ''
          }
        </dl>
      </section>
      <section class="card changed-files">
        <h3>
          ${commit.files.length} ${commit.files.length === 1 ? 'file' : 'files'} changed
          <span class="additions">+${totals.add}</span> <span class="deletions">−${totals.del}</span>
        </h3>
        <ul>
          ${commit.files.map((f) => {
            const index = diffs.findIndex((d) => d.path === f.path);
            return html`<li>
              <span class="change-status ${f.status}">${STATUS_WORDS[f.status]}</span>
              ${index >= 0 ? html`<a class="mono" href="#${diffFileId(index)}">${f.path}</a>` : html`<span class="mono">${f.path}</span>`}
              ${f.oldPath ? html`<span class="muted small">from ${f.oldPath}</span>` : ''}
              <span class="small">
                ${f.additions === null ? html`<span class="muted">binary</span>` : html`<span class="additions">+${f.additions}</span> <span class="deletions">−${f.deletions}</span>`}
              </span>
            </li>`;
          })}
        </ul>
      </section>
      ${diffs.map(fileDiff)}
      ${commit.truncated ? html`<p class="alert notice">The diff is too long to show in full; clone the repository to see all of it.</p>` : ''}
      <p><a href="${projectUrl(project, '/commits')}">← All commits</a></p>`,
  );
}
