import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { ServerChannel } from 'ssh2';
import { gitEnvironment } from '../../git';
import {
  PUSH_NOTES_ENV,
  PUSH_NOTES_FD,
  PUSH_REPORT_END,
  REF_REPORT_ENV,
  REF_REPORT_FD,
} from '../../git/hooks';
import { reflogIdentity } from '../../git/reflog';
import { describeBytes, maxPushBytesFromEnv } from '../config/config';
import { faultActive, faultPoint } from '../core/fault-points';
import type { RefUpdate } from '../projects/record-branch-push.command';
import { isDiskFull } from '../core/storage-errors';
import type { GitVerb } from './git-exec-request';
import { parseRefReport } from './ref-report';
import { LineScrubber, SidebandScrubber } from './sideband-scrubber';

export interface GitSessionOptions {
  verb: GitVerb;
  gitDir: string;
  /** The client's GIT_PROTOCOL (e.g. `version=2`), already checked. */
  gitProtocol?: string;
  /**
   * Called with what the post-receive hook reported, while the hook waits; the lines it returns are shown to the
   * pusher (the hook prints them, so git shows them as `remote:` lines).
   */
  onRefUpdates?: (updates: RefUpdate[]) => Promise<string[] | void>;
  /** Where failures of onRefUpdates and the like are logged. */
  log: (message: string) => void;
  /** Largest pack a push may send (0 = no limit); defaults to OCTAVO_MAX_PUSH_BYTES. */
  maxPushBytes?: number;
  /**
   * Who pushes: written into the reflog of every ref the push moves, so a push whose BranchPushed was never
   * appended (a crash, a full disk) is still recorded later with its pusher (see RefReconciler).
   */
  pusher?: { id: string; username: string };
  /** Rewrites what git says to a pusher before it is sent (server paths out, see ServerPaths). */
  scrub?: (text: string) => string;
}

/** Longest a push may keep running after its client hung up (so that accepted updates still get recorded). */
const ORPHANED_PUSH_LIMIT_MS = 5 * 60_000;
const MAX_REPORT_BYTES = 4 * 1024 * 1024;

/**
 * Server-side settings that hold whatever the repository's own config says: command-line `-c` wins over it.
 * Hooks come from the repository's hooks directory only (never a `core.hooksPath` elsewhere), updates must be
 * fast-forwards, and no `git gc --auto` is started: it could detach and keep the report pipe open.
 */
function serverConfig(gitDir: string, maxPushBytes: number): string[] {
  return [
    `core.hooksPath=${join(gitDir, 'hooks')}`,
    'receive.denyNonFastForwards=true',
    'receive.denyDeleteCurrent=true',
    'receive.autogc=false',
    'receive.advertisePushOptions=false',
    // Every pushed object is checked (a tree with a ".git" folder breaks every clone, for everyone). Old git
    // versions wrote zero-padded file modes, which real books' histories contain (Pro Git): harmless, accepted.
    'receive.fsckObjects=true',
    'transfer.fsckObjects=true',
    'receive.fsck.hasDotgit=error',
    'receive.fsck.zeroPaddedFilemode=ignore',
    // git itself refuses a larger pack while receiving it (index-pack stops), before any ref moves.
    ...(maxPushBytes > 0 ? [`receive.maxInputSize=${maxPushBytes}`] : []),
  ].flatMap((setting) => ['-c', setting]);
}

function gitArguments(verb: GitVerb, gitDir: string, maxPushBytes: number): string[] {
  const config = serverConfig(gitDir, maxPushBytes);
  switch (verb) {
    case 'git-upload-pack':
      return [...config, 'upload-pack', '--strict', gitDir];
    case 'git-receive-pack':
      return [...config, 'receive-pack', gitDir];
    case 'git-upload-archive':
      return [...config, 'upload-archive', gitDir];
  }
}

/** Git's own refusal only says "pack exceeds maximum allowed size"; this says which limit and what to do. */
function pushTooLargeHint(maxPushBytes: number): string {
  return (
    `octavo: this push sent more than the limit of ${describeBytes(maxPushBytes)} a push ` +
    '(OCTAVO_MAX_PUSH_BYTES), so nothing was changed; push fewer commits at a time ' +
    '(for example `git push origin <older-commit>:<branch>` first), keep large binaries out of the ' +
    'repository, or ask the administrator to raise the limit\n'
  );
}

/** Git's own words for a refused object are terse ("hasDotgit: contains '.git'"); this says what to do. */
function fsckHint(output: string): string | null {
  if (/hasDotgit/.test(output)) {
    return (
      'octavo: this push was refused, and nothing was changed: a commit in it has a folder or file named ".git", ' +
      'which would break every clone of the repository; remove it from those commits (for example ' +
      '`git rm -r --cached <path>/.git` and `git commit --amend`, or rewrite the history with git filter-repo) ' +
      'and push again\n'
    );
  }
  if (/fsck error|error in (commit|tree|tag|blob)/.test(output)) {
    return (
      'octavo: this push was refused, and nothing was changed: git found a damaged or malformed object in it ' +
      '(see the "remote: error" lines above); run `git fsck` in your repository, repair it, and push again\n'
    );
  }
  return null;
}

/** What a pusher reads when git took the push but the server could not record it yet. */
function recordingFailedNote(error: unknown): string {
  const why = isDiskFull(error) ? " (the server's disk is full)" : '';
  return (
    `octavo: your push was applied, but the server could not record it yet${why}; it will be recorded ` +
    'automatically as soon as it can (nothing to do on your side, do not push again); tell the administrator if ' +
    'the project page does not show your commit within a few minutes'
  );
}

function flushed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (!stream.writable) return resolve();
    stream.write(Buffer.alloc(0), () => resolve());
  });
}

/**
 * Runs one git service for an exec channel: argv only (no shell), cwd at the repository, a minimal
 * environment, stdio piped both ways, and the exit status sent back before the channel closes. Resolves
 * with git's exit code once everything is done.
 */
export function runGitSession(channel: ServerChannel, options: GitSessionOptions): Promise<number> {
  const pushes = options.verb === 'git-receive-pack';
  const env = gitEnvironment({
    ...(options.gitProtocol ? { GIT_PROTOCOL: options.gitProtocol } : {}),
    ...(pushes ? { [REF_REPORT_ENV]: String(REF_REPORT_FD), [PUSH_NOTES_ENV]: String(PUSH_NOTES_FD) } : {}),
    ...(pushes && options.pusher ? reflogIdentity(options.pusher.id, options.pusher.username) : {}),
  });
  const maxPushBytes = pushes ? (options.maxPushBytes ?? maxPushBytesFromEnv()) : 0;
  const child: ChildProcess = spawn('git', gitArguments(options.verb, options.gitDir, maxPushBytes), {
    cwd: options.gitDir,
    env,
    shell: false,
    // fd 3 and 4 exist only for pushes: the post-receive hook relays accepted updates on 3 and prints the
    // answer it reads from 4 (see git/hooks.ts).
    stdio: pushes ? ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
  });

  let clientGone = false;
  let finished = false;
  const report: Buffer[] = [];
  let reportBytes = 0;
  const reportStream = pushes ? (child.stdio[REF_REPORT_FD] as Readable) : null;
  const notesStream = pushes ? (child.stdio[PUSH_NOTES_FD] as Writable) : null;
  notesStream?.on('error', () => undefined); // the hook may be gone; its push is recorded all the same.
  /** Set once the hook's report is complete and being recorded; the push is then not recorded again at exit. */
  let answered: Promise<void> | null = null;

  const record = async (updates: RefUpdate[]): Promise<string[]> => {
    if (!updates.length || !options.onRefUpdates) return [];
    await faultPoint('push:refs-moved');
    let lines: string[];
    try {
      lines = (await options.onRefUpdates(updates)) ?? [];
    } catch (error) {
      options.log(`recording ${updates.length} ref update(s) failed: ${(error as Error).stack ?? error}`);
      return [recordingFailedNote(error)];
    }
    await faultPoint('push:recorded');
    return lines;
  };
  const answerHook = (text: string) => {
    answered = record(parseRefReport(text)).then((lines) => {
      notesStream!.end(lines.map((line) => `${line}\n`).join(''));
    });
  };

  reportStream?.on('data', (chunk: Buffer) => {
    reportBytes += chunk.length;
    if (reportBytes <= MAX_REPORT_BYTES) report.push(chunk);
    else if (!answered) notesStream!.end(); // too much to relay: the hook stops waiting; recorded at exit
    if (answered || reportBytes > MAX_REPORT_BYTES) return;
    const text = Buffer.concat(report).toString('utf8');
    const end = text.indexOf(`${PUSH_REPORT_END}\n`);
    if (end === 0 || (end > 0 && text[end - 1] === '\n')) answerHook(text.slice(0, end));
  });

  child.stdin!.on('error', () => undefined); // git may stop reading early; its exit status says why.
  let bytesIn = 0;
  channel.on('data', (chunk: Buffer) => (bytesIn += chunk.length));
  channel.pipe(child.stdin!);
  // What receive-pack says goes through the scrubber (its "remote:" lines may name server paths).
  const scrub = options.scrub;
  const stdout: Readable = pushes && scrub ? child.stdout!.pipe(new SidebandScrubber(scrub)) : child.stdout!;
  const stderr: Readable = pushes && scrub ? child.stderr!.pipe(new LineScrubber(scrub)) : child.stderr!;
  const outputEnded = Promise.all(
    [stdout, stderr].map((stream) => new Promise<void>((resolve) => stream.once('end', () => resolve()))),
  );
  if (pushes && faultActive('push:receiving')) {
    // Crash tests: stop passing the pack on as soon as it starts arriving (nothing can have changed yet).
    channel.once('data', () => {
      channel.unpipe(child.stdin!);
      void faultPoint('push:receiving');
    });
  }
  stdout.pipe(channel, { end: false });
  stderr.pipe(channel.stderr, { end: false });

  // Git reports a refused object in its own output (sideband): noted, to add what to do about it at the end.
  let gitSaid = '';
  if (pushes) {
    const note = (chunk: Buffer) => {
      if (gitSaid.length < 64 * 1024) gitSaid += chunk.toString('latin1');
    };
    child.stdout!.on('data', note);
    child.stderr!.on('data', note);
  }

  channel.on('close', () => {
    if (finished) return;
    clientGone = true;
    // Nobody reads any more: drain git's output so it never blocks on a full pipe.
    stdout.unpipe(channel);
    stderr.unpipe(channel.stderr);
    stdout.resume();
    stderr.resume();
    child.stdin!.end();
    if (pushes) {
      // A push may already be updating refs; let it finish so what it accepted gets recorded.
      setTimeout(() => child.kill('SIGKILL'), ORPHANED_PUSH_LIMIT_MS).unref();
    } else {
      child.kill('SIGTERM');
    }
  });

  return new Promise<number>((resolve) => {
    let spawnError: Error | null = null;
    child.on('error', (error) => (spawnError = error));
    child.on('close', async (code) => {
      const exitCode = spawnError ? 1 : (code ?? 1);
      if (spawnError) options.log(`could not start git: ${spawnError.message}`);
      if (answered) {
        await answered;
      } else if (pushes) {
        // The hook did not wait for an answer (no fd 4, or a report too large): record now, say it on stderr.
        const lines = await record(parseRefReport(Buffer.concat(report).toString('utf8')));
        if (!clientGone) for (const line of lines) channel.stderr.write(`${line}\n`);
      }
      finished = true;
      if (!clientGone && maxPushBytes > 0 && bytesIn > maxPushBytes) {
        channel.stderr.write(pushTooLargeHint(maxPushBytes));
      }
      const refusedObject = pushes ? fsckHint(gitSaid) : null;
      if (!clientGone && refusedObject) channel.stderr.write(refusedObject);
      if (!clientGone) {
        // The scrubbers may still hold git's last words: they go out before the exit status.
        await Promise.race([outputEnded, new Promise((resolve) => setTimeout(resolve, 2000))]);
        await Promise.all([flushed(channel), flushed(channel.stderr)]);
        channel.exit(exitCode);
        channel.end();
      }
      resolve(exitCode);
    });
  });
}
