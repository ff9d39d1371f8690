import { randomUUID } from 'node:crypto';
import { html, Interpolation, SafeHtml } from '../html';
import { FORM_KEY_FIELD } from '../once-per-form';
import type { WebContext } from '../web-context';

export interface PageOptions {
  title: string;
  web: WebContext;
  body: Interpolation;
  /** Extra bundles from /assets (the editor): each `x.js` comes with its stylesheet `x.css`. */
  scripts?: string[];
  /** Scripts from /assets that have no stylesheet of their own, loaded in this order. */
  plainScripts?: string[];
}

/** A hidden CSRF field: every POST form starts with this. */
export function csrfField(web: WebContext): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${web.csrf}" />`;
}

/**
 * A create form's key, new each time the form is rendered: submitting the same rendered form twice creates
 * one thing (src/web/once-per-form.ts).
 */
export function onceField(): SafeHtml {
  return html`<input type="hidden" name="${FORM_KEY_FIELD}" value="${randomUUID()}" />`;
}

function header(web: WebContext): SafeHtml {
  const account = web.user
    ? html`<a class="nav-link" href="/settings/tokens" aria-label="Account settings for ${web.user.username}"
          ><span class="avatar" aria-hidden="true">${web.user.username.slice(0, 1).toUpperCase()}</span
          >${web.user.username}</a
        >
        <form method="post" action="/logout" class="inline">
          ${csrfField(web)}<button type="submit" class="link-button">Log out</button>
        </form>`
    : html`<a class="nav-link" href="/login">Log in</a> <a class="button small" href="/signup">Sign up</a>`;
  return html`<header class="site-header">
    <div class="bar">
      <a class="brand" href="/"><span class="brand-mark" aria-hidden="true">8°</span>Octavo</a>
      <nav aria-label="Main">
        ${
          web.user
            ? html`<a class="nav-link" href="/">Projects</a> <a class="nav-link" href="/new">New project</a>`
            : ''
        }
      </nav>
      <div class="account">${account}</div>
    </div>
  </header>`;
}

export function page({ title, web, body, scripts = [], plainScripts = [] }: PageOptions): SafeHtml {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="csrf-token" content="${web.csrf}" />
        <title>${title} · Octavo</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/assets/style.css" />
        <script src="/assets/app.js" defer></script>
        ${scripts.map((s) => html`<link rel="stylesheet" href="/assets/${s.replace(/\.js$/, '.css')}" />`)}
        ${scripts.map((s) => html`<script src="/assets/${s}" defer></script>`)}
        ${plainScripts.map((s) => html`<script src="/assets/${s}" defer></script>`)}
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to content</a>
        ${header(web)}
        <main id="main" tabindex="-1">${body}</main>
        <footer class="site-footer">
          <p>Octavo · Git-backed book publishing · <a href="/docs">API docs</a></p>
        </footer>
      </body>
    </html>`;
}

/**
 * A message box: `error` for rejections (announced to screen readers), `notice` for confirmations; nothing when
 * there is no message (a form shown for the first time, a page reached without `?done=`).
 */
export function alert(kind: 'error' | 'notice', message: Interpolation): SafeHtml {
  if (message === undefined || message === null || message === '') return html``;
  return kind === 'error'
    ? html`<div class="alert error" role="alert">${message}</div>`
    : html`<div class="alert notice" role="status">${message}</div>`;
}

export function fieldErrors(errors: Record<string, string>, name: string): SafeHtml {
  return errors[name] ? html`<p class="field-error" id="${name}-error">${errors[name]}</p>` : html``;
}

export function describedBy(errors: Record<string, string>, name: string, hint?: string): SafeHtml {
  const ids = [hint, errors[name] ? `${name}-error` : ''].filter(Boolean).join(' ');
  return ids ? html` aria-describedby="${ids}"${errors[name] ? html` aria-invalid="true"` : ''}` : html``;
}

export function relativeTime(iso: string | undefined, now = Date.now()): SafeHtml {
  if (!iso) return html``;
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  const text =
    seconds < 60
      ? 'just now'
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min ago`
        : seconds < 86400
          ? `${Math.floor(seconds / 3600)} h ago`
          : `${Math.floor(seconds / 86400)} days ago`;
  return html`<time datetime="${iso}" title="${iso}">${text}</time>`;
}

export function duration(startIso: string | undefined, endIso: string | undefined): string {
  if (!startIso || !endIso) return '';
  const ms = Date.parse(endIso) - Date.parse(startIso);
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
