import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { chromiumPath } from '../../renderers/tool-paths';
import { ROOT } from './octavo-server';

/** Screenshots of the web UI land here (look at them: they should look like a product). */
export const SCREENSHOT_DIR = join(ROOT, 'test-output', 'web');

/** Debian's Chromium (its headless shell when installed, or CHROME_PATH), with nothing that talks to the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One visitor: their own cookie jar, pages against one server, and a screenshot helper. */
export class Visitor {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string, options: { phone?: boolean } = {}): Promise<Visitor> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
      deviceScaleFactor: options.phone ? 2 : 1,
      isMobile: options.phone ?? false,
      hasTouch: options.phone ?? false,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return new Visitor(context, page, baseUrl);
  }

  /** The whole page, or only what the window shows (`fullPage: false`, for pages far taller than a screen). */
  async screenshot(name: string, options: { fullPage?: boolean } = {}): Promise<string> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const path = join(SCREENSHOT_DIR, `${name}.png`);
    await this.page.screenshot({ path, fullPage: options.fullPage ?? true });
    return path;
  }

  /** Signs up through the form; lands on the (empty) project list. */
  async signUp(username: string, password = 'correct-horse-battery'): Promise<void> {
    const page = this.page;
    await page.goto('/signup');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  async logIn(username: string, password = 'correct-horse-battery'): Promise<void> {
    const page = this.page;
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  /** Creates a project through the form; lands on its file tree. */
  async createProject(
    name: string,
    options: { description?: string; visibility?: 'public' | 'private' } = {},
  ) {
    const page = this.page;
    await page.goto('/new');
    await page.getByLabel('Name').fill(name);
    if (options.description) await page.getByLabel(/Description/).fill(options.description);
    await page.getByLabel(options.visibility === 'public' ? /Public/ : /Private/).check();
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${name}`));
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
