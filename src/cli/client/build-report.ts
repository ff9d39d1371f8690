import { Build } from './api';

/**
 * The end-of-build report, in the Ruby atlas-api gem's spirit: a block per format with its status and message,
 * then every download URL on a line of its own, after its format (`pdf: <url>`; `cut -d' ' -f2` gives the URL).
 */
export function buildReport(build: Build): string {
  const rule = '-'.repeat(60);
  const blocks = build.status.map((s) => {
    const lines = [rule, `${s.format}: ${s.status}`];
    if (s.message) lines.push(...s.message.split('\n').map((l) => `  ${l}`));
    return lines.join('\n');
  });
  const header = `Build ${build.id} of ${build.project}, branch ${build.branch} (${build.commit.slice(0, 7)})`;
  const width = Math.max(0, ...build.status.map((s) => s.format.length)) + 1;
  const urls = build.status
    .filter((s) => s.download_url)
    .map((s) => `${`${s.format}:`.padEnd(width)} ${s.download_url as string}`);
  return [header, ...blocks, rule, ...(urls.length ? ['Downloads:', ...urls] : [])].join('\n') + '\n';
}

export function failedFormats(build: Build): string[] {
  return build.status.filter((s) => s.status === 'failed').map((s) => s.format);
}
