import { UsageError } from '../args';
import { apiErrorMessage } from './api-error-message';
import { ClientIo, processIo } from './client-context';
import { buildCommand } from './commands/build';
import { buildsCommand } from './commands/builds';
import { infoCommand } from './commands/info';
import { loginCommand } from './commands/login';
import { openCommand } from './commands/open';
import { publishCommand } from './commands/publish';
import { whoamiCommand } from './commands/whoami';
import { ApiRequestError, ClientFailure } from './errors';
import { knownSecrets, redactingStream, redactSecrets } from './secrets';

export { CLIENT_HELP, COMMAND_HELP } from './help';

const COMMANDS: Record<string, (argv: string[], io: ClientIo) => Promise<number>> = {
  build: buildCommand,
  builds: buildsCommand,
  login: loginCommand,
  whoami: whoamiCommand,
  info: infoCommand,
  open: openCommand,
  publish: publishCommand,
};

export const CLIENT_COMMANDS = Object.keys(COMMANDS);

/** Runs one client command; API refusals and client failures print one clear line and give exit status 1. */
export async function runClientCommand(
  command: string,
  argv: string[],
  given: ClientIo = processIo(),
): Promise<number> {
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}"; see octavo help`);
  // No token is ever printed in clear, whatever a command or an error message says.
  const secrets = knownSecrets(command, argv, given.env);
  const io = {
    ...given,
    stdout: redactingStream(given.stdout, secrets),
    stderr: redactingStream(given.stderr, secrets),
  };
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof ApiRequestError) {
      io.stderr.write(`octavo: ${apiErrorMessage(error)}\n`);
      return 1;
    }
    if (error instanceof ClientFailure) {
      io.stderr.write(`octavo: ${error.message}\n`);
      return 1;
    }
    if (error instanceof UsageError) throw new UsageError(redactSecrets(error.message, secrets));
    throw error;
  }
}
