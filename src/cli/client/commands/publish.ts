import { OctavoApi } from '../api';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { ApiRequestError, ClientFailure } from '../errors';
import { UsageError } from '../../args';
import { COMMAND_HELP } from '../help';
import { resolveProject } from '../project-resolution';
import { announceAndOpen, siteUrl } from './open';

const PUBLISH_OPTIONS = {
  flags: ['public', 'private', 'no-follow'],
  values: ['project', 'token', 'follow'],
  aliases: { p: 'project', t: 'token' },
} as const;

/**
 * Publishes the latest html build as the project's site. Visibility and the followed branch stay as they are
 * unless an option changes them, and the command says what the site now is.
 */
export async function publishCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('publish', argv, PUBLISH_OPTIONS);
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.publish);
    return 0;
  }
  rejectPositionals('publish', args);
  if (args.flags.has('public') && args.flags.has('private'))
    throw new UsageError('give --public or --private, not both; see octavo publish --help');
  if (args.values.has('follow') && args.flags.has('no-follow'))
    throw new UsageError('give --follow BRANCH or --no-follow, not both; see octavo publish --help');
  const context = clientContext(io, args);
  const { project } = await resolveProject(args.values.get('project'), io.cwd, context.serverUrl);
  const api = new OctavoApi(context.serverUrl, requireToken(context, args.values.get('token')));
  const visibility = args.flags.has('public') ? true : args.flags.has('private') ? false : undefined;
  const follow = args.flags.has('no-follow') ? false : args.values.get('follow');
  let site: Record<string, unknown>;
  try {
    site = await api.publishSite(project, { public: visibility, follow });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404 && error.code === 'not_found') {
      throw new ClientFailure(
        `the server at ${context.serverUrl} does not support publishing yet (it has no POST /api/sites); upgrade the server`,
      );
    }
    throw error;
  }
  const url = firstString(site, ['url', 'site_url', 'web_url']) ?? siteUrl(context.serverUrl, project);
  io.stderr.write(`${siteSummary(project, site)}\n`);
  await announceAndOpen(url, io);
  return 0;
}

/** "Published ann/book: build 12, public (anyone with the link can read it); follows main." */
export function siteSummary(project: string, site: Record<string, unknown>): string {
  const build = typeof site.build_id === 'number' ? `build ${site.build_id}` : 'the latest html build';
  const visibility =
    site.public === true
      ? 'public (anyone with the link can read it)'
      : site.public === false
        ? `private (only people who can read ${project})`
        : '';
  const follow =
    typeof site.follow_branch === 'string'
      ? `; follows ${site.follow_branch}: each html build of it is published when it completes`
      : site.follow_branch === null
        ? '; follows no branch: it shows this build until you publish again'
        : '';
  return `Published ${project}: ${build}${visibility ? `, ${visibility}` : ''}${follow}`;
}

function firstString(record: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) if (typeof record[key] === 'string') return record[key] as string;
  return undefined;
}
