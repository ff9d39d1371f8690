// First: it changes how V8 collects garbage for everything loaded after it.
import './gc-tuning';
import { detectFormatTools, missingDrawingTools, unavailableText } from './builds/format-tools';
import { cloneUrl, loadConfig, OctavoConfig } from './config/config';
import { makeDataPrivate } from './ops/data-permissions';
import { createOctavoApp } from './server';
import { hostKeyIdentity } from './ssh/host-key-fingerprint';

/** The banner's facts as one JSON log line (OCTAVO_LOG_FORMAT=json), for log collectors. */
function jsonBanner(config: OctavoConfig): string {
  const tools = detectFormatTools();
  const hostKey = hostKeyIdentity(config.dataDir);
  return JSON.stringify({
    level: 'log',
    pid: process.pid,
    timestamp: Date.now(),
    context: 'Octavo',
    message: 'Octavo is ready',
    web: config.baseUrl,
    ssh: cloneUrl(config, 'owner/repo'),
    sshHostKey: hostKey?.fingerprint,
    dataDir: config.dataDir,
    roles: config.roles,
    signup: config.signup,
    formats: tools.filter((t) => t.available).map((t) => t.format),
    unavailable: Object.fromEntries(
      tools.filter((t) => !t.available).map((t) => [t.format, unavailableText(t)]),
    ),
    diagramsNotDrawn: missingDrawingTools(),
  });
}

/** What `npm start` prints once ready: where to go, what it runs, and which formats this machine can build. */
function banner(config: OctavoConfig): string {
  const profile =
    config.eventstoreUrl || config.mongoUrl || config.redisUrl
      ? 'scale'
      : 'embedded (SQLite, in-process queue)';
  const tools = detectFormatTools();
  const available = tools.filter((t) => t.available).map((t) => t.format);
  const missing = tools.flatMap((t) =>
    t.available ? [] : [`${t.format}: not available: ${unavailableText(t)}`],
  );
  const hostKey = hostKeyIdentity(config.dataDir);
  const [firstDrawing, ...otherDrawings] = missingDrawingTools();
  return [
    'Octavo is ready',
    `  web and API:  ${config.baseUrl}`,
    `  Git over SSH: ${cloneUrl(config, 'owner/repo')}`,
    ...(config.sitesUrl ? [`  sites:        ${config.sitesUrl}/sites/`] : []),
    ...(hostKey ? [`  SSH host key: ${hostKey.fingerprint} (${hostKey.type})`] : []),
    `  sign-up:      ${config.signup === 'open' ? 'open to anyone' : 'closed (octavo admin user create)'}`,
    `  data:         ${config.dataDir}`,
    `  profile:      ${profile}`,
    `  roles:        ${config.roles.join(', ')}`,
    `  formats:      ${available.length ? available.join(', ') : 'none'}`,
    ...missing.map((line) => `                ${line}`),
    ...(firstDrawing ? [`  diagrams:     ${firstDrawing}`] : []),
    ...otherDrawings.map((line) => `                ${line}`),
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything is opened or written: every file made from here on is private to this user.
  const permissions = makeDataPrivate(config.dataDir);
  if (permissions.fixed > 0) {
    console.warn(
      `octavo: made ${permissions.fixed} existing file(s) and folder(s) under ${config.dataDir} private to this user (they were readable by others)`,
    );
  }
  const app = await createOctavoApp(config);
  await app.listen(config.port, config.host);
  console.log(config.logFormat === 'json' ? jsonBanner(config) : banner(config));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
