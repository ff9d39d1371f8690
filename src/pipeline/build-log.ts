import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { describeCacheStats, type RenderCacheStats } from '../../renderers/cache/render-cache';
import { type BookWarning, formatWarning, inReadingOrder, uniqueWarnings } from '../../renderers/warnings';
import type { BuildRequestedData, Format } from '../domain/build';

export type RenderOutcome =
  { warnings: BookWarning[]; cache?: RenderCacheStats; notes?: string[] } | { error: string };

/**
 * A format's full build log: what the short status message groups and counts, listed in full, one warning a
 * line as `file:line: text`, file by file and by line, and the error when the render failed.
 */
export function buildLogText(build: BuildRequestedData, format: Format, outcome: RenderOutcome): string {
  const lines = [
    `Octavo build ${build.buildId} · ${format} · ${build.project} · branch ${build.branch} · commit ${build.commit}`,
  ];
  if ('error' in outcome) {
    lines.push(
      'Result: failed',
      '',
      ...outcome.error.split('\n').map((l, i) => (i === 0 ? `Error: ${l}` : l)),
    );
  } else {
    const warnings = uniqueWarnings(outcome.warnings);
    const count = warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`;
    lines.push(`Result: completed, ${count}`);
    if (outcome.cache) lines.push(`Render cache: ${describeCacheStats(outcome.cache)}`);
    if (outcome.notes) lines.push(...outcome.notes);
    if (warnings.length) lines.push('', ...inReadingOrder(warnings).map(formatWarning));
  }
  return `${lines.join('\n')}\n`;
}

/** How many warnings a log lists (repeats removed, as in the text). */
export function countedWarnings(outcome: RenderOutcome): number {
  return 'error' in outcome ? 0 : uniqueWarnings(outcome.warnings).length;
}

export async function writeLogFile(path: string, text: string): Promise<{ size: number; sha256: string }> {
  const bytes = Buffer.from(text, 'utf8');
  await writeFile(path, bytes);
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Hex SHA-256 of a file, streamed (artifacts can be large). */
export function sha256OfFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
