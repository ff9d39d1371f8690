import { realpathSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Browser, Page } from 'puppeteer';
import {
  ChromiumLease,
  ChromiumSupply,
  endBrowser,
  killGroup,
  launchChromium,
  openPageAhead,
  pageWaitingAhead,
} from './chromium';

export interface WarmChromiumOptions {
  /** Where its profile folder is made (`<prefix>XXXXXX/chromium-profile`), removed when the browser ends. */
  profileRoot: string;
  profilePrefix: string;
  /** Ended after this long without a render (its memory given back). */
  idleMs: number;
  /** Told each profile folder as it is made (a render process tells its pool, which ends it should the process die). */
  onProfile?: (profile: string) => void;
  /** Told each browser it launches, by pid. */
  onLaunch?: (pid: number) => void;
}

interface Kept {
  browser: Browser;
  /** The executable it was launched from, as found on disk then (see executableIdentity). */
  identity: string;
  renderers: number;
  profile: string;
  idle?: NodeJS.Timeout;
}

/**
 * One Chromium kept running between the renders of a process, so a render does not pay for launching and
 * closing it. Every page is closed between renders, and with them the renderer processes that printed, so
 * the next book prints in renderers of its own, as in a browser launched for it (the same bytes: tested). Anything but a clean finish ends the browser: an abort, a crash, a render that failed, a changed
 * executable (CHROME_PATH pointed elsewhere, Chromium upgraded), or a render asking more renderer processes
 * than it was launched with.
 */
export class WarmChromium implements ChromiumSupply {
  private kept: Kept | undefined;
  private readonly lent = new Set<Kept>();
  /** Every profile folder made and not yet removed, a browser still launching in it included. */
  private readonly made = new Set<string>();
  private closed = false;
  /** Browsers launched, for tests and the log. */
  launches = 0;

  constructor(private readonly options: WarmChromiumOptions) {}

  async lease(
    executablePath: string,
    renderers: number,
    signal: AbortSignal | undefined,
  ): Promise<ChromiumLease> {
    const identity = executableIdentity(executablePath);
    let chosen = this.kept;
    this.kept = undefined;
    if (chosen?.idle) clearTimeout(chosen.idle);
    if (
      chosen &&
      (chosen.identity !== identity || chosen.renderers < renderers || !chosen.browser.connected)
    ) {
      await this.end(chosen);
      chosen = undefined;
    }
    chosen ??= await this.launch(executablePath, identity, renderers, signal);
    const kept = chosen;
    this.lent.add(kept);
    return {
      browser: kept.browser,
      release: async (healthy) => {
        this.lent.delete(kept);
        if (!healthy || this.closed || this.kept || !(await tidy(kept.browser))) return this.end(kept);
        // The next render's first page, opened while the browser waits (a render printed in parts leaves it).
        openPageAhead(kept.browser);
        kept.idle = setTimeout(() => {
          if (this.kept === kept) this.kept = undefined;
          void this.end(kept);
        }, this.options.idleMs);
        kept.idle.unref();
        this.kept = kept;
      },
    };
  }

  /** Ends the kept browser (a render still holding one ends it on release). */
  async close(): Promise<void> {
    this.closed = true;
    const kept = this.kept;
    this.kept = undefined;
    if (kept) await this.end(kept);
  }

  /**
   * At process exit, where nothing can be awaited: every browser it knows killed with its process group.
   * Returns every profile folder it made, for the caller to kill what else runs in them (a browser still
   * launching, whose process it does not know yet) and then remove them.
   */
  killNow(): string[] {
    for (const kept of [...this.lent, ...(this.kept ? [this.kept] : [])]) killGroup(kept.browser.process());
    return [...this.made];
  }

  /** The pages the kept browser has open between renders (the one opened ahead, once it is open). */
  async keptPages(): Promise<Page[]> {
    const kept = this.kept;
    if (!kept) return [];
    await pageWaitingAhead(kept.browser);
    return kept.browser.defaultBrowserContext().pages();
  }

  /** The pid of the browser kept between renders, if one is. */
  get keptPid(): number | undefined {
    return this.kept?.browser.process()?.pid;
  }

  private async launch(
    executablePath: string,
    identity: string,
    renderers: number,
    signal: AbortSignal | undefined,
  ): Promise<Kept> {
    await mkdir(this.options.profileRoot, { recursive: true });
    const profile = await mkdtemp(join(this.options.profileRoot, this.options.profilePrefix));
    this.made.add(profile);
    this.options.onProfile?.(profile);
    try {
      const browser = await launchChromium(
        executablePath,
        join(profile, 'chromium-profile'),
        signal,
        renderers,
      );
      this.launches++;
      const pid = browser.process()?.pid;
      if (pid) this.options.onLaunch?.(pid);
      return { browser, identity, renderers, profile };
    } catch (error) {
      await rm(profile, { recursive: true, force: true });
      this.made.delete(profile);
      throw error;
    }
  }

  private async end(kept: Kept): Promise<void> {
    if (kept.idle) clearTimeout(kept.idle);
    await endBrowser(kept.browser);
    await rm(kept.profile, { recursive: true, force: true });
    this.made.delete(kept.profile);
  }
}

/**
 * Back to a browser with nothing open: every context a render made closed, every page closed but a blank one
 * opened ahead and not taken. False when that fails (the browser is no longer one to lend).
 */
export async function tidy(browser: Browser): Promise<boolean> {
  try {
    const fallback = browser.defaultBrowserContext();
    for (const context of browser.browserContexts()) if (context !== fallback) await context.close();
    const ahead = await pageWaitingAhead(browser);
    for (const page of await fallback.pages()) if (page !== ahead) await page.close();
    return browser.connected;
  } catch {
    return false;
  }
}

/** The executable as it is on disk now: a changed link or a replaced file (an upgrade) is another browser. */
function executableIdentity(path: string): string {
  try {
    const real = realpathSync(path);
    const { ino, size, mtimeMs } = statSync(real);
    return `${real}:${ino}:${size}:${mtimeMs}`;
  } catch {
    return path;
  }
}
