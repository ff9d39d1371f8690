// First: it changes how V8 collects garbage for everything loaded after it.
import './gc-tuning';
import { cloneUrl, loadConfig } from './config/config';
import { createOctavoApp } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createOctavoApp(config);
  await app.listen(config.port, config.host);
  const profile =
    config.eventstoreUrl || config.mongoUrl || config.redisUrl
      ? 'scale'
      : 'embedded (SQLite, in-process queue)';
  console.log(`Octavo is ready
  web and API:  ${config.baseUrl}
  Git over SSH: ${cloneUrl(config, 'owner/repo')}
  data:         ${config.dataDir}
  profile:      ${profile}
  roles:        ${config.roles.join(', ')}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
