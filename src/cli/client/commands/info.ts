import { OctavoApi } from '../api';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { ClientFailure } from '../errors';
import { COMMAND_HELP } from '../help';
import { resolveProject, ResolvedProject } from '../project-resolution';

export async function infoCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('info', argv, {
    values: ['project', 'token'],
    aliases: { p: 'project', t: 'token' },
  });
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.info);
    return 0;
  }
  rejectPositionals('info', args);
  const context = clientContext(io, args);
  const out = (label: string, value: string) => io.stdout.write(`${(label + ':').padEnd(16)}${value}\n`);
  out('Server', context.serverUrl);
  out('User', context.login ? context.login.username : 'not logged in (run octavo login)');
  out('Config', context.configFile);

  let resolved: ResolvedProject;
  try {
    resolved = await resolveProject(args.values.get('project'), io.cwd, context.serverUrl);
  } catch (error) {
    // Outside a clone and without -p there is simply no project to describe.
    if (!args.values.has('project') && error instanceof ClientFailure) return 0;
    throw error;
  }
  const api = new OctavoApi(context.serverUrl, requireToken(context, args.values.get('token')));
  const project = await api.getProject(resolved.project);
  out(
    'Project',
    `${project.full_name} (${resolved.source === '-p' ? 'from -p' : `from ${resolved.source}`})`,
  );
  out('Visibility', project.visibility);
  out('Default branch', project.default_branch);
  out('Clone', project.clone_url);
  if (project.web_url) out('Web', project.web_url);
  const [latest] = await api.latestBuilds(project.full_name, 1);
  if (!latest) out('Latest build', 'none yet (run octavo build)');
  else {
    out(
      'Latest build',
      `${latest.id} on ${latest.branch} (${latest.commit.slice(0, 7)}), ${latest.created_at}`,
    );
    for (const s of latest.status) out(`  ${s.format}`, s.status + (s.message ? ` — ${s.message}` : ''));
  }
  return 0;
}
