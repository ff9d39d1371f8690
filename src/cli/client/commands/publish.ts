import { OctavoApi } from '../api';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { ApiRequestError, ClientFailure } from '../errors';
import { COMMAND_HELP } from '../help';
import { resolveProject } from '../project-resolution';
import { announceAndOpen, SITE_OPTIONS, siteUrl } from './open';

export async function publishCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('publish', argv, SITE_OPTIONS);
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.publish);
    return 0;
  }
  rejectPositionals('publish', args);
  const context = clientContext(io, args);
  const { project } = await resolveProject(args.values.get('project'), io.cwd, context.serverUrl);
  const api = new OctavoApi(context.serverUrl, requireToken(context, args.values.get('token')));
  let site: Record<string, unknown>;
  try {
    site = await api.publishSite(project, args.flags.has('public'));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404 && error.code === 'not_found') {
      throw new ClientFailure(
        `the server at ${context.serverUrl} does not support publishing yet (it has no POST /api/sites); upgrade the server`,
      );
    }
    throw error;
  }
  const url = firstString(site, ['url', 'site_url', 'web_url']) ?? siteUrl(context.serverUrl, project);
  io.stderr.write(
    `Published ${project}${typeof site.build_id === 'number' ? ` (build ${site.build_id})` : ''}\n`,
  );
  await announceAndOpen(url, io);
  return 0;
}

function firstString(record: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) if (typeof record[key] === 'string') return record[key] as string;
  return undefined;
}
