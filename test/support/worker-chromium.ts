import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import type { ChromiumLease, ChromiumSupply } from '../../renderers/pdf/chromium';

interface Launched {
  endpoint: string;
  executable: string;
  renderers: number;
}

/** The Chromium Jest's global setup launched for this worker (worker-chromium/global-setup.js), if it did. */
function launchedForThisWorker(): Launched | undefined {
  const described = process.env[`OCTAVO_TEST_CHROMIUM_${process.env.JEST_WORKER_ID ?? '1'}`];
  return described ? (JSON.parse(described) as Launched) : undefined;
}

let lent = false;
/** Set when the worker's browser could not be tidied or reached: this file's later renders launch their own. */
let unusable = false;

/**
 * Where an in-process render in a test gets its Chromium: the worker's, launched once for the run, lent to one
 * render at a time as a render process lends its kept browser (`WarmChromium`): every page and context the
 * render opened is closed before the next, so the next book prints in renderer processes of its own. A render
 * asking more renderer processes than it was launched with, a second render while one holds it, or a run without
 * it launches its own Chromium, as a render without a supply does.
 */
export const workerChromium: ChromiumSupply = {
  async lease(executablePath, renderers, signal): Promise<ChromiumLease> {
    const launched = launchedForThisWorker();
    if (
      !launched ||
      lent ||
      unusable ||
      launched.executable !== executablePath ||
      launched.renderers < renderers
    )
      return launchOwn(executablePath, renderers, signal);
    lent = true;
    let browser: Browser;
    try {
      // Loaded here, as renderPdf loads the PDF path: a suite that prints nothing does not load Puppeteer.
      const { default: puppeteer } = await import('puppeteer');
      browser = await puppeteer.connect({
        browserWSEndpoint: launched.endpoint,
        // As launchChromium launches: no record of requests, no time limit on a protocol call.
        networkEnabled: false,
        protocolTimeout: 0,
      });
    } catch {
      lent = false;
      unusable = true;
      return launchOwn(executablePath, renderers, signal);
    }
    return {
      browser,
      release: async () => {
        const { tidy } = await import('../../renderers/pdf/warm-chromium');
        if (!(await tidy(browser))) unusable = true;
        await browser.disconnect().catch(() => undefined);
        lent = false;
      },
    };
  },
};

/** A Chromium for one render, launched as renderPdf launches one without a supply; its folder removed on release. */
async function launchOwn(
  executablePath: string,
  renderers: number,
  signal: AbortSignal | undefined,
): Promise<ChromiumLease> {
  const { launchForOneRender } = await import('../../renderers/pdf/chromium');
  const folder = await mkdtemp(join(tmpdir(), 'octavo-test-chromium-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  const lease = await launchForOneRender(executablePath, folder, signal, renderers).catch(async (error) => {
    await removeFolder();
    throw error;
  });
  return {
    browser: lease.browser,
    release: async (healthy) => {
      await lease.release(healthy);
      await removeFolder();
    },
  };
}
