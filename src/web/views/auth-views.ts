import { html, SafeHtml } from '../html';
import type { SignedOutReason } from '../../sessions/session-codec';
import type { WebContext } from '../web-context';
import { inputField } from './form-parts';
import { alert, csrfField, page } from './layout';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
}

export const emptyForm = (): FormState => ({ values: {}, errors: {} });

export function signupPage(web: WebContext, form: FormState): SafeHtml {
  const { values, errors } = form;
  return page({
    title: 'Sign up',
    web,
    body: html`<section class="narrow card">
      <h1>Create your account</h1>
      <p class="lead">
        Write in Markdown, AsciiDoc or HTMLBook, push with Git, and build PDF, EPUB, MOBI and HTML.
      </p>
      ${alert('error', form.message)}
      <form method="post" action="/signup" class="stack" novalidate>
        ${csrfField(web)}
        ${inputField(errors, {
          id: 'username',
          name: 'username',
          label: 'Username',
          attributes: html`autocomplete="username" required maxlength="39"`,
          value: values.username ?? '',
          hint: {
            id: 'username-hint',
            text: html`Letters, digits, "-" or "_"; it becomes part of your projects' addresses.`,
          },
        })}
        ${inputField(errors, {
          id: 'email',
          name: 'email',
          label: 'Email',
          attributes: html`type="email" autocomplete="email" required`,
          value: values.email ?? '',
        })}
        ${inputField(errors, {
          id: 'password',
          name: 'password',
          label: 'Password',
          attributes: html`type="password" autocomplete="new-password" required minlength="8"`,
          hint: {
            id: 'password-hint',
            text: 'At least 8 characters. A few unrelated words make a strong one.',
          },
        })}
        ${inputField(errors, {
          id: 'password_confirmation',
          name: 'password_confirmation',
          label: 'Repeat the password',
          attributes: html`type="password" autocomplete="new-password" required`,
        })}
        <button type="submit" class="button primary">Sign up</button>
      </form>
      <p class="muted">Already have an account? <a href="/login">Log in</a>.</p>
    </section>`,
  });
}

const SIGNED_OUT: Record<SignedOutReason, string> = {
  'logged-out': 'You were signed out: this session was logged out. Log in again to continue.',
  revoked:
    'You were signed out: this session was ended from another browser signed in to your account. Log in again to continue.',
  'password-changed':
    'You were signed out because the password of your account was changed. Log in with the new password.',
  'account-deleted': 'You were signed out because your account was deleted.',
  unknown: 'You were signed out. Log in again to continue.',
};

/** What the log-in page says to a browser whose signed-in session had ended. */
export function signedOutNotice(reason: SignedOutReason | undefined): string | undefined {
  return reason ? SIGNED_OUT[reason] : undefined;
}

export function loginPage(web: WebContext, form: FormState, next: string, notice?: string): SafeHtml {
  return page({
    title: 'Log in',
    web,
    body: html`<section class="narrow card">
      <h1>Log in</h1>
      ${alert('notice', notice)} ${alert('error', form.message)}
      <form method="post" action="/login" class="stack">
        ${csrfField(web)}
        <input type="hidden" name="next" value="${next}" />
        <label for="username">Username</label>
        <input
          id="username"
          name="username"
          autocomplete="username"
          required
          autofocus
          value="${form.values.username ?? ''}"
        />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <button type="submit" class="button primary">Log in</button>
      </form>
      <p class="muted">New here? <a href="/signup">Create an account</a>.</p>
    </section>`,
  });
}

export function landingPage(web: WebContext): SafeHtml {
  return page({
    title: 'Book publishing from Git',
    web,
    body: html`<section class="hero">
      <h1>Write books in Git. Publish everywhere.</h1>
      <p class="lead">
        Keep your manuscript in a Git repository, push over SSH or edit in the browser, and build print-ready
        PDF, EPUB, Kindle and a website from one source.
      </p>
      <p>
        <a class="button primary" href="/signup">Create an account</a>
        <a class="button" href="/login">Log in</a>
      </p>
      <ul class="features">
        <li>
          <strong>Your tools.</strong> Markdown, AsciiDoc or HTMLBook; any editor; plain
          <code>git push</code>.
        </li>
        <li><strong>Every format.</strong> PDF, EPUB 3, MOBI, HTML and a source package from one build.</li>
        <li><strong>Automation.</strong> An HTTP API and a command-line client for your pipeline.</li>
      </ul>
    </section>`,
  });
}
