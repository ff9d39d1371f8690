/** Minimal argv parsing: `--name value`, `--flag`, `-x value`; the rest are positionals. */
export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | true>;
}

export function parseArgs(argv: string[], flags: readonly string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const match = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positionals.push(arg);
      continue;
    }
    const [, name, inline] = match;
    if (inline !== undefined) options[name] = inline;
    else if (flags.includes(name) || i + 1 >= argv.length || argv[i + 1].startsWith('-'))
      options[name] = true;
    else options[name] = argv[++i];
  }
  return { positionals, options };
}

export class UsageError extends Error {}

export function requireOption(args: ParsedArgs, name: string, hint: string): string {
  const value = args.options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing --${name} ${hint}`);
  return value;
}
