// The run's shared helpers, started once before the workers (which inherit what they set in the environment).
const { chmodSync, mkdirSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const startEpubcheckServer = require('./epubcheck-server/global-setup');
const launchWorkerChromiums = require('./worker-chromium/global-setup');

module.exports = async function globalSetup(globalConfig, projectConfig) {
  // The test servers' data folders (75-95 MB each, about 200 a run) go in one folder the teardown removes: left in
  // /tmp they came to 12 GB after a day of runs.
  process.env.OCTAVO_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'octavo-test-run-'));
  // Every other temporary file of the run too (specs' mkdtemp folders, servers' commit indexes left by a killed
  // process, the tools' own): 1,000 folders a run were left in /tmp.
  process.env.TMPDIR = join(process.env.OCTAVO_TEST_RUN_DIR, 'tmp');
  mkdirSync(process.env.TMPDIR);
  // As /tmp is: suites run tools as another user (system-packages' not-root case) on files they make there.
  chmodSync(process.env.OCTAVO_TEST_RUN_DIR, 0o755);
  chmodSync(process.env.TMPDIR, 0o1777);
  await Promise.all([
    startEpubcheckServer(globalConfig, projectConfig),
    launchWorkerChromiums(globalConfig, projectConfig),
  ]);
};
