// Ends the run's epubcheck JVM (global-setup.js): closing its standard input makes it exit.
module.exports = async function stopEpubcheckServer() {
  const server = globalThis.__octavoEpubcheckServer;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.stdin.end();
  await exited;
};
