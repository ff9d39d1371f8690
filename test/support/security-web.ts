import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The web UI from outside a browser: one cookie jar (the session cookie), real HTTP, and the CSRF token read
 * from the page the way a form would carry it. For tests that send many requests a browser would be slow for.
 */
export class WebClient {
  cookie = '';
  signedIn = false;

  /** `headers`: sent with every request (e.g. X-Forwarded-For, to come from another address). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, form?: Record<string, string>) {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(this.cookie ? { cookie: `octavo_session=${this.cookie}` } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const set = response.headers.get('set-cookie');
    const value = set?.match(/octavo_session=([^;]*)/)?.[1];
    if (value !== undefined) this.cookie = value;
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** The session's CSRF token, from the meta tag every page carries. */
  async csrf(): Promise<string> {
    const page = await this.get(this.signedIn ? '/' : '/login');
    const token = page.text.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
    if (!token) throw new Error(`no csrf-token meta tag (status ${page.status})`);
    return token;
  }

  /** A form POST carrying this session's CSRF token. */
  async post(path: string, form: Record<string, string> = {}) {
    return this.request('POST', path, { _csrf: await this.csrf(), ...form });
  }

  async logIn(username: string, password = 'correct-horse-battery'): Promise<void> {
    const response = await this.post('/login', { username, password });
    if (response.status !== 303) throw new Error(`log-in as ${username} failed: ${response.status}`);
    this.signedIn = true;
  }
}

/** What a page shows when markup from user data was kept as text: found by a DOM walk in the page. */
export interface InjectionReport {
  /** Inline <script> elements (the app's own scripts all have src). */
  inlineScripts: number;
  /** Elements carrying an on* event-handler attribute. */
  handlerAttributes: string[];
  /** Elements named by the payloads (img with src=x, iframes, svg onload …). */
  injectedElements: number;
  /** The page's visible text. */
  text: string;
}

export async function injectionReport(page: Page): Promise<InjectionReport> {
  return page.evaluate(() => {
    const handlerAttributes: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) handlerAttributes.push(`${element.tagName}[${attribute.name}]`);
      }
    }
    return {
      inlineScripts: document.querySelectorAll('script:not([src])').length,
      handlerAttributes,
      // The editor's and viewer's own preview frame (sandboxed, scripts off) is not an injection.
      injectedElements: document.querySelectorAll(
        'img[src="x"], iframe:not(.preview-frame[sandbox]), svg[onload], [data-xss]',
      ).length,
      text: document.body.innerText,
    };
  });
}

/**
 * A browser context that ignores Content-Security-Policy: with CSP out of the way a payload that was not
 * escaped would run, so a page without dialogs proves the escaping itself, not only the second line of defence.
 */
export async function contextWithoutCsp(browser: Browser, baseUrl: string, cookie: string) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, bypassCSP: true });
  const { hostname } = new URL(baseUrl);
  await context.addCookies([{ name: 'octavo_session', value: cookie, domain: hostname, path: '/' }]);
  const dialogs: string[] = [];
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

/** Every file under a directory (recursively), for scanning what the server stored. */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...filesUnder(path));
    else files.push(path);
  }
  return files;
}

/** The files whose bytes contain `needle` (as UTF-8). */
export function filesContaining(files: string[], needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return files.filter((file) => readFileSync(file).includes(bytes));
}
