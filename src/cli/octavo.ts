// First: it changes how V8 collects garbage for everything loaded after it (projections rebuild replays).
import '../gc-tuning';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, UsageError } from './args';
import { CLIENT_COMMANDS, CLIENT_HELP, COMMAND_HELP, runClientCommand } from './client';
import { redactSecrets } from './client/secrets';

const HELP = () => `octavo — Git-backed book publishing

Server (on the machine that runs Octavo; uses DATA_DIR):
  octavo serve                                   start the service (same as npm start)
  octavo admin user create --username U --password P --email E [--admin] [--token]
  octavo admin user delete --username U          delete an account (refused while it owns projects)
  octavo admin token create --username U [--name N]   prints only the token
  octavo admin info                              addresses, SSH host key fingerprint, sign-up, data directory
  octavo events [--stream S] [--type T] [--json]      the audit log
  octavo projections rebuild                     rebuild read models from the log
  octavo projections verify                      rebuild aside and compare; exit 1 on any difference

${CLIENT_HELP}
General:
  octavo help [COMMAND] | --help | -h
  octavo --version | -v
`;

function version(): string {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function run(argv: string[]): Promise<number> {
  const [command, sub, ...rest] = argv;
  if (CLIENT_COMMANDS.includes(command)) return runClientCommand(command, argv.slice(1));
  // Loaded only for server commands: the client stays quick to start.
  const commands = () => import('./server-commands');
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write((sub && COMMAND_HELP[sub]) || HELP());
      return 0;
    case '--version':
    case '-v':
    case 'version':
      console.log(`octavo ${version()}`);
      return 0;
    case 'serve':
      await import('../main');
      return new Promise<number>(() => {});
    case 'admin': {
      const [what, ...tail] = rest;
      const args = parseArgs(tail, { flags: ['admin'], values: ['username', 'password', 'email', 'name'] });
      if (sub === 'user' && what === 'create') return (await commands()).adminUserCreate(args);
      if (sub === 'user' && what === 'delete') return (await commands()).adminUserDelete(args);
      if (sub === 'token' && what === 'create') return (await commands()).adminTokenCreate(args);
      if (sub === 'info' && what === undefined) return (await import('./admin-info')).adminInfo();
      throw new UsageError(
        `unknown admin command "${[sub, what].filter(Boolean).join(' ')}"; see octavo help`,
      );
    }
    case 'events':
      return (await commands()).listEvents(
        parseArgs(
          [sub, ...rest].filter((a) => a !== undefined),
          { flags: ['json'], values: ['stream', 'type'] },
        ),
      );
    case 'projections':
      if (sub === 'rebuild') return (await commands()).rebuildProjections();
      if (sub === 'verify') return (await commands()).verifyProjections();
      throw new UsageError('use: octavo projections rebuild | octavo projections verify');
    default:
      throw new UsageError(`unknown command "${command}"; see octavo help`);
  }
}

/**
 * Ends with `process.exitCode`, not `process.exit()`: exit() drops output still queued for a pipe
 * (`octavo events --json | …` lost its tail). A handle left open must not keep the CLI alive, hence the
 * unref'd fallback.
 */
function finish(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 10_000).unref();
}

run(process.argv.slice(2)).then(finish, (error: unknown) => {
  if (error instanceof UsageError) console.error(`octavo: ${redactSecrets(error.message, [])}`);
  else if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    console.error(`octavo: ${String((error as { message: unknown }).message)}`);
  } else console.error('octavo:', error);
  finish(error instanceof UsageError ? 2 : 1);
});
