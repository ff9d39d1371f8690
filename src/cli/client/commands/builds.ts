import { UsageError } from '../../args';
import { BuildVerification, OctavoApi } from '../api';
import { clientContext, ClientIo, requireToken } from '../client-context';
import { parseCommandArgs } from '../command-args';
import { COMMAND_HELP } from '../help';

const SHOWN_RESULT: Record<string, string> = {
  match: 'match',
  mismatch: 'MISMATCH',
  not_reproducible: 'not reproducible',
  not_built: 'not built',
  error: 'ERROR',
};

/** `octavo builds verify <id>`: the server renders the build's commit aside; exit 1 on any mismatch. */
export async function buildsCommand(argv: string[], io: ClientIo): Promise<number> {
  const args = parseCommandArgs('builds', argv, { values: ['token'], aliases: { t: 'token' } });
  if (args.flags.has('help')) {
    io.stdout.write(COMMAND_HELP.builds);
    return 0;
  }
  const [sub, rawId, ...extra] = args.positionals;
  if (sub !== 'verify')
    throw new UsageError('use: octavo builds verify <BUILD_ID>; see octavo builds --help');
  if (!rawId) throw new UsageError('octavo builds verify needs a build id: octavo builds verify <BUILD_ID>');
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0 || extra.length) {
    throw new UsageError(
      `octavo builds verify takes one build id, a number (got "${[rawId, ...extra].filter(Boolean).join(' ')}")`,
    );
  }
  const context = clientContext(io, args);
  const api = new OctavoApi(context.serverUrl, requireToken(context, args.values.get('token')));
  io.stdout.write(
    `Rendering build ${id} again aside on ${context.serverUrl}; this takes as long as the build did…\n`,
  );
  const report = await api.verifyBuild(id);
  io.stdout.write(verificationText(report));
  return report.result === 'match' ? 0 : 1;
}

export function verificationText(report: BuildVerification): string {
  const lines = [`Build ${report.id}, commit ${report.commit.slice(0, 12)}:`];
  for (const f of report.formats) {
    lines.push(`  ${f.format.padEnd(9)} ${(SHOWN_RESULT[f.result] ?? f.result).padEnd(17)} ${f.message}`);
  }
  const bad = report.formats.filter((f) => f.result === 'mismatch' || f.result === 'error');
  lines.push(
    bad.length
      ? `Verification FAILED: ${bad.map((f) => f.format).join(', ')} ${bad.length === 1 ? 'does' : 'do'} not match.`
      : 'Verified: every reproducible format matches its stored file and recorded SHA-256.',
  );
  return lines.join('\n') + '\n';
}
