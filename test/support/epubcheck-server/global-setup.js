// Starts one epubcheck JVM for the whole test run (EpubcheckServer.java says why) and tells the test workers its
// port through OCTAVO_TEST_EPUBCHECK_PORT, which they inherit. Without javac (a JRE alone) nothing starts and each
// check runs `java -jar epubcheck.jar` as before.
const { execFileSync, spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { delimiter, dirname, join } = require('node:path');

const JAR = '/usr/share/java/epubcheck.jar';
const SOURCE = join(__dirname, 'EpubcheckServer.java');
/** C1 alone and the serial collector: 18 checks took 22 s of CPU so, 36 s with the optimizing compiler too. */
const JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));

/** The compiled class's folder, compiled once per source and epubcheck version (kept between runs). */
function compiled() {
  const jar = statSync(JAR);
  const key = createHash('sha256')
    .update(readFileSync(SOURCE))
    .update(`${jar.size} ${jar.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  // Beside the run's folder, not in it: global-setup.js points TMPDIR into the run's folder, which the teardown
  // removes, and javac then ran on every run (3 s of CPU before any suite starts).
  const runDir = process.env.OCTAVO_TEST_RUN_DIR;
  const root = join(runDir ? dirname(runDir) : tmpdir(), 'octavo-epubcheck-server');
  const dir = join(root, key);
  if (existsSync(join(dir, 'EpubcheckServer.class'))) return dir;
  mkdirSync(root, { recursive: true });
  const building = mkdtempSync(join(root, 'building-'));
  execFileSync('javac', ['-cp', JAR, '-d', building, SOURCE], { stdio: 'pipe' });
  try {
    renameSync(building, dir);
  } catch {
    // Another run compiled it first: theirs is the same class.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

module.exports = async function startEpubcheckServer() {
  if (process.env.OCTAVO_TEST_EPUBCHECK_PORT || !existsSync(JAR) || !onPath('javac') || !onPath('java'))
    return;
  let classes;
  try {
    classes = compiled();
  } catch (error) {
    process.stderr.write(
      `epubcheck server not compiled, each check starts its own JVM: ${error.stderr ?? error}\n`,
    );
    return;
  }
  const server = spawn('java', [...JVM, '-cp', `${classes}:${JAR}`, 'EpubcheckServer'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let port;
  try {
    port = await listening(server);
  } catch (error) {
    server.kill('SIGKILL');
    process.stderr.write(`epubcheck server did not start, each check starts its own JVM: ${error}\n`);
    return;
  }
  process.env.OCTAVO_TEST_EPUBCHECK_PORT = String(port);
  globalThis.__octavoEpubcheckServer = server;
};

/** The port the server prints once it listens. */
function listening(server) {
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`it exited with ${code} before it listened`)));
  }).finally(() => {
    server.stdout.removeAllListeners('data');
    server.removeAllListeners('exit');
    server.removeAllListeners('error');
  });
}
