import type { ApiTokenView, SshKeyView, UserView } from '../../../projections/read-model-types';
import type { IssuedToken } from '../../accounts/issue-api-token.handler';
import { html, Interpolation, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import type { FormState } from './auth-views';
import { alert, csrfField, describedBy, fieldErrors, page, relativeTime } from './layout';

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
    ? html`<table class="list">
        <caption class="visually-hidden">
          Your API tokens
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col"><span class="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          ${tokens.map(
            (t) =>
              html`<tr>
                <td data-label="Name"><strong>${t.name}</strong></td>
                <td data-label="Created">${relativeTime(t.createdAt)}</td>
                <td data-label="Last used" class="muted">
                  ${t.lastUsedAt ? relativeTime(t.lastUsedAt) : 'never'}
                </td>
                <td class="actions">
                  <form
                    method="post"
                    action="/settings/tokens/${t.id}/revoke"
                    class="inline"
                    data-confirm="Revoke the token ${t.name}? Programs using it will stop working."
                  >
                    ${csrfField(web)}<button type="submit" class="button small danger">
                      Revoke<span class="visually-hidden"> ${t.name}</span>
                    </button>
                  </form>
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`
    : html`<div class="empty">
        <p>
          <strong>No tokens yet.</strong> Create one to use the HTTP API or the
          <code>octavo</code> command-line client.
        </p>
        <p><a class="button" href="#token-name">Create a token</a></p>
      </div>`;
  return settingsPage(
    web,
    'tokens',
    'API tokens',
    html`${notice ? alert('notice', notice) : ''}
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
        ${form.message ? alert('error', form.message) : ''}
        <form method="post" action="/settings/tokens" class="row-form">
          ${csrfField(web)}
          <label for="token-name">Name</label>
          <input
            id="token-name"
            name="name"
            required
            maxlength="100"
            placeholder="for example: laptop CLI"
            value="${form.values.name ?? ''}"
            ${describedBy(form.errors, 'name')}
          />
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
              <form
                method="post"
                action="/settings/ssh/${k.id}/delete"
                class="inline"
                data-confirm="Delete the key ${k.title}? Pushes with it will be refused."
              >
                ${csrfField(web)}<button type="submit" class="button small danger">
                  Delete<span class="visually-hidden"> ${k.title}</span>
                </button>
              </form>
            </li>`,
        )}
      </ul>`
    : html`<div class="empty">
        <p>
          <strong>No SSH keys yet.</strong> Add one to clone and push with Git. Make a key with
          <code>ssh-keygen -t ed25519</code> and paste the contents of
          <code>~/.ssh/id_ed25519.pub</code> below.
        </p>
        <p><a class="button" href="#key-title">Add a key</a></p>
      </div>`;
  return settingsPage(
    web,
    'ssh',
    'SSH keys',
    html`${notice ? alert('notice', notice) : ''}
      <section>
        <h2>Your SSH keys</h2>
        ${list}
      </section>
      <section>
        <h2>Add a key</h2>
        ${form.message ? alert('error', form.message) : ''}
        <form method="post" action="/settings/ssh" class="stack">
          ${csrfField(web)}
          <label for="key-title">Title</label>
          <input
            id="key-title"
            name="title"
            maxlength="100"
            placeholder="for example: work laptop"
            value="${form.values.title ?? ''}"
            ${describedBy(form.errors, 'title')}
          />
          ${fieldErrors(form.errors, 'title')}
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

export function profilePage(web: WebContext, user: UserView, form: FormState, notice?: string): SafeHtml {
  return settingsPage(
    web,
    'profile',
    'Profile',
    html`${notice ? alert('notice', notice) : ''}
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
        ${form.message ? alert('error', form.message) : ''}
        <form method="post" action="/settings/password" class="stack">
          ${csrfField(web)}
          <label for="current-password">Current password</label>
          <input
            id="current-password"
            name="current_password"
            type="password"
            required
            autocomplete="current-password"
            ${describedBy(form.errors, 'current_password')}
          />
          ${fieldErrors(form.errors, 'current_password')}
          <label for="new-password">New password</label>
          <input
            id="new-password"
            name="new_password"
            type="password"
            required
            minlength="8"
            autocomplete="new-password"
            ${describedBy(form.errors, 'new_password', 'new-password-hint')}
          />
          <p class="hint" id="new-password-hint">At least 8 characters.</p>
          ${fieldErrors(form.errors, 'new_password')}
          <label for="repeat-password">Repeat the new password</label>
          <input
            id="repeat-password"
            name="repeat_password"
            type="password"
            required
            autocomplete="new-password"
            ${describedBy(form.errors, 'repeat_password')}
          />
          ${fieldErrors(form.errors, 'repeat_password')}
          <button type="submit" class="button primary">Change password</button>
        </form>
      </section>`,
  );
}
