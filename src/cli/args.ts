import { parseArgs as parseArgv } from 'node:util';

/** What one command's options are: `flags` take no value (`--json`), `values` take one (`--stream S`). */
export interface ArgsSpec {
  flags?: readonly string[];
  values?: readonly string[];
}

/**
 * Options by the name they were given under (`p` for `-p`): `true` for a flag, or for a value option given
 * without its value; the text for a value. The rest are positionals.
 */
export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | true>;
}

/**
 * Reads argv with `node:util`'s parseArgs, not strictly: the caller decides what an unknown option or a
 * missing value means, in its own words. A value option followed by another option (`--branch --pdf`) has
 * no value rather than swallowing the option.
 */
export function parseArgs(argv: string[], spec: ArgsSpec = {}): ParsedArgs {
  const options = Object.fromEntries([
    ...(spec.flags ?? []).map((name) => [name, { type: 'boolean' as const }]),
    ...(spec.values ?? []).map((name) => [name, { type: 'string' as const }]),
  ]);
  const { tokens } = parseArgv({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const positionals: string[] = [];
  const parsed: Record<string, string | true> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    if (!token.inlineValue && token.value?.startsWith('-')) {
      parsed[token.name] = true;
      const rest = parseArgs(argv.slice(token.index + 1), spec);
      return { positionals: [...positionals, ...rest.positionals], options: { ...parsed, ...rest.options } };
    }
    parsed[token.name] = token.value ?? true;
  }
  return { positionals, options: parsed };
}

export class UsageError extends Error {}

export function requireOption(args: ParsedArgs, name: string, hint: string): string {
  const value = args.options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing --${name} ${hint}`);
  return value;
}
