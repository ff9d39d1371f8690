// Ends the workers' Chromiums (global-setup.js) and removes their profiles.
const { rmSync } = require('node:fs');
const { join, resolve } = require('node:path');

module.exports = async function endWorkerChromiums() {
  const launched = globalThis.__octavoWorkerChromium;
  if (!launched) return;
  const { endBrowser } = require(
    join(resolve(__dirname, '..', '..', '..'), 'dist', 'renderers', 'pdf', 'chromium.js'),
  );
  await Promise.all(launched.browsers.map((browser) => endBrowser(browser)));
  rmSync(launched.profiles, { recursive: true, force: true });
};
