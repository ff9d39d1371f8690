import { OctavoApi } from '../api';
import { clientContext, ClientIo } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { ApiRequestError, ClientFailure } from '../errors';
import { COMMAND_HELP } from '../help';

export async function whoamiCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('whoami', argv, {});
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.whoami);
    return 0;
  }
  rejectPositionals('whoami', args);
  const context = clientContext(io, args);
  const login = context.login;
  if (!login) {
    throw new ClientFailure(`not logged in to ${context.serverUrl}; run "octavo login"`);
  }
  let username = login.username;
  try {
    username = (await new OctavoApi(context.serverUrl, login.token).currentUser()).username;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'invalid_token') {
      throw new ClientFailure(
        `the token saved for ${login.username} on ${context.serverUrl} is no longer valid (revoked?); run "octavo login" with a new one`,
      );
    }
    throw error;
  }
  io.stdout.write(`${username} on ${context.serverUrl}\n`);
  return 0;
}
