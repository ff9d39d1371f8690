import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export type DrawnDiagram =
  | { ok: true; svg: string }
  /** A bitmap drawing (ditaa's), shown `width` CSS pixels wide. */
  | { ok: true; png: Buffer; width: number }
  | { ok: false; reason: string };

/** What one drawing may take: dot lays out a graph in milliseconds; a graph that takes longer is a mistake. */
const LIMITS = { timeoutMs: 20_000, memoryBytes: 1024 * 1024 * 1024, outputBytes: 16 * 1024 * 1024 };

/**
 * Graphviz's own safe mode, for graphs it did not write: with SERVER_NAME set it reads image files (`image=`,
 * `<IMG SRC>`) only from GV_FILE_PATH's folders, and none is there, so a book's graph never reads the server's files.
 */
const SAFE_MODE = { SERVER_NAME: 'octavo', GV_FILE_PATH: '/nonexistent/' };

let version: Promise<string | null> | undefined;

/**
 * The machine's Graphviz as `dot -V` names it ("dot - graphviz version 2.43.0 (0)"), or null when it is not
 * installed. Found once a process; not having it is asked again each time, so installing it needs no restart.
 */
export async function graphvizVersion(): Promise<string | null> {
  version ??= run(['-V'], '').then(
    (ran) => (ran.code === 0 ? ran.stderr.trim() || 'graphviz' : null),
    () => null,
  );
  const found = await version;
  if (found === null) version = undefined;
  return found;
}

/**
 * A Graphviz graph (the DOT language, as asciidoctor-diagram's `[graphviz]` blocks hold) drawn by the machine's
 * `dot` as SVG, as asciidoctor-diagram draws it (`dot -Tsvg`: labels are text, which every reader draws, Calibre's
 * rasterizer for old Kindles too; Graphviz's cairo SVG draws them as glyph symbols, which that rasterizer leaves
 * out). Its stand-alone header (XML declaration, DOCTYPE) and comments are left out: it is shown as an image, and
 * comments carry the Graphviz version, which is no part of the book.
 */
export async function drawGraphviz(source: string, signal?: AbortSignal): Promise<DrawnDiagram> {
  if ((await graphvizVersion()) === null) {
    return { ok: false, reason: 'Graphviz (its dot command) is not installed' };
  }
  const ran = await run(['-Tsvg'], source, signal);
  if (ran.code !== 0 || ran.failure) return { ok: false, reason: ran.failure ?? dotMessage(ran.stderr) };
  const svg = ran.stdout
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

interface DotRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why the run was stopped: too long, too much output. */
  failure?: string;
}

function run(args: string[], input: string, signal?: AbortSignal): Promise<DotRun> {
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
      const stdout = Buffer.concat(out).toString('utf8');
      const failure = tooLarge
        ? 'its drawing is larger than 16 MB'
        : killedBy
          ? `dot took longer than ${LIMITS.timeoutMs / 1000} s`
          : undefined;
      resolve({ code, stdout, stderr, ...(failure ? { failure } : {}) });
    });
  });
}
