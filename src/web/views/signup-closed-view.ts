import { html, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import { page } from './layout';

/** What /signup shows when the server's sign-up is closed (OCTAVO_SIGNUP=closed). */
export function signupClosedPage(web: WebContext): SafeHtml {
  return page({
    title: 'Sign-up is closed',
    web,
    body: html`<section class="narrow card">
      <h1>Sign-up is closed on this server</h1>
      <p>
        Accounts here are created by its administrators. Ask one for an account; they create it with
        <code>octavo admin user create</code>.
      </p>
      <p>Already have an account? <a href="/login">Log in</a>.</p>
    </section>`,
  });
}
