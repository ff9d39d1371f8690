import { configPath, readLogin } from './config-file';

/** Octavo API tokens (`oct_` and a long random tail), wherever they turn up in text. */
const TOKEN_PATTERN = /\boct_[A-Za-z0-9_-]{8,}/g;

/** A token as the CLI may show it: its kind and last four characters, enough to tell two apart. */
export function maskToken(token: string): string {
  const tail = token.length > 12 ? token.slice(-4) : '';
  return `${token.startsWith('oct_') ? 'oct_' : ''}…${tail}`;
}

/** Replaces every known secret, and anything shaped like an Octavo token, with its masked form. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 6) out = out.split(secret).join(maskToken(secret));
  }
  return out.replace(TOKEN_PATTERN, (token) => maskToken(token));
}

/**
 * The tokens a client command may hold: given with --token/-t (or as the build command's first argument, the
 * atlas-api form), in $OCTAVO_TOKEN, or saved by `octavo login`.
 */
export function knownSecrets(command: string, argv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const secrets: string[] = [];
  argv.forEach((arg, i) => {
    const inline = /^(?:--token|-t)=(.+)$/.exec(arg);
    if (inline) secrets.push(inline[1]);
    else if ((arg === '--token' || arg === '-t') && argv[i + 1]) secrets.push(argv[i + 1]);
  });
  if (command === 'build') {
    const first = argv.find((a, i) => !a.startsWith('-') && !isOptionValue(argv, i));
    if (first && first !== 'help') secrets.push(first);
  }
  if (env.OCTAVO_TOKEN) secrets.push(env.OCTAVO_TOKEN);
  try {
    const saved = readLogin(configPath(env));
    if (saved?.token) secrets.push(saved.token);
  } catch {
    // An unreadable config file holds no token we could print.
  }
  return secrets.filter((s) => s.length >= 6 && !s.includes('/'));
}

const VALUE_OPTIONS = new Set([
  '-p',
  '--project',
  '-b',
  '--branch',
  '-d',
  '--download',
  '-t',
  '--token',
  '--url',
  '--interval',
]);

function isOptionValue(argv: readonly string[], index: number): boolean {
  return index > 0 && VALUE_OPTIONS.has(argv[index - 1]);
}

/** The same stream, writing masked text: whatever a command prints, no token goes out in clear. */
export function redactingStream(stream: NodeJS.WriteStream, secrets: readonly string[]): NodeJS.WriteStream {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  return Object.create(stream, {
    write: {
      value: (chunk: unknown, ...rest: unknown[]) =>
        write(typeof chunk === 'string' ? redactSecrets(chunk, secrets) : chunk, ...rest),
    },
  }) as NodeJS.WriteStream;
}
