// Ends what global-setup.js started, and removes the test servers' data folders (OCTAVO_KEEP_TEST_DATA=1 keeps them).
const { rm } = require('node:fs/promises');
const stopEpubcheckServer = require('./epubcheck-server/global-teardown');
const endWorkerChromiums = require('./worker-chromium/global-teardown');

module.exports = async function globalTeardown() {
  await Promise.all([stopEpubcheckServer(), endWorkerChromiums()]);
  // After them: the run folder now holds their temporary files too.
  const runDir = process.env.OCTAVO_TEST_RUN_DIR;
  if (runDir && !process.env.OCTAVO_KEEP_TEST_DATA)
    await rm(runDir, { recursive: true, force: true, maxRetries: 3 });
};
