import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export type DrawnDiagram = { ok: true; svg: string } | { ok: false; reason: string };

/** What one drawing may take: dot lays out a graph in milliseconds; a graph that takes longer is a mistake. */
const LIMITS = { timeoutMs: 20_000, memoryBytes: 1024 * 1024 * 1024, outputBytes: 16 * 1024 * 1024 };

/**
 * Graphviz's own safe mode, for graphs it did not write: with SERVER_NAME set it reads image files (`image=`,
 * `<IMG SRC>`) only from GV_FILE_PATH's folders, and none is there, so a book's graph never reads the server's files.
 */
const SAFE_MODE = { SERVER_NAME: 'octavo', GV_FILE_PATH: '/nonexistent/' };

let installed: Promise<boolean> | undefined;

/** Whether the machine has Graphviz's `dot` (asked once a process). */
export function graphvizInstalled(): Promise<boolean> {
  installed ??= run(['-Tsvg'], 'digraph{a}').then(
    (drawn) => drawn.ok,
    () => false,
  );
  return installed;
}

/**
 * A Graphviz graph (the DOT language, as asciidoctor-diagram's `[graphviz]` blocks and mdBook's `dot` fences hold)
 * drawn by the machine's `dot` as SVG, as asciidoctor-diagram draws it (`dot -Tsvg`: labels are text, which every
 * reader draws, Calibre's rasterizer for old Kindles too; Graphviz's cairo SVG draws them as glyph symbols, which
 * that rasterizer leaves out). Its stand-alone header (XML declaration, DOCTYPE) and comments are left out: it is
 * shown as an image, and comments carry the Graphviz version, which is no part of the book.
 */
export async function drawGraphviz(source: string, signal?: AbortSignal): Promise<DrawnDiagram> {
  if (!(await graphvizInstalled()))
    return { ok: false, reason: 'Graphviz (its dot command) is not installed' };
  const drawn = await run(['-Tsvg'], source, signal);
  if (!drawn.ok) return drawn;
  const svg = drawn.svg
    .replace(/^\s*<\?xml[^>]*>\s*/, '')
    .replace(/<!DOCTYPE[^>[]*(?:\[[^\]]*\])?>\s*/i, '')
    .replace(/<!--[\s\S]*?-->\s*/g, '');
  return /<svg[\s>]/.test(svg) ? { ok: true, svg } : { ok: false, reason: 'dot wrote no SVG' };
}

/** The first thing dot said about a graph it could not draw, without its `Error: <stdin>:` preamble. */
function dotMessage(stderr: string): string {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !/^Warning:/.test(l));
  return (line ?? stderr.trim()).replace(/^Error:\s*/, '').replace(/<stdin>:\s*/, '') || 'no message';
}

function run(args: string[], input: string, signal?: AbortSignal): Promise<DrawnDiagram> {
  signal?.throwIfAborted();
  const capped = existsSync('/usr/bin/prlimit');
  const [file, argv] = capped
    ? ['/usr/bin/prlimit', [`--as=${LIMITS.memoryBytes}`, '--', 'dot', ...args]]
    : ['dot', args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      detached: true,
      env: { ...process.env, ...SAFE_MODE },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let tooLarge = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(kill, LIMITS.timeoutMs);
    const onAbort = () => kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > LIMITS.outputBytes) {
        tooLarge = true;
        kill();
      } else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    // A graph dot stops reading (a syntax error early on) must not fail the write.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(signal.reason);
      if (tooLarge) return resolve({ ok: false, reason: 'its drawing is larger than 16 MB' });
      if (killedBy)
        return resolve({ ok: false, reason: `dot took longer than ${LIMITS.timeoutMs / 1000} s` });
      if (code !== 0) return resolve({ ok: false, reason: dotMessage(stderr) });
      resolve({ ok: true, svg: Buffer.concat(out).toString('utf8') });
    });
  });
}
