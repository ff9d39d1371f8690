import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../renderers/pdf/chromium';
import { renderPdf } from '../renderers/pdf/render-pdf';
import { memorySource } from '../renderers/test-support/memory-source';
import { workerChromium } from './support/worker-chromium';

/**
 * The test workers' own Chromium (test/support/worker-chromium): launched once for the run by Jest's global setup
 * and lent to one in-process render at a time. A PDF printed in it is the bytes of one printed in a Chromium
 * launched for the render, a render after another one included (each prints in renderer processes of its own);
 * a render asking more renderer processes than it has, or one made while another holds it, launches its own.
 */
const files = {
  'ch01.html':
    '<section data-type="chapter" id="one"><h1>Lent</h1><p>A paragraph with a note.' +
    '<span data-type="footnote">The note.</span></p><p>See <a data-type="xref" href="#two">the next chapter</a>.</p></section>',
  'ch02.html': '<section data-type="chapter" id="two"><h1>Given back</h1><p>Another paragraph.</p></section>',
};
const config = { formats: {}, title: 'Lent', files: ['ch01.html', 'ch02.html'] };
const launched = process.env[`OCTAVO_TEST_CHROMIUM_${process.env.JEST_WORKER_ID ?? '1'}`];

describe("the test worker's Chromium", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-worker-chromium-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** `own`: with no supply, so the render launches a Chromium of its own. */
  const render = async (name: string, own = false) => {
    const outFile = join(dir, `${name}.pdf`);
    await renderPdf({
      source: memorySource(files),
      config,
      workDir: join(dir, `work-${name}`),
      outFile,
      bookName: 'test/lent',
      ...(own ? {} : { chromium: workerChromium }),
    });
    return readFile(outFile);
  };

  it('was launched by the global setup (a run without it lends nothing and every render launches its own)', () => {
    expect(launched).toBeDefined();
  });

  it('is lent without launching a browser, and taken back', async () => {
    const lease = await workerChromium.lease(chromiumPath(), 1, undefined);
    try {
      // A browser connected to, not launched: no process of its own.
      expect(lease.browser.process()).toBeNull();
      const second = await workerChromium.lease(chromiumPath(), 1, undefined);
      // Lent already: the second launches its own.
      expect(second.browser.process()?.pid).toBeGreaterThan(0);
      await second.release(true);
    } finally {
      await lease.release(true);
    }
    const again = await workerChromium.lease(chromiumPath(), 1, undefined);
    expect(again.browser.process()).toBeNull();
    expect(await again.browser.pages()).toEqual([]);
    await again.release(true);
    const wider = await workerChromium.lease(chromiumPath(), 16, undefined);
    expect(wider.browser.process()?.pid).toBeGreaterThan(0);
    await wider.release(true);
  });

  it('prints the bytes a Chromium launched for the render prints, render after render', async () => {
    const own = await render('own', true);
    const first = await render('lent-1');
    const second = await render('lent-2');
    expect(first.equals(own)).toBe(true);
    expect(second.equals(own)).toBe(true);
  });
});
