import type { ProjectView } from '../../../projections/read-model-types';
import type { SiteView } from '../../../projections/sites.projection';
import { html, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { labelledInput, removeButtonForm } from './form-parts';
import { alert, csrfField, fieldErrors, relativeTime } from './layout';
import { emptyList } from './list-parts';
import { projectPage, projectUrl, visibilityBadge } from './project-views';
import { copyable } from './settings-views';

export function projectSettingsPage(
  web: WebContext,
  project: ProjectView,
  cloneUrl: string,
  forms: { collaborator: FormState; delete: FormState; site: FormState; defaultBranch: FormState },
  site: SiteView | null,
  baseUrl: string,
  notice?: string,
): SafeHtml {
  const c = forms.collaborator;
  const collaborators = project.collaborators.length
    ? html`<ul class="key-list">
        ${project.collaborators.map(
          (m) =>
            html`<li class="key">
              <div>
                <strong>${m.username}</strong>
                <span class="badge">${m.permission === 'write' ? 'read and write' : 'read only'}</span>
              </div>
              ${removeButtonForm(web, {
                action: projectUrl(
                  project,
                  `/settings/collaborators/${encodeURIComponent(m.username)}/remove`,
                ),
                label: 'Remove',
                subject: m.username,
              })}
            </li>`,
        )}
      </ul>`
    : emptyList(
        html`<strong>No collaborators yet.</strong> Only you can change this project. Give a co-author or an
          editor access by their username.`,
        { href: '#collaborator', label: 'Add a collaborator' },
      );
  return projectPage(
    web,
    project,
    'settings',
    'Settings',
    html`${alert('notice', notice)}
      <section class="card" id="clone">
        <h2>Clone address</h2>
        ${copyable('clone-address', cloneUrl, 'Clone address')}
        <p>Add your public key under <a href="/settings/ssh">Account settings → SSH</a>, then:</p>
        <pre class="code commands"><code>git clone ${cloneUrl}
cd ${project.name}
# edit, then
git add -A
git commit -m "Write chapter 2"
git push origin ${project.defaultBranch}</code></pre>
        <p class="muted small">
          Already have a book in a local repository? <code>git remote add octavo ${cloneUrl}</code> and
          <code>git push octavo ${project.defaultBranch}</code>.
        </p>
      </section>

      <section class="card" id="default-branch">
        <h2>Default branch</h2>
        ${
          project.branches.length
            ? html`<p>
                  Clones check out <code>${project.defaultBranch}</code>, the web pages show it first, and
                  builds without a branch use it (or <code>master</code> when there is one).
                </p>
                ${alert('error', forms.defaultBranch.message)}
                <form
                  method="post"
                  action="${projectUrl(project, '/settings/default-branch')}"
                  class="row-form"
                >
                  ${csrfField(web)}
                  <label for="default-branch-select">Default branch</label>
                  <select id="default-branch-select" name="default_branch">
                    ${project.branches.map(
                      (b) =>
                        html`<option
                          value="${b.name}"
                          ${b.name === project.defaultBranch ? html` selected` : ''}
                        >
                          ${b.name}
                        </option>`,
                    )}
                  </select>
                  <button type="submit" class="button">Change default branch</button>
                  ${fieldErrors(forms.defaultBranch.errors, 'default_branch')}
                </form>`
            : html`<p>This project is empty: the first branch pushed to it becomes the default branch.</p>`
        }
      </section>

      <section class="card" id="collaborators">
        <h2>Collaborators</h2>
        ${collaborators} ${alert('error', c.message)}
        <form method="post" action="${projectUrl(project, '/settings/collaborators')}" class="row-form">
          ${csrfField(web)}
          ${labelledInput(c.errors, {
            id: 'collaborator',
            name: 'username',
            label: 'Username',
            attributes: html`required autocomplete="off"`,
            value: c.values.username ?? '',
          })}
          <label for="permission">Permission</label>
          <select id="permission" name="permission">
            <option value="read" ${c.values.permission === 'read' ? html` selected` : ''}>
              Read (clone, build)
            </option>
            <option value="write" ${c.values.permission !== 'read' ? html` selected` : ''}>
              Write (also push and edit)
            </option>
          </select>
          <button type="submit" class="button primary">Save collaborator</button>
          ${fieldErrors(c.errors, 'username')}
        </form>
      </section>

      <section class="card" id="visibility">
        <h2>Visibility</h2>
        <p>
          This project is ${visibilityBadge(project)}
          ${project.visibility === 'public' ? 'Anyone can read and clone it.' : 'Only you and its collaborators can see it.'}
        </p>
        <form method="post" action="${projectUrl(project, '/settings/visibility')}" class="inline-form">
          ${csrfField(web)}
          <input
            type="hidden"
            name="visibility"
            value="${project.visibility === 'public' ? 'private' : 'public'}"
          />
          <button type="submit" class="button">
            ${project.visibility === 'public' ? 'Make it private' : 'Make it public'}
          </button>
        </form>
      </section>

      <section class="card" id="site">
        <h2>Published site</h2>
        ${
          site
            ? html`<p class="site-status">
                  The site at
                  <a href="${`${baseUrl}/sites/${project.fullName}/`}"
                    >${`${baseUrl}/sites/${project.fullName}/`}</a
                  >
                  shows
                  <a href="${projectUrl(project, `/builds/${site.buildId}`)}">build #${site.buildId}</a>,
                  published ${relativeTime(site.publishedAt)}.
                  <span class="badge">${site.public ? 'public' : 'private to readers of this project'}</span>
                </p>
                <p class="site-follow">
                  ${
                    site.followBranch
                      ? html`It follows <code>${site.followBranch}</code>: each HTML build of that branch is
                          published when it completes.`
                      : html`It follows no branch: it shows this build until you publish again.`
                  }
                </p>`
            : html`<p>
                Publish the latest HTML build as a website at <code>/sites/${project.fullName}/</code>.
              </p>`
        }
        ${alert('error', forms.site.message)}
        <form method="post" action="${projectUrl(project, '/settings/site')}" class="stack">
          ${csrfField(web)}
          <label class="checkbox">
            <input type="checkbox" name="public" value="1" ${site?.public ? 'checked' : ''} />
            Public: anyone with the link can read it (otherwise only people who can read this project)
          </label>
          <label for="site-follow">Keep it up to date</label>
          <select id="site-follow" name="follow">
            <option value="" ${site?.followBranch ? '' : html`selected`}>
              No: publish the latest HTML build now, and keep it until I publish again
            </option>
            ${project.branches.map(
              (b) =>
                html`<option value="${b.name}" ${site?.followBranch === b.name ? html`selected` : ''}>
                  Follow ${b.name}: publish each new HTML build of it as it completes
                </option>`,
            )}
          </select>
          <button type="submit" class="button">
            ${site ? 'Publish the latest HTML build again' : 'Publish the latest HTML build'}
          </button>
        </form>
      </section>

      <section class="card" id="webhooks">
        <h2>Builds on push and webhooks</h2>
        <p>
          Build chosen formats whenever you push to chosen branches, and have each finished build POSTed to
          your URL, signed with your secret.
        </p>
        <p>
          <a class="button" href="${projectUrl(project, '/settings/automation')}"
            >Set up builds on push and webhooks</a
          >
        </p>
      </section>

      <section class="card danger-zone" id="delete">
        <h2>Delete this project</h2>
        <p>This deletes the repository and all its branches. Builds already made stay in the history.</p>
        ${alert('error', forms.delete.message)}
        <form method="post" action="${projectUrl(project, '/delete')}" class="stack">
          ${csrfField(web)}
          <label for="confirm-name">Type <strong>${project.fullName}</strong> to confirm</label>
          <input id="confirm-name" name="confirm" required autocomplete="off" class="mono" />
          <button type="submit" class="button danger">Delete ${project.fullName}</button>
        </form>
      </section>`,
  );
}
