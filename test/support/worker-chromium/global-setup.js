// Launches one Chromium per test worker for the whole run, as the product launches one (dist's launchChromium:
// the same flags), and tells the workers their browser's DevTools endpoint through OCTAVO_TEST_CHROMIUM_<worker
// id>, which they inherit. An in-process render then leases it (test/support/worker-chromium.ts) instead of
// launching and closing its own: about 1.9 s of CPU a render here. Without dist/ (not built yet) or Chromium
// nothing is launched and every render launches its own, as before.
const { existsSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..', '..', '..');
const CHROMIUM_MODULE = join(ROOT, 'dist', 'renderers', 'pdf', 'chromium.js');
/** Renderer processes each may run: a render printing in two lanes asks three (its lanes and the cover). */
const RENDERERS = 3;

module.exports = async function launchWorkerChromiums(globalConfig) {
  const selected = globalConfig.selectProjects;
  if (selected && !selected.includes('integration')) return;
  if (!existsSync(CHROMIUM_MODULE) || process.env.OCTAVO_TEST_WORKER_CHROMIUM === '0') return;
  const { chromiumPath, launchChromium } = require(CHROMIUM_MODULE);
  const executable = chromiumPath();
  if (!existsSync(executable)) return;
  const profiles = mkdtempSync(join(tmpdir(), 'octavo-worker-chromium-'));
  const browsers = [];
  globalThis.__octavoWorkerChromium = { browsers, profiles };
  // Jest numbers its workers from 1; a run in band is worker 1.
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
    try {
      const browser = await launchChromium(
        executable,
        join(profiles, `worker-${worker}`),
        undefined,
        RENDERERS,
      );
      browsers.push(browser);
      process.env[`OCTAVO_TEST_CHROMIUM_${worker}`] = JSON.stringify({
        endpoint: browser.wsEndpoint(),
        executable,
        renderers: RENDERERS,
      });
    } catch (error) {
      process.stderr.write(
        `worker Chromium ${worker} not launched, its renders launch their own: ${error}\n`,
      );
    }
  }
};
