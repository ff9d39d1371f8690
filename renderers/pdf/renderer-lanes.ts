import { Browser, BrowserContext } from 'puppeteer';
import { PageRun } from './chromium';

interface Renderer {
  context: BrowserContext;
  run: PageRun;
}

/**
 * The renderer processes a book's parts are printed in: at most `lanes` at once, each a browser context of its own
 * whose page shows one part after another. A fresh context for every part cost a renderer process, the book's
 * fonts loaded again and every cache of Blink's cold: the corpus book's index printed alone took 1.7-2.5
 * CPU-seconds, after another part in the same page 0.94-0.99. What a renderer printed before changes one thing in
 * a part's print, the ids Chromium gives table headers (numbered after the renderer's DOM nodes), which the merge
 * numbers anew in reading order (merge-tagged.ts): the book's bytes do not depend on which part a lane printed
 * before (`test/pdf-parts.int`: a render from the cache, reprinting one part alone, equals one without it; the
 * corpus book the same, and its cold PDF the same bytes as with a fresh renderer for every part, for 2.4 fewer
 * CPU-seconds). A renderer whose print failed is ended, not used again.
 */
export class RendererLanes {
  private readonly idle: Renderer[] = [];
  private readonly waiting: (() => void)[] = [];
  private busy = 0;
  private closed = false;

  constructor(
    private readonly browser: Browser,
    private readonly lanes: number,
  ) {}

  async use<T>(print: (context: BrowserContext, run: PageRun) => Promise<T>): Promise<T> {
    if (this.busy >= this.lanes) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy++;
    let renderer: Renderer | undefined;
    let healthy = false;
    try {
      renderer = this.idle.pop() ?? (await this.open());
      const result = await print(renderer.context, renderer.run);
      healthy = true;
      return result;
    } finally {
      if (renderer && healthy && !this.closed) this.idle.push(renderer);
      else if (renderer) await end(renderer);
      this.busy--;
      this.waiting.shift()?.();
    }
  }

  /** Ends the renderers not printing; one still printing is ended when its print returns. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map(end));
  }

  private async open(): Promise<Renderer> {
    const context = await this.browser.createBrowserContext();
    // The context is this render's alone (closed with the lanes): its pages keep the fonts from part to part.
    return { context, run: new PageRun(context, true) };
  }
}

async function end(renderer: Renderer): Promise<void> {
  await renderer.run.close();
  await renderer.context.close().catch(() => undefined);
}

/**
 * Pages being loaded for a print (their document and fonts asked of this thread) until the print starts: work that
 * can wait, like loading a part found in the render cache, waits for none to be left (`settled`).
 */
export class PagesLoading {
  private loading = 0;
  private waiting: (() => void)[] = [];
  private beginning: (() => void)[] = [];

  /** One page loading; the function returned says it is done (again: nothing). */
  begin(): () => void {
    this.loading++;
    for (const resolve of this.beginning.splice(0)) resolve();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.loading === 0) for (const resolve of this.waiting.splice(0)) resolve();
    };
  }

  settled(): Promise<void> {
    return this.loading === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Settled once the next page to begin loading has loaded (never, if none begins). */
  nextLoaded(): Promise<void> {
    return new Promise<void>((resolve) => this.beginning.push(resolve)).then(() => this.settled());
  }
}
