import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, relative, resolve } from 'node:path';
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
 * epubcheck's output for an EPUB, as `java -jar epubcheck.jar <epub>` gives it. A run in a fresh JVM is mostly
 * epubcheck compiling its schemas (about 5 s of CPU), so the test run keeps one JVM checking
 * (test/support/epubcheck-server); without it (no javac), a fresh JVM, where C1 alone and the serial collector take
 * about 40% off (6.6 → 4.1 s on the fixture book), with the same checks and messages.
 */
export function epubcheck(epub: string, timeout = 300_000) {
  const port = Number(process.env.OCTAVO_TEST_EPUBCHECK_PORT);
  if (port) return checkedByServer(port, resolve(epub), timeout);
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  return tool('java', [...jvm, '-jar', '/usr/share/java/epubcheck.jar', epub], timeout);
}

/** One check by the run's epubcheck server: the path and a newline out; the code, stdout and stderr back. */
function checkedByServer(
  port: number,
  epub: string,
  timeout: number,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolveCheck, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeout, () =>
      socket.destroy(new Error(`epubcheck server: no answer in ${timeout} ms`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const reply = Buffer.concat(chunks);
      const code = reply.readInt32BE(0);
      const stdoutLength = reply.readInt32BE(4);
      const stdout = reply.subarray(8, 8 + stdoutLength).toString('utf8');
      const stderrLength = reply.readInt32BE(8 + stdoutLength);
      const stderr = reply.subarray(12 + stdoutLength, 12 + stdoutLength + stderrLength).toString('utf8');
      resolveCheck({ code, stdout, stderr });
    });
    socket.end(`${epub}\n`);
  });
}

/** epubcheck's exit code and its ERROR and FATAL lines: `{ code: 0, errors: [] }` for an EPUB it accepts. */
export async function epubcheckErrors(epub: string): Promise<{ code: number; errors: string[] }> {
  const check = await epubcheck(epub);
  return { code: check.code, errors: `${check.stdout}${check.stderr}`.match(/^(ERROR|FATAL).*$/gm) ?? [] };
}
