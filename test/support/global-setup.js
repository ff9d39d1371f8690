// The run's shared helpers, started once before the workers (which inherit what they set in the environment).
const startEpubcheckServer = require('./epubcheck-server/global-setup');
const launchWorkerChromiums = require('./worker-chromium/global-setup');

module.exports = async function globalSetup(globalConfig, projectConfig) {
  await Promise.all([
    startEpubcheckServer(globalConfig, projectConfig),
    launchWorkerChromiums(globalConfig, projectConfig),
  ]);
};
