import { UsageError } from '../args';
import { CommandArgs, parseCommandArgs } from './command-args';

export const FORMAT_FLAGS = ['pdf', 'epub', 'mobi', 'html', 'platform'] as const;

/**
 * Either form of `build`:
 * - `gem`: `build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]`, as the Ruby atlas-api gem takes it;
 * - `flags`: `build [-p owner/repo] [--pdf] … [-b branch] [--download DIR]`, as the Go atlas client takes it.
 */
export interface BuildArgs {
  form: 'gem' | 'flags';
  /** Absent in the flag form without -p: the project comes from the Git remotes. */
  project?: string;
  /** Comma-separated, passed to the server as given (it validates and names unknown formats). */
  formats: string;
  branch?: string;
  token?: string;
  downloadDir?: string;
  args: CommandArgs;
}

export function parseBuildArgs(argv: string[]): BuildArgs | 'help' {
  const args = parseCommandArgs('build', argv, {
    flags: FORMAT_FLAGS,
    values: ['project', 'branch', 'download', 'token'],
    aliases: { p: 'project', b: 'branch', d: 'download', t: 'token' },
  });
  if (args.flags.has('help')) return 'help';
  const { positionals } = args;
  const formatFlags = FORMAT_FLAGS.filter((f) => args.flags.has(f));
  const downloadDir = args.values.get('download');

  if (positionals.length === 3 || positionals.length === 4) {
    if (['project', 'branch', 'token'].some((o) => args.values.has(o)) || formatFlags.length) {
      throw new UsageError(
        'use either "build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]" or the flag form (-p, --pdf, -b …), not both',
      );
    }
    const [token, project, formats, branch] = positionals;
    return { form: 'gem', token, project, formats, branch, downloadDir, args };
  }
  if (positionals.length > 0) {
    throw new UsageError(
      `build takes <API_TOKEN> <PROJECT> <FORMATS> [BRANCH] or flags, not ${positionals.length} argument(s) ("${positionals.join(' ')}"); see octavo build --help`,
    );
  }
  return {
    form: 'flags',
    project: args.values.get('project'),
    formats: (formatFlags.length ? formatFlags : ['pdf']).join(','),
    branch: args.values.get('branch'),
    token: args.values.get('token'),
    downloadDir,
    args,
  };
}
