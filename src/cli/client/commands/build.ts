import { OctavoApi } from '../api';
import { parseBuildArgs } from '../build-args';
import { pollBuild } from '../build-poller';
import { buildReport, failedFormats } from '../build-report';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { ApiRequestError } from '../errors';
import { pollIntervalMs } from '../command-args';
import { saveDownloads } from '../downloads';
import { COMMAND_HELP } from '../help';
import { ProgressRenderer } from '../progress-renderer';
import { headWarning, localHead } from '../local-head';
import { resolveProject } from '../project-resolution';

export async function buildCommand(argv: string[], io: ClientIo): Promise<number> {
  const parsed = parseBuildArgs(argv);
  if (parsed === 'help') {
    io.stdout.write(COMMAND_HELP.build);
    return 0;
  }
  const intervalMs = pollIntervalMs(parsed.args);
  const context = clientContext(io, parsed.args);
  const token = parsed.form === 'gem' ? parsed.token! : requireToken(context, parsed.token);
  const { project, source } = await resolveProject(parsed.project, io.cwd, context.serverUrl);
  const api = new OctavoApi(context.serverUrl, token, parsed.form === 'gem' ? 'gem' : 'bearer');

  // A clone of this project: its HEAD is what the author thinks of as "the book"; say so when it is not built.
  const head = source === '-p' ? null : await localHead(io.cwd);
  const requested = await api
    .createBuild({ project, formats: parsed.formats, branch: parsed.branch })
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError) error.form = parsed.form;
      throw error;
    });
  const origin = source === '-p' ? '' : ` (from ${source})`;
  const warning = head ? await headWarning(io.cwd, head, requested) : null;
  if (warning) io.stderr.write(`octavo: warning: ${warning}\n`);
  io.stderr.write(
    `Build ${requested.id}: ${project}${origin}, branch ${requested.branch} at ${requested.commit.slice(0, 7)}` +
      `${head && !warning ? ' (your local HEAD)' : ''}, formats ${requested.status.map((s) => s.format).join(', ')}\n`,
  );
  const progress = new ProgressRenderer(io.stderr);
  const build = await pollBuild((id) => api.getBuild(id), requested, {
    intervalMs,
    onUpdate: (b) => progress.update(b),
  });
  io.stdout.write(buildReport(build));

  if (parsed.downloadDir) {
    for (const path of await saveDownloads(build, parsed.downloadDir, (url) => api.download(url))) {
      io.stdout.write(`Saved ${path}\n`);
    }
  }
  const failed = failedFormats(build);
  if (failed.length) {
    io.stderr.write(`octavo: build ${build.id} failed for ${failed.join(', ')} (messages above)\n`);
    return 1;
  }
  return 0;
}
