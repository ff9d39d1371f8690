import type { ApiTokenView, ProjectView, SshKeyView, UserView } from '../../../projections/read-model-types';
import type { WebSessionView } from '../../../projections/web-sessions.projection';
import type { IssuedToken } from '../../accounts/issue-api-token.command';
import { html, Interpolation, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { inputField, labelledInput, removeButtonForm } from './form-parts';
import { alert, csrfField, onceField, describedBy, fieldErrors, page, relativeTime } from './layout';
import { emptyList, listTable } from './list-parts';

type Tab = 'tokens' | 'ssh' | 'profile';

function settingsPage(web: WebContext, tab: Tab, title: string, body: Interpolation): SafeHtml {
  const tabs: Array<[Tab, string]> = [
    ['tokens', 'Tokens'],
    ['ssh', 'SSH'],
    ['profile', 'Profile'],
  ];
  return page({
    title,
    web,
    body: html`<h1>Account settings</h1>
      <nav class="tabs" aria-label="Account settings">
        ${tabs.map(
          ([id, label]) =>
            html`<a href="/settings/${id}" ${id === tab ? html` aria-current="page" class="active"` : ''}
              >${label}</a
            >`,
        )}
      </nav>
      <div class="tab-panel">${body}</div>`,
  });
}

export function copyable(id: string, value: string, label: string): SafeHtml {
  return html`<div class="copy-field">
    <input id="${id}" value="${value}" readonly aria-label="${label}" class="mono" />
    <button type="button" class="button small" data-copy="#${id}">Copy</button>
  </div>`;
}

export function tokensPage(
  web: WebContext,
  tokens: ApiTokenView[],
  form: FormState,
  issued: IssuedToken | null,
  notice?: string,
): SafeHtml {
  const list = tokens.length
    ? listTable({
        className: 'list',
        caption: 'Your API tokens',
        columns: ['Name', 'Created', 'Last used', html`<span class="visually-hidden">Actions</span>`],
        rows: tokens.map(
          (t) =>
            html`<tr>
              <td data-label="Name"><strong>${t.name}</strong></td>
              <td data-label="Created">${relativeTime(t.createdAt)}</td>
              <td data-label="Last used" class="muted">
                ${t.lastUsedAt ? relativeTime(t.lastUsedAt) : 'never'}
              </td>
              <td class="actions">
                ${removeButtonForm(web, {
                  action: `/settings/tokens/${t.id}/revoke`,
                  label: 'Revoke',
                  subject: t.name,
                  confirm: `Revoke the token ${t.name}? Programs using it will stop working.`,
                })}
              </td>
            </tr>`,
        ),
      })
    : emptyList(
        html`<strong>No tokens yet.</strong> Create one to use the HTTP API or the
          <code>octavo</code> command-line client.`,
        { href: '#token-name', label: 'Create a token' },
      );
  return settingsPage(
    web,
    'tokens',
    'API tokens',
    html`${alert('notice', notice)}
      ${
        issued
          ? html`<div class="alert success" role="status">
              <p><strong>Token "${issued.name}" created.</strong> Copy it now: it is shown only this once.</p>
              ${copyable('new-token', issued.token, 'New API token')}
            </div>`
          : ''
      }
      <section>
        <h2>Create a token</h2>
        ${alert('error', form.message)}
        <form method="post" action="/settings/tokens" class="row-form">
          ${csrfField(web)}${onceField()}
          ${labelledInput(form.errors, {
            id: 'token-name',
            name: 'name',
            label: 'Name',
            attributes: html`required maxlength="100" placeholder="for example: laptop CLI"`,
            value: form.values.name ?? '',
          })}
          <button type="submit" class="button primary">Create token</button>
          ${fieldErrors(form.errors, 'name')}
        </form>
      </section>
      <section>
        <h2>Your tokens</h2>
        ${list}
      </section>`,
  );
}

export function sshKeysPage(web: WebContext, keys: SshKeyView[], form: FormState, notice?: string): SafeHtml {
  const list = keys.length
    ? html`<ul class="key-list">
        ${keys.map(
          (k) =>
            html`<li class="key">
              <div>
                <strong class="key-title">${k.title}</strong>
                <span class="badge">${k.keyType}</span>
                <div class="mono fingerprint">${k.fingerprint}</div>
                <div class="muted small">Added ${relativeTime(k.createdAt)}</div>
              </div>
              ${removeButtonForm(web, {
                action: `/settings/ssh/${k.id}/delete`,
                label: 'Delete',
                subject: k.title,
                confirm: `Delete the key ${k.title}? Pushes with it will be refused.`,
              })}
            </li>`,
        )}
      </ul>`
    : emptyList(
        html`<strong>No SSH keys yet.</strong> Add one to clone and push with Git. Make a key with
          <code>ssh-keygen -t ed25519</code> and paste the contents of
          <code>~/.ssh/id_ed25519.pub</code> below.`,
        { href: '#key-title', label: 'Add a key' },
      );
  return settingsPage(
    web,
    'ssh',
    'SSH keys',
    html`${alert('notice', notice)}
      <section>
        <h2>Your SSH keys</h2>
        ${list}
      </section>
      <section>
        <h2>Add a key</h2>
        ${alert('error', form.message)}
        <form method="post" action="/settings/ssh" class="stack">
          ${csrfField(web)}${onceField()}
          ${inputField(form.errors, {
            id: 'key-title',
            name: 'title',
            label: 'Title',
            attributes: html`maxlength="100" placeholder="for example: work laptop"`,
            value: form.values.title ?? '',
          })}
          <label for="key-body">Key</label>
          <textarea
            id="key-body"
            name="key"
            rows="4"
            class="mono"
            required
            spellcheck="false"
            placeholder="ssh-ed25519 AAAA… you@laptop"
            ${describedBy(form.errors, 'key', 'key-hint')}
          >
${form.values.key ?? ''}</textarea>
          <p class="hint" id="key-hint">
            Ed25519, ECDSA or RSA (at least 2048 bits) public key: one line starting with <code>ssh-</code> or
            <code>ecdsa-</code>.
          </p>
          ${fieldErrors(form.errors, 'key')}
          <button type="submit" class="button primary">Add key</button>
        </form>
      </section>`,
  );
}

/** The Profile tab: the account, its password and the browsers signed in to it. */
export interface ProfileTab {
  user: UserView;
  /** The password form: empty, or as rejected. */
  form: FormState;
  sessions: WebSessionView[];
  /** The `id` (hash) of the session showing the page. */
  currentSessionId: string;
  notice?: string;
  /** Why a "Sign out" was refused. */
  sessionsError?: string;
  /** Projects the user owns: while there are any, the account cannot be deleted. */
  ownedProjects: ProjectView[];
  /** The delete-account form: empty, or as rejected. */
  deleteForm: FormState;
}

export function profilePage(web: WebContext, tab: ProfileTab): SafeHtml {
  const { user, form } = tab;
  return settingsPage(
    web,
    'profile',
    'Profile',
    html`${alert('notice', tab.notice)}
      <section>
        <h2>Profile</h2>
        <dl class="facts">
          <dt>Username</dt>
          <dd>${user.username}</dd>
          <dt>Email</dt>
          <dd>${user.email}</dd>
          <dt>Member since</dt>
          <dd>${relativeTime(user.createdAt)}</dd>
          <dt>Role</dt>
          <dd>${user.admin ? 'Administrator' : 'Author'}</dd>
        </dl>
      </section>
      <section>
        <h2>Password</h2>
        ${alert('error', form.message)}
        <form method="post" action="/settings/password" class="stack">
          ${csrfField(web)}
          ${inputField(form.errors, {
            id: 'current-password',
            name: 'current_password',
            label: 'Current password',
            attributes: html`type="password" required autocomplete="current-password"`,
          })}
          ${inputField(form.errors, {
            id: 'new-password',
            name: 'new_password',
            label: 'New password',
            attributes: html`type="password" required minlength="8" autocomplete="new-password"`,
            hint: {
              id: 'new-password-hint',
              text: 'At least 8 characters. Every other browser signed in to your account is signed out.',
            },
          })}
          ${inputField(form.errors, {
            id: 'repeat-password',
            name: 'repeat_password',
            label: 'Repeat the new password',
            attributes: html`type="password" required autocomplete="new-password"`,
          })}
          <button type="submit" class="button primary">Change password</button>
        </form>
      </section>
      ${sessionsSection(web, tab)} ${deleteAccountSection(web, tab)}`,
  );
}

/**
 * Deleting the account, last on the page. While the user owns projects it says which and how to go on, as the
 * command's refusal does, instead of offering a form that can only be refused.
 */
function deleteAccountSection(web: WebContext, tab: ProfileTab): SafeHtml {
  const form = tab.deleteForm;
  const owned = tab.ownedProjects;
  const consequences = html`<p class="hint">
    Your API tokens, SSH keys and every signed-in browser stop working at once, you are removed as a
    collaborator from other people's projects, and your password can never be read again. The username
    <strong>${tab.user.username}</strong> is not given to anyone else. This cannot be undone.
  </p>`;
  if (owned.length > 0) {
    return html`<section id="delete-account">
      <h2>Delete account</h2>
      ${consequences} ${alert('error', form.message)}
      <p>
        You still own ${owned.length === 1 ? 'this project' : `these ${owned.length} projects`}. Delete
        ${owned.length === 1 ? 'it' : 'them'} first (each project's settings → Delete project), then come back
        here:
      </p>
      <ul>
        ${owned.map((p) => html`<li><a href="/${p.fullName}/settings">${p.fullName}</a></li>`)}
      </ul>
    </section>`;
  }
  return html`<section id="delete-account">
    <h2>Delete account</h2>
    ${consequences} ${alert('error', form.message)}
    <form
      method="post"
      action="/settings/delete-account"
      class="stack"
      data-confirm="Delete the account ${tab.user.username} for good? This cannot be undone."
    >
      ${csrfField(web)}${onceField()}
      ${inputField(form.errors, {
        id: 'delete-password',
        name: 'password',
        label: 'Your password, to confirm',
        attributes: html`type="password" required autocomplete="current-password"`,
        hint: { id: 'delete-password-hint', text: 'The password you log in with.' },
      })}
      <button type="submit" class="button danger">Delete my account</button>
    </form>
  </section>`;
}

function sessionsSection(web: WebContext, tab: ProfileTab): SafeHtml {
  const current = tab.sessions.filter((s) => s.id === tab.currentSessionId);
  const others = tab.sessions.filter((s) => s.id !== tab.currentSessionId);
  // Never empty: the session showing the page is one of them, listed first.
  const list = listTable({
    className: 'list',
    caption: 'Browsers signed in to your account',
    columns: ['Browser', 'Signed in', html`<span class="visually-hidden">Actions</span>`],
    rows: [...current, ...others].map((s) => {
      const isCurrent = s.id === tab.currentSessionId;
      return html`<tr>
        <td data-label="Browser">
          <strong>${s.label}</strong>${isCurrent ? html` <span class="badge">this session</span>` : ''}
        </td>
        <td data-label="Signed in">${relativeTime(s.startedAt)}</td>
        <td class="actions">
          ${
            isCurrent
              ? ''
              : removeButtonForm(web, {
                  action: `/settings/sessions/${s.id}/revoke`,
                  label: 'Sign out',
                  subject: html`${s.label}, signed in ${relativeTime(s.startedAt)}`,
                  confirm: `Sign out ${s.label}? That browser will have to log in again.`,
                })
          }
        </td>
      </tr>`;
    }),
  });
  return html`<section id="sessions">
    <h2>Sessions</h2>
    <p class="hint">
      Browsers signed in to your account. Sign out any you do not recognise, then change your password.
    </p>
    ${alert('error', tab.sessionsError)} ${list}
    ${
      others.length
        ? html`<form
            method="post"
            action="/settings/sessions/revoke-others"
            class="form-actions"
            data-confirm="Sign out every other browser? Each will have to log in again."
          >
            ${csrfField(web)}
            <button type="submit" class="button danger">Sign out everywhere else</button>
          </form>`
        : html`<p class="muted">No other browser is signed in.</p>`
    }
  </section>`;
}
