import { parseArgs, UsageError } from '../args';

export interface OptionSpec {
  /** Options that take no value (`--pdf`). */
  flags?: readonly string[];
  /** Options that take a value (`--branch main`). */
  values?: readonly string[];
  /** Short or alternative names: `{ p: 'project' }`. */
  aliases?: Readonly<Record<string, string>>;
}

export interface CommandArgs {
  positionals: string[];
  flags: Set<string>;
  values: Map<string, string>;
}

/** Options every client command takes. */
export const COMMON_VALUES = ['url', 'interval'] as const;

/** Parses one command's arguments, rejecting options it does not know with a pointer to its help. */
export function parseCommandArgs(command: string, argv: string[], spec: OptionSpec): CommandArgs {
  const aliases = spec.aliases ?? {};
  const flagNames = [...(spec.flags ?? []), 'help', 'h'];
  const valueNames = [...(spec.values ?? []), ...COMMON_VALUES];
  const aliasesOf = (names: string[]) => Object.keys(aliases).filter((a) => names.includes(aliases[a]));
  const parsed = parseArgs(argv, {
    flags: [...flagNames, ...aliasesOf(flagNames)],
    values: [...valueNames, ...aliasesOf(valueNames)],
  });
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const [given, value] of Object.entries(parsed.options)) {
    const name = aliases[given] ?? given;
    if (flagNames.includes(name)) {
      if (value !== true) throw new UsageError(`--${name} takes no value; see octavo ${command} --help`);
      flags.add(name === 'h' ? 'help' : name);
    } else if (valueNames.includes(name)) {
      if (value === true || value === '')
        throw new UsageError(`${optionName(given)} needs a value; see octavo ${command} --help`);
      values.set(name, value);
    } else {
      throw new UsageError(
        `octavo ${command} has no option ${optionName(given)}; see octavo ${command} --help`,
      );
    }
  }
  return { positionals: parsed.positionals, flags, values };
}

/** For commands whose only inputs are options. */
export function rejectPositionals(command: string, args: CommandArgs): void {
  if (args.positionals.length) {
    throw new UsageError(
      `octavo ${command} takes no arguments (got "${args.positionals.join(' ')}"); see octavo ${command} --help`,
    );
  }
}

/** `--interval` in seconds (fractions allowed) as milliseconds; 2 s by default. */
export function pollIntervalMs(args: CommandArgs): number {
  const raw = args.values.get('interval');
  if (raw === undefined) return 2000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--interval must be a positive number of seconds (got "${raw}")`);
  }
  return Math.round(seconds * 1000);
}

function optionName(name: string): string {
  return name.length === 1 ? `-${name}` : `--${name}`;
}
