import { OctavoApi } from '../api';
import { clientContext, ClientIo, normalizeServerUrl } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { writeLogin } from '../config-file';
import { ApiRequestError, ClientFailure } from '../errors';
import { COMMAND_HELP } from '../help';
import { stdinPrompter } from '../prompt';
import { maskToken } from '../secrets';

/**
 * Saves a server and a token. Who the token belongs to is asked of the server (GET /api/user), never taken on
 * the user's word: a `--username` that is not the token's owner is refused, and nothing is saved.
 */
export async function loginCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('login', argv, { values: ['username', 'token'], aliases: { u: 'username' } });
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.login);
    return 0;
  }
  rejectPositionals('login', args);
  const context = clientContext(io, args);
  const prompter = stdinPrompter(io.stdin, io.stderr);
  let url: string, token: string;
  try {
    url = normalizeServerUrl(
      args.values.get('url') || (await prompter.ask('Server URL', { defaultValue: context.serverUrl })),
    );
    token = args.values.get('token') || (await prompter.ask('API token', { secret: true }));
  } finally {
    prompter.close();
  }
  if (!token) {
    throw new ClientFailure(
      'no API token given; create one in the web UI (account settings → Tokens) and run octavo login again',
    );
  }
  let owner: string;
  try {
    owner = (await new OctavoApi(url, token).currentUser()).username;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'invalid_token') {
      throw new ClientFailure(
        `${url} refused the API token ${maskToken(token)} (mistyped, or revoked); nothing was saved. ` +
          'Create a new one in the web UI (account settings → Tokens)',
      );
    }
    throw error;
  }
  const claimed = args.values.get('username');
  if (claimed && claimed !== owner) {
    throw new ClientFailure(
      `the token ${maskToken(token)} belongs to ${owner}, not ${claimed}; nothing was saved. ` +
        `Run octavo login without --username, or with a token of ${claimed}`,
    );
  }
  writeLogin(context.configFile, { url, username: owner, token });
  io.stdout.write(
    `Logged in to ${url} as ${owner} (token ${maskToken(token)}); saved to ${context.configFile}\n`,
  );
  return 0;
}
