import { OctavoApi } from '../api';
import { clientContext, ClientIo, normalizeServerUrl } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { writeLogin } from '../config-file';
import { ClientFailure } from '../errors';
import { COMMAND_HELP } from '../help';
import { stdinPrompter } from '../prompt';

export async function loginCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('login', argv, { values: ['username', 'token'], aliases: { u: 'username' } });
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.login);
    return 0;
  }
  rejectPositionals('login', args);
  const context = clientContext(io, args);
  const prompter = stdinPrompter(io.stdin, io.stderr);
  let url: string, username: string, token: string;
  try {
    url = normalizeServerUrl(
      args.values.get('url') || (await prompter.ask('Server URL', { defaultValue: context.serverUrl })),
    );
    username = args.values.get('username') || (await prompter.ask('User name'));
    token = args.values.get('token') || (await prompter.ask('API token', { secret: true }));
  } finally {
    prompter.close();
  }
  if (!username) throw new ClientFailure('no user name given; run octavo login again and type it');
  if (!token) {
    throw new ClientFailure(
      'no API token given; create one in the web UI (account settings → Tokens) and run octavo login again',
    );
  }
  // Checked before saving, so a typo never ends up in the config file.
  await new OctavoApi(url, token).listTokens();
  writeLogin(context.configFile, { url, username, token });
  io.stdout.write(`Logged in to ${url} as ${username}; saved to ${context.configFile}\n`);
  return 0;
}
