import { configPath, readLogin, SavedLogin } from './config-file';
import { CommandArgs } from './command-args';
import { ClientFailure } from './errors';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/** What a client command reads from its surroundings; passed in so commands stay testable. */
export interface ClientIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

export function processIo(): ClientIo {
  return {
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  };
}

export interface ClientContext {
  io: ClientIo;
  serverUrl: string;
  configFile: string;
  /** The saved login, when it belongs to `serverUrl`. */
  login?: SavedLogin;
}

/** The server from --url, $OCTAVO_URL, the saved login, else the default. */
export function clientContext(io: ClientIo, args: CommandArgs): ClientContext {
  const configFile = configPath(io.env);
  const saved = readLogin(configFile);
  const serverUrl = normalizeServerUrl(
    args.values.get('url') || io.env.OCTAVO_URL || saved?.url || DEFAULT_SERVER_URL,
  );
  return {
    io,
    serverUrl,
    configFile,
    login: saved && normalizeServerUrl(saved.url) === serverUrl ? saved : undefined,
  };
}

/**
 * The token from --token, $OCTAVO_TOKEN, else the saved login — the saved one only for the server it was
 * saved for, so a token never travels to another server by accident.
 */
export function requireToken(context: ClientContext, flagToken?: string): string {
  const token = flagToken || context.io.env.OCTAVO_TOKEN || context.login?.token;
  if (token) return token;
  throw new ClientFailure(
    `no API token for ${context.serverUrl}; run "octavo login", or pass --token or $OCTAVO_TOKEN ` +
      '(create a token in the web UI under account settings → Tokens)',
  );
}

export function normalizeServerUrl(raw: string): string {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new ClientFailure(`"${raw}" is not a server address; use a URL like ${DEFAULT_SERVER_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ClientFailure(`"${raw}" is not an http(s) address; use a URL like ${DEFAULT_SERVER_URL}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
