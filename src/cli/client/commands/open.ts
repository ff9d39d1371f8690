import { OctavoApi } from '../api';
import { openInBrowser } from '../browser';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { parseCommandArgs, rejectPositionals } from '../command-args';
import { COMMAND_HELP } from '../help';
import { resolveProject } from '../project-resolution';

export const SITE_OPTIONS = {
  flags: ['public'],
  values: ['project', 'token'],
  aliases: { p: 'project', t: 'token' },
} as const;

export async function openCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('open', argv, SITE_OPTIONS);
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.open);
    return 0;
  }
  rejectPositionals('open', args);
  const context = clientContext(io, args);
  const { project } = await resolveProject(args.values.get('project'), io.cwd, context.serverUrl);
  let webBase = context.serverUrl;
  const token = args.values.get('token') || io.env.OCTAVO_TOKEN || context.login?.token;
  if (token) {
    // The server's own BASE_URL is the address people use, which may differ from the API address.
    const found = await new OctavoApi(context.serverUrl, requireToken(context, token)).getProject(project);
    if (found.web_url) webBase = new URL(found.web_url).origin;
  }
  const url = args.flags.has('public') ? siteUrl(webBase, project) : `${webBase}/${project}`;
  await announceAndOpen(url, io);
  return 0;
}

export function siteUrl(base: string, project: string): string {
  return `${base}/sites/${project}/`;
}

export async function announceAndOpen(url: string, io: ClientIo): Promise<void> {
  io.stdout.write(`${url}\n`);
  const outcome = await openInBrowser(url, io.env);
  if (!outcome.opened)
    io.stderr.write(`octavo: could not start a browser (${outcome.why}); open the address above\n`);
}
