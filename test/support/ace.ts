import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../../renderers/tool-paths';
import { ROOT } from './octavo-server';

const exec = promisify(execFile);

export interface AceViolation {
  impact: string;
  rule: string;
  file: string;
}

/** Ace by DAISY on the same Chromium the renders use: every failed assertion with its impact. */
export async function ace(epub: string, outDir: string): Promise<AceViolation[]> {
  await exec(join(ROOT, 'node_modules', '.bin', 'ace-puppeteer'), ['--silent', '--outdir', outDir, epub], {
    env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: chromiumPath() },
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(await readFile(join(outDir, 'report.json'), 'utf8'));
  const violations: AceViolation[] = [];
  for (const subject of report.assertions) {
    for (const assertion of subject.assertions ?? []) {
      if (assertion['earl:result']?.['earl:outcome'] !== 'fail') continue;
      violations.push({
        impact: assertion['earl:test']['earl:impact'],
        rule: assertion['earl:test']['dct:title'],
        file: subject['earl:testSubject']?.url ?? '',
      });
    }
  }
  return violations;
}

/** How many violations of each impact (critical, serious, moderate, minor). */
export const countsByImpact = (violations: AceViolation[]) =>
  violations.reduce<Record<string, number>>(
    (counts, v) => ({ ...counts, [v.impact]: (counts[v.impact] ?? 0) + 1 }),
    {},
  );
