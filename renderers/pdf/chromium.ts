import { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { Browser, BrowserContext, CDPSession, Page, Protocol, Target } from 'puppeteer';
import { chromiumPath } from '../tool-paths';
import { RenderFailure } from '../types';

/** The origin the book is served from inside Chromium; `.invalid` never resolves, and nothing leaves the process. */
export const BOOK_ORIGIN = 'https://book.octavo.invalid/';

export interface ServedFile {
  body: Buffer;
  contentType: string;
}

export { chromiumPath } from '../tool-paths';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  // The network service runs inside the browser process instead of a utility process of its own: book files come
  // through the Fetch domain anyway. Launch and a one-page print 2.6 -> 2.1 s of CPU, the same PDF bytes.
  '--enable-features=NetworkServiceInProcess2',
  // The headless shell (renderers/tool-paths) hints glyphs unless told not to, which set the corpus book's lines
  // differently from the full browser's (493 pages against 492); without hinting its text is the full browser's, line
  // for line. The full browser prints byte-identical PDFs with or without this.
  '--font-render-hinting=none',
  // Keeps a runaway book (huge images, pathological layout) from taking the machine's memory.
  '--js-flags=--max-old-space-size=512',
];

/** A running Chromium lent to one render; `release` gives it back (kept for the next render) or ends it. */
export interface ChromiumLease {
  browser: Browser;
  /** `healthy`: the render finished without an error or abort, so the browser may serve another. */
  release(healthy: boolean): Promise<void>;
}

/**
 * Where a render gets its Chromium. Without one, each render launches its own in its work folder and ends it
 * (launching costs about 1.1 s, closing 0.3 s: a quarter of a small book's PDF); a render process keeps one
 * running between its renders instead (`WarmChromium`).
 */
export interface ChromiumSupply {
  lease(executablePath: string, renderers: number, signal: AbortSignal | undefined): Promise<ChromiumLease>;
}

/**
 * Runs `use` with a Chromium: from `supply`, or launched with a profile inside `workDir` and always killed
 * afterwards. Aborting kills it at once.
 */
export async function withChromium<T>(
  workDir: string,
  signal: AbortSignal | undefined,
  use: (browser: Browser) => Promise<T>,
  /** Renderer processes Chromium may run: one per document printed at the same time. */
  renderers = 1,
  supply?: ChromiumSupply,
  /**
   * Takes the browser's release instead of waiting for it here: the caller goes on with what it printed while
   * Chromium closes (0.1-0.2 s) and awaits the release before it returns.
   */
  releaseLater?: (released: Promise<void>) => void,
): Promise<T> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new RenderFailure(
      `PDF output needs Chromium, which is not installed on this server (looked for ${executablePath}); ` +
        'ask the administrator to install the "chromium" package or set CHROME_PATH',
    );
  }
  signal?.throwIfAborted();
  const lease = supply
    ? await supply.lease(executablePath, renderers, signal)
    : await launchForOneRender(executablePath, workDir, signal, renderers);
  const kill = () => killGroup(lease.browser.process());
  signal?.addEventListener('abort', kill, { once: true });
  let healthy = false;
  try {
    const result = await raceAbort(use(lease.browser), signal);
    healthy = !signal?.aborted;
    return result;
  } finally {
    signal?.removeEventListener('abort', kill);
    const released = lease.release(healthy);
    if (releaseLater) releaseLater(released);
    else await released;
  }
}

/**
 * A Chromium launched now, for a render that needs it once its book is laid out (the launch, 0.3-0.6 s, runs
 * while the book model is built): the first lease takes it, a later one launches its own. `discard` ends it
 * when no lease took it (the render failed before printing).
 */
export function launchedAhead(
  workDir: string,
  signal: AbortSignal | undefined,
  renderers: number,
): ChromiumSupply & { discard(): Promise<void> } {
  const executablePath = chromiumPath();
  let ahead = existsSync(executablePath)
    ? launchForOneRender(executablePath, workDir, signal, renderers)
    : undefined;
  // Taken (and awaited) by the first lease, or ended by discard.
  ahead?.catch(() => undefined);
  const take = () => {
    const taken = ahead;
    ahead = undefined;
    return taken;
  };
  return {
    lease: (path, count, leaseSignal) => take() ?? launchForOneRender(path, workDir, leaseSignal, count),
    discard: async () => {
      const lease = await take()?.catch(() => undefined);
      await lease?.release(false);
    },
  };
}

/** A Chromium for one render, in a profile of its own under `workDir`, ended on release. */
export async function launchForOneRender(
  executablePath: string,
  workDir: string,
  signal: AbortSignal | undefined,
  renderers: number,
): Promise<ChromiumLease> {
  // A profile of its own: a render may launch a second Chromium (a part printed again) while the first still closes
  // beside it, and two browsers on one profile refuse to start ("SingletonLock: File exists").
  await mkdir(workDir, { recursive: true });
  const profile = await mkdtemp(join(workDir, 'chromium-profile-'));
  const browser = await launchChromium(executablePath, profile, signal, renderers);
  return { browser, release: () => endBrowser(browser) };
}

/** Closes Chromium, and kills its process group whatever the close did (a hung browser never answers it). */
export async function endBrowser(browser: Browser): Promise<void> {
  let giveUp: NodeJS.Timeout | undefined;
  const hung = new Promise((resolve) => (giveUp = setTimeout(resolve, 5000)));
  await Promise.race([browser.close(), hung]).catch(() => undefined);
  // Left running, the timer kept a command-line render's process (and a test run) alive 5 s after it ended.
  clearTimeout(giveUp);
  // Puppeteer starts Chromium as a process group leader; killing the group takes its helpers (and any
  // wrapper script's child) with it, where killing the one process would leave them running.
  killGroup(browser.process());
}

/** Starts Chromium; `signal` also ends a start-up that hangs. A browser that will not start is the server's fault, said so. */
export async function launchChromium(
  executablePath: string,
  userDataDir: string,
  signal: AbortSignal | undefined,
  renderers: number,
): Promise<Browser> {
  try {
    return await puppeteer.launch({
      executablePath,
      headless: true,
      userDataDir,
      args: [...CHROMIUM_ARGS, `--renderer-process-limit=${Math.max(1, Math.floor(renderers))}`],
      // Book pages answer their requests through the Fetch domain themselves (openBookPage); puppeteer's
      // own record of every request and response is work nothing reads.
      networkEnabled: false,
      protocolTimeout: 0,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      signal,
    });
  } catch (error) {
    signal?.throwIfAborted();
    const detail = String((error as Error)?.message ?? error)
      .replace(/TROUBLESHOOTING:.*$/s, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 600);
    throw new RenderFailure(
      `Chromium (${executablePath}) did not start, so the PDF could not be made: ${detail}; ` +
        'ask the administrator to check the Chromium install or CHROME_PATH',
    );
  }
}

export function killGroup(child: ChildProcess | null | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Each book page's DevTools session for its requests, and the handler answering them for its current document. */
const answering = new WeakMap<Page, { session: CDPSession; answer?: (paused: RequestPaused) => void }>();

type RequestPaused = Protocol.Fetch.RequestPausedEvent;

/** A blank book page a kept browser opened while it waited for its next render (see openPageAhead). */
const openedAhead = new WeakMap<Browser, Promise<Page | undefined>>();

/**
 * Opens a book page now, for the browser's next run of prints to take (`PageRun`): opening one starts its
 * renderer process, 0.15-0.7 s that a kept browser can spend while it waits instead of inside the next render.
 * The page has shown nothing, as a page opened at the render would not have. Does nothing while one waits.
 */
export function openPageAhead(browser: Browser): void {
  if (openedAhead.has(browser)) return;
  openedAhead.set(
    browser,
    newBookPage(browser).catch(() => undefined),
  );
}

/** The page opened ahead and not taken yet, if any: a browser tidied between renders keeps it. */
export async function pageWaitingAhead(browser: Browser): Promise<Page | undefined> {
  const page = await openedAhead.get(browser);
  if (page?.isClosed()) openedAhead.delete(browser);
  return page?.isClosed() ? undefined : page;
}

async function takePageOpenedAhead(owner: Browser | BrowserContext): Promise<Page | undefined> {
  if (!('browserContexts' in owner)) return undefined;
  const opening = openedAhead.get(owner);
  openedAhead.delete(owner);
  const page = await opening;
  return page && !page.isClosed() ? page : undefined;
}

/**
 * One page showing document after document for a run of prints made one after another, always in the same
 * order (a book's layout passes and final print): opening a page costs 0.5-0.7 s (its renderer process
 * starting), as much as printing a small book. Each document is a new navigation; what stays is the renderer
 * process, which numbers the tagged structure's elements after every DOM node it has made: the same run
 * of prints gives the same numbers, but prints whose order depends on timing (the cover beside the book) must
 * not share it, and print-in-parts gives each part (its footnote passes, then its tagged print) a context of
 * its own.
 */
export class PageRun {
  private idle: Page | undefined;

  /**
   * `fontsKept`: the owner is a browser context that lives for one render only (a renderer lane), so its pages may
   * keep the fonts they were served for the next document they show (see openBookPage).
   */
  constructor(
    private readonly owner: Browser | BrowserContext,
    private readonly fontsKept = false,
  ) {}

  async open(entry: string, files: Map<string, ServedFile>, refused: Set<string>): Promise<Page> {
    const page = this.idle ?? (await takePageOpenedAhead(this.owner));
    this.idle = undefined;
    return openBookPage(this.owner, entry, files, refused, page, this.fontsKept);
  }

  /** The page, done printing: kept for the run's next print. */
  async putAway(page: Page): Promise<void> {
    if (this.idle || page.isClosed()) await page.close();
    else this.idle = page;
  }

  async close(): Promise<void> {
    await this.idle?.close().catch(() => undefined);
    this.idle = undefined;
  }
}

/**
 * A page that shows only the book: scripts off, and every request answered from `files` or refused,
 * so nothing on the network or the disk is ever reached whatever the HTML says.
 */
export async function openBookPage(
  browser: Browser | BrowserContext,
  entry: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  /** A page of this browser to show the book in (see PageRun), instead of a new one. */
  shownBefore?: Page,
  /**
   * Fonts are answered as cacheable, so the next document the page shows takes them from Chromium's memory cache,
   * decoded, instead of asking this thread again: in a renderer lane the corpus book's later parts loaded their
   * fonts in 0.01 s instead of 0.13-0.35 s. Only for a browser context of one render's own: the same font path
   * carries another book's subset in the next render.
   */
  fontsKept = false,
): Promise<Page> {
  const page = shownBefore ?? (await newBookPage(browser));
  const requests = answering.get(page)!;
  const { session } = requests;
  if (requests.answer) session.off('Fetch.requestPaused', requests.answer);
  const answer = ({ requestId, request }: RequestPaused) => {
    const url = request.url;
    const file = url.startsWith(BOOK_ORIGIN)
      ? files.get(decodePath(url.slice(BOOK_ORIGIN.length)))
      : undefined;
    // A page closing while Chromium waits for an answer: nothing is waiting for it any more.
    const ignoreClosed = () => undefined;
    if (url.startsWith('data:')) {
      return void session.send('Fetch.continueRequest', { requestId }).catch(ignoreClosed);
    }
    if (!file) {
      // Chromium asks for a favicon on its own; that is not the book's doing.
      if (url !== `${BOOK_ORIGIN}favicon.ico`)
        refused.add(url.length > 120 ? `${url.slice(0, 117)}...` : url);
      return void session
        .send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' })
        .catch(ignoreClosed);
    }
    void session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders:
          fontsKept && file.contentType.startsWith('font/')
            ? [CONTENT_TYPE(file.contentType), KEPT_FOR_THE_RENDER]
            : [CONTENT_TYPE(file.contentType)],
        body: base64Of(file.body),
      })
      .catch(ignoreClosed);
  };
  requests.answer = answer;
  session.on('Fetch.requestPaused', answer);
  await page.goto(BOOK_ORIGIN + entry, { waitUntil: 'load', timeout: 0 });
  return page;
}

const CONTENT_TYPE = (value: string) => ({ name: 'Content-Type', value });
const KEPT_FOR_THE_RENDER = { name: 'Cache-Control', value: 'max-age=86400' };

/** Each browser's own DevTools session, through which its pages are asked for (see openBlankPage). */
const browserSessions = new WeakMap<Browser, Promise<CDPSession>>();

/**
 * A new blank page, waited for as long as it takes. puppeteer's `newPage()` asks Chromium for the page's target
 * and then waits a fixed 30 s for it to appear, with no way to lift it: on a machine loaded to 15 on two cores a
 * render failed there ("Waiting for target failed: timeout 30000ms exceeded") though its own limit is 10 minutes.
 * The same two steps are taken here, the wait without a limit: the render's limit or its cancellation ends it.
 * Falls back to `newPage()` if puppeteer's targets ever stop carrying their id where it is read.
 */
export async function openBlankPage(owner: Browser | BrowserContext): Promise<Page> {
  const browser = 'browserContexts' in owner ? owner : owner.browser();
  const contextId = 'browserContexts' in owner ? undefined : owner.id;
  if (targetIdOf(browser.target()) === undefined) return owner.newPage();
  let sessionOpening = browserSessions.get(browser);
  if (!sessionOpening) {
    sessionOpening = browser.target().createCDPSession();
    sessionOpening.catch(() => browserSessions.delete(browser));
    browserSessions.set(browser, sessionOpening);
  }
  const session = await sessionOpening;
  const { targetId } = await session.send('Target.createTarget', {
    url: 'about:blank',
    ...(contextId ? { browserContextId: contextId } : {}),
  });
  const target = await browser.waitForTarget((t) => targetIdOf(t) === targetId, { timeout: 0 });
  const page = await target.page();
  if (!page) throw new Error(`Chromium opened target ${targetId} but it is not a page`);
  return page;
}

/** The DevTools id of a target: puppeteer keeps it on its targets without a public accessor. */
export function targetIdOf(target: Target): string | undefined {
  const id = (target as unknown as { _targetId?: unknown })._targetId;
  return typeof id === 'string' ? id : undefined;
}

/** A new page as book pages are: scripts off, every request intercepted, no time limits. */
async function newBookPage(browser: Browser | BrowserContext): Promise<Page> {
  const page = await openBlankPage(browser);
  page.setDefaultTimeout(0);
  await page.setJavaScriptEnabled(false);
  const session = await page.createCDPSession();
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  answering.set(page, { session });
  return page;
}

/**
 * A file's bytes as the base64 a DevTools answer carries, made once: every print of a render (and every render
 * of a kept font) sends the same font files again, and puppeteer's own encoder is JavaScript.
 */
const base64Bodies = new WeakMap<Buffer, string>();
function base64Of(body: Buffer): string {
  let text = base64Bodies.get(body);
  if (text === undefined) {
    text = body.toString('base64');
    base64Bodies.set(body, text);
  }
  return text;
}

/**
 * Loads every font face the document declares before it is printed. Chromium fetches a web font
 * only when laid-out text first needs it, and the page-margin boxes (folios, running heads) are laid
 * out during printing, which does not wait for a font it starts fetching then: their text was drawn
 * invisible unless some body text happened to use the same face. Page scripts stay off; this runs
 * through the DevTools protocol.
 */
export async function loadDeclaredFonts(page: Page): Promise<void> {
  // A string: the function runs in the page, whose DOM types this Node project does not compile against.
  await page.evaluate(
    'Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))).then(() => true)',
  );
}

function decodePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}
