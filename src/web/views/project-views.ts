import type { CommitSummary, TreeEntry } from '../../../git';
import type { ProjectView } from '../../../projections/read-model-types';
import { canWrite, isOwner } from '../../projects/project-access';
import { html, Interpolation, SafeHtml } from '../html';
import { encodePath } from '../project-loader';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { alert, csrfField, onceField, describedBy, fieldErrors, page, relativeTime } from './layout';
import { commitLine, commitUrl, shortSha } from './commit-parts';
import { copyable } from './settings-views';

export type ProjectTab = 'files' | 'history' | 'builds' | 'settings';

export function projectUrl(project: ProjectView, suffix = ''): string {
  return `/${encodeURIComponent(project.owner)}/${encodeURIComponent(project.name)}${suffix}`;
}

export function visibilityBadge(project: ProjectView): SafeHtml {
  return html`<span class="badge ${project.visibility}"
    >${project.visibility === 'public' ? 'Public' : 'Private'}</span
  >`;
}

export function projectPage(
  web: WebContext,
  project: ProjectView,
  tab: ProjectTab,
  title: string,
  body: Interpolation,
  scripts: string[] = [],
): SafeHtml {
  const tabs: Array<[ProjectTab, string, string]> = [
    ['files', 'Files', projectUrl(project)],
    ['history', 'History', projectUrl(project, '/commits')],
    ['builds', 'Builds', projectUrl(project, '/builds')],
  ];
  if (isOwner(project, web.user)) tabs.push(['settings', 'Settings', projectUrl(project, '/settings')]);
  return page({
    title: `${title} · ${project.fullName}`,
    web,
    scripts,
    body: html`<div class="project-head">
        <h1 class="project-name">
          <a href="${projectUrl(project)}"
            ><span class="owner">${project.owner}</span> / <strong>${project.name}</strong></a
          >
          ${visibilityBadge(project)}
        </h1>
        ${project.description ? html`<p class="muted">${project.description}</p>` : ''}
        <nav class="tabs" aria-label="Project">
          ${tabs.map(
            ([id, label, href]) =>
              html`<a href="${href}" ${id === tab ? html` aria-current="page" class="active"` : ''}
                >${label}</a
              >`,
          )}
        </nav>
      </div>
      ${body}`,
  });
}

export function dashboardPage(web: WebContext, projects: ProjectView[], notice?: string): SafeHtml {
  const user = web.user!;
  const list = projects.length
    ? html`<ul class="project-list">
        ${projects.map(
          (p) =>
            html`<li class="card project-card">
              <h2>
                <a href="${projectUrl(p)}"
                  >${p.owner === user.username ? '' : html`<span class="owner">${p.owner} / </span>`}${p.name}</a
                >
                ${visibilityBadge(p)}
              </h2>
              ${p.description ? html`<p>${p.description}</p>` : html`<p class="muted">No description.</p>`}
              <p class="muted small">
                Updated ${relativeTime(p.updatedAt)} ·
                ${p.branches.length ? html`default branch <code>${p.defaultBranch}</code>` : 'empty: waiting for a push'}
              </p>
            </li>`,
        )}
      </ul>`
    : html`<div class="empty card">
        <h2>No projects yet</h2>
        <p>
          A project is a Git repository that holds one book. Create one and it starts with a sample chapter
          you can build straight away.
        </p>
        <p><a class="button primary" href="/new">Create your first project</a></p>
      </div>`;
  return page({
    title: 'Projects',
    web,
    body: html`${alert('notice', notice)}
      <div class="page-head">
        <h1>Projects</h1>
        <a class="button primary" href="/new">New project</a>
      </div>
      ${list}`,
  });
}

export function newProjectPage(web: WebContext, form: FormState): SafeHtml {
  const { values, errors } = form;
  const visibility = values.visibility === 'public' ? 'public' : 'private';
  return page({
    title: 'New project',
    web,
    body: html`<section class="narrow card">
      <h1>Create a project</h1>
      ${alert('error', form.message)}
      <form method="post" action="/new" class="stack">
        ${csrfField(web)}${onceField()}
        <label for="name">Name</label>
        <div class="prefixed">
          <span class="prefix">${web.user!.username} /</span>
          <input
            id="name"
            name="name"
            required
            maxlength="100"
            autocomplete="off"
            value="${values.name ?? ''}"
            ${describedBy(errors, 'name', 'name-hint')}
          />
        </div>
        <p class="hint" id="name-hint">Letters, digits, ".", "_" or "-". It is part of the clone address.</p>
        ${fieldErrors(errors, 'name')}
        <label for="description">Description <span class="muted">(optional)</span></label>
        <textarea
          id="description"
          name="description"
          rows="2"
          maxlength="1000"
          ${describedBy(errors, 'description')}
        >
${values.description ?? ''}</textarea>
        ${fieldErrors(errors, 'description')}
        <fieldset>
          <legend>Visibility</legend>
          <label class="choice"
            ><input
              type="radio"
              name="visibility"
              value="private"
              ${visibility === 'private' ? html` checked` : ''}
            />
            <span><strong>Private</strong> — only you and the collaborators you add can see it.</span></label
          >
          <label class="choice"
            ><input
              type="radio"
              name="visibility"
              value="public"
              ${visibility === 'public' ? html` checked` : ''}
            />
            <span
              ><strong>Public</strong> — anyone can read and clone it; only you and write collaborators can
              change it.</span
            ></label
          >
        </fieldset>
        <label class="checkbox">
          <input
            type="checkbox"
            name="empty"
            value="1"
            aria-describedby="empty-hint"
            ${values.empty === '1' ? html` checked` : ''}
          />
          Start with an empty repository, to push an existing book
        </label>
        <p class="hint" id="empty-hint">
          Without it the project starts with a sample book on <code>main</code>. An empty repository takes a
          push of any existing book (an O'Reilly Atlas repository with its <code>atlas.json</code> too); the
          first branch you push becomes the default branch.
        </p>
        <button type="submit" class="button primary">Create project</button>
      </form>
    </section>`,
  });
}

/** A branch picker that goes to the same place (`to`: the file tree, the commits or the builds) on that branch. */
export function branchSwitcher(
  project: ProjectView,
  branches: string[],
  current: string,
  path: string,
  to: 'tree' | 'commits' | 'builds' = 'tree',
): SafeHtml {
  return html`<form method="get" action="${projectUrl(project, '/switch')}" class="branch-switcher">
    ${to === 'tree' ? '' : html`<input type="hidden" name="to" value="${to}" />`}
    <label for="branch-select">Branch</label>
    <select id="branch-select" name="branch" data-autosubmit>
      ${branches.map((b) => html`<option value="${b}" ${b === current ? html` selected` : ''}>${b}</option>`)}
    </select>
    <input type="hidden" name="path" value="${path}" />
    <button type="submit" class="button small" data-js-hide>Switch</button>
  </form>`;
}

export function breadcrumbs(project: ProjectView, branch: string, path: string): SafeHtml {
  const parts = path ? path.split('/') : [];
  const root = projectUrl(project, `/tree/${encodePath(branch)}`);
  return html`<nav class="crumbs" aria-label="Folder">
    <a href="${root}">${project.name}</a>${parts.map((part, i) => {
      const sub = parts.slice(0, i + 1).join('/');
      return i === parts.length - 1
        ? html` / <span aria-current="page">${part}</span>`
        : html` / <a href="${root}/${encodePath(sub)}">${part}</a>`;
    })}
  </nav>`;
}

export function formatSize(size: number | null): string {
  if (size === null) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

export interface TreeData {
  branch: string;
  branches: string[];
  path: string;
  commit: string;
  entries: TreeEntry[];
  cloneUrl: string;
  /** The commit at the branch tip, and the newest commit that changed each entry (by name). */
  latest?: CommitSummary;
  lastChanges?: Map<string, CommitSummary>;
  /** The server's SSH host key fingerprint, to check the first `ssh` prompt against. */
  hostKey?: string;
}

/** The fingerprint ssh shows on a first connection, published so it can be checked. */
export function hostKeyNote(hostKey: string | undefined): SafeHtml {
  return hostKey
    ? html`<p class="muted small host-key">
        The first time, <code>ssh</code> asks you to confirm the server's key: it must be
        <code class="fingerprint">${hostKey}</code>.
      </p>`
    : html``;
}

export function treePage(web: WebContext, project: ProjectView, data: TreeData, notice?: string): SafeHtml {
  const { branch, path, entries } = data;
  const writable = canWrite(project, web.user);
  const sorted = [...entries].sort((a, b) =>
    a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'tree' ? -1 : 1,
  );
  const folderSuffix = path ? `/${encodePath(path)}` : '';
  const rows = sorted.map((e) => {
    const href = projectUrl(
      project,
      `/${e.type === 'tree' ? 'tree' : 'blob'}/${encodePath(branch)}/${encodePath(e.path)}`,
    );
    return html`<li class="entry ${e.type === 'tree' ? 'dir' : 'file'}">
      <span class="icon" aria-hidden="true">${e.type === 'tree' ? '▸' : '·'}</span>
      ${e.type === 'commit' ? html`<span>${e.name} <span class="muted">(submodule)</span></span>` : html`<a href="${href}">${e.name}${e.type === 'tree' ? '/' : ''}</a>`}
      ${lastChange(project, data.lastChanges?.get(e.name))}
      <span class="muted small size"
        >${e.type === 'blob' ? formatSize(e.size) : e.type === 'tree' ? 'folder' : ''}</span
      >
    </li>`;
  });
  return projectPage(
    web,
    project,
    'files',
    path || 'Files',
    html`${alert('notice', notice)}
      <div class="toolbar">
        ${branchSwitcher(project, data.branches, branch, path)} ${breadcrumbs(project, branch, path)}
        <span class="spacer"></span>
        ${
          writable
            ? html`<a
                  class="button small"
                  href="${projectUrl(project, `/new/${encodePath(branch)}${folderSuffix}`)}"
                  >New file</a
                >
                <a
                  class="button small"
                  href="${projectUrl(project, `/upload/${encodePath(branch)}${folderSuffix}`)}"
                  >Upload image</a
                >`
            : ''
        }
        <a
          class="button small primary"
          href="${projectUrl(project, `/builds?branch=${encodeURIComponent(branch)}`)}"
          >Build</a
        >
      </div>
      ${
        data.latest
          ? html`<p class="latest-commit card">
              ${commitLine(project, data.latest, { label: 'Latest commit:' })}
              <a
                class="small history-link"
                href="${projectUrl(project, `/commits/${encodePath(branch)}${folderSuffix}`)}"
                >History</a
              >
            </p>`
          : ''
      }
      ${
        rows.length
          ? html`<ul class="tree card" aria-label="Files in ${path || 'the repository root'}">
              ${rows}
            </ul>`
          : html`<div class="empty card"><p>This folder is empty.</p></div>`
      }
      <section class="card clone-box">
        <h2>Clone</h2>
        ${copyable('clone-url', data.cloneUrl, 'Clone address')}
        <p class="muted small">
          Add an <a href="/settings/ssh">SSH key</a> to your account, then
          <code>git clone ${data.cloneUrl}</code>. Commit ${data.commit.slice(0, 10)} on
          <code>${branch}</code>.
        </p>
        ${hostKeyNote(data.hostKey)}
      </section>`,
  );
}

/** An entry's newest change: its commit's subject (linked) and when. */
function lastChange(project: ProjectView, commit: CommitSummary | undefined): SafeHtml {
  if (!commit) return html`<span class="last-change"></span>`;
  return html`<span class="last-change small"
    ><a
      class="muted"
      href="${commitUrl(project, commit.sha)}"
      title="${shortSha(commit.sha)} by ${commit.authorName}"
      >${commit.subject}</a
    >
    <span class="muted">${relativeTime(commit.authoredAt)}</span></span
  >`;
}

/** What an empty project (no branch yet) shows instead of files: how to push a book into it, like GitHub. */
export function emptyProjectPage(
  web: WebContext,
  project: ProjectView,
  cloneUrl: string,
  hostKey?: string,
): SafeHtml {
  const writable = canWrite(project, web.user);
  return projectPage(
    web,
    project,
    'files',
    'Empty project',
    html`<section class="card empty-project">
      <h2>This project is empty</h2>
      ${
        writable
          ? html`<p>
              Push a book into it. The first branch you push becomes the default branch: an existing O'Reilly
              Atlas book keeps its <code>master</code> branch and its <code>atlas.json</code> as they are.
            </p>`
          : html`<p>
              Nothing has been pushed yet. Its owner or a write collaborator can push a book into it.
            </p>`
      }
      ${copyable('clone-url', cloneUrl, 'Clone address')} ${hostKeyNote(hostKey)}
      ${
        writable
          ? html`<h3>Push an existing repository</h3>
              <p>
                Add an <a href="/settings/ssh">SSH key</a> to your account, then, in your book's repository:
              </p>
              <pre
                class="code commands"
                aria-label="Commands to push an existing repository"
              ><code>git remote add octavo ${cloneUrl}
git push octavo master</code></pre>
              <p class="muted small">
                Use your branch's name instead of <code>master</code> if it has another one (<code
                  >git branch --show-current</code
                >
                shows it); <code>git push octavo --all</code> pushes every branch.
              </p>
              <h3>Or start a new repository</h3>
              <pre
                class="code commands"
                aria-label="Commands to start a new repository"
              ><code>git clone ${cloneUrl}
cd ${project.name}
# add platform.json (or atlas.json) listing your chapters, then
git add -A
git commit -m "Start the book"
git push origin HEAD:main</code></pre>`
          : ''
      }
    </section>`,
  );
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function imageTypeOf(path: string): string | undefined {
  return IMAGE_TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
}

export function isText(content: Buffer): boolean {
  return !content.subarray(0, 8000).includes(0);
}
