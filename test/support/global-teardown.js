// Ends what global-setup.js started, and removes the test servers' data folders (OCTAVO_KEEP_TEST_DATA=1 keeps them).
const { rm } = require('node:fs/promises');
const stopEpubcheckServer = require('./epubcheck-server/global-teardown');
const endWorkerChromiums = require('./worker-chromium/global-teardown');

module.exports = async function globalTeardown() {
  const runDir = process.env.OCTAVO_TEST_RUN_DIR;
  const removeRunDir =
    runDir && !process.env.OCTAVO_KEEP_TEST_DATA
      ? rm(runDir, { recursive: true, force: true, maxRetries: 3 })
      : Promise.resolve();
  await Promise.all([stopEpubcheckServer(), endWorkerChromiums(), removeRunDir]);
};
