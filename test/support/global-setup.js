// The run's shared helpers, started once before the workers (which inherit what they set in the environment).
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const startEpubcheckServer = require('./epubcheck-server/global-setup');
const launchWorkerChromiums = require('./worker-chromium/global-setup');

module.exports = async function globalSetup(globalConfig, projectConfig) {
  // The test servers' data folders (75-95 MB each, about 200 a run) go in one folder the teardown removes: left in
  // /tmp they came to 12 GB after a day of runs.
  process.env.OCTAVO_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'octavo-test-run-'));
  await Promise.all([
    startEpubcheckServer(globalConfig, projectConfig),
    launchWorkerChromiums(globalConfig, projectConfig),
  ]);
};
