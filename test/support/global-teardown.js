// Ends what global-setup.js started.
const stopEpubcheckServer = require('./epubcheck-server/global-teardown');
const endWorkerChromiums = require('./worker-chromium/global-teardown');

module.exports = async function globalTeardown() {
  await Promise.all([stopEpubcheckServer(), endWorkerChromiums()]);
};
