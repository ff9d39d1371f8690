import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ApiClient } from './api-client';

const exec = promisify(execFile);

/** Runs a real command-line tool; resolves with its output even when it exits non-zero. */
export async function tool(command: string, args: string[], timeout = 180_000) {
  try {
    const { stdout, stderr } = await exec(command, args, { maxBuffer: 64 * 1024 * 1024, timeout });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Every file under `dir`, as repository-relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.push(relative(dir, full).split('\\').join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Commits a directory's files through the files API (binary-safe). */
export async function putDirectory(api: ApiClient, project: string, dir: string): Promise<void> {
  for (const path of await listFiles(dir)) {
    const response = await api.put(`/api/projects/${project}/files/${path}`, {
      content_base64: (await readFile(join(dir, path))).toString('base64'),
      message: `Add ${path}`,
    });
    // The starter book may already hold an identical file (toc.html).
    if (response.status === 422 && response.json?.error === 'nothing_to_commit') continue;
    if (response.status !== 200) throw new Error(`PUT ${path}: ${response.status} ${response.text}`);
  }
}

/**
 * epubcheck's output for an EPUB. A run is mostly the JVM starting and loading epubcheck's schemas, which the
 * optimizing JIT compiler only slows: C1 alone and the serial collector take about 40% off it (6.6 → 4.1 s on
 * the fixture book), with the same checks and messages.
 */
export function epubcheck(epub: string, timeout = 300_000) {
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  return tool('java', [...jvm, '-jar', '/usr/share/java/epubcheck.jar', epub], timeout);
}

/** epubcheck's exit code and its ERROR and FATAL lines: `{ code: 0, errors: [] }` for an EPUB it accepts. */
export async function epubcheckErrors(epub: string): Promise<{ code: number; errors: string[] }> {
  const check = await epubcheck(epub);
  return { code: check.code, errors: `${check.stdout}${check.stderr}`.match(/^(ERROR|FATAL).*$/gm) ?? [] };
}
