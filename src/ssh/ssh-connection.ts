import { randomUUID } from 'node:crypto';
import type { AuthContext, Connection, ServerChannel, Session } from 'ssh2';
import type { ServerPaths } from '../core/server-paths';
import type { GitExecRequest } from './git-exec-request';
import { parseGitExecRequest } from './git-exec-request';
import type { GitRequests } from './git-requests';
import { runGitSession } from './git-session';
import type { PublicKeyAuthenticator, SshIdentity } from './public-key-authenticator';
import type { SessionCounter, SshLimits } from './ssh-limits';

export const SSH_USER = 'git';

export const greeting = (username: string) =>
  `Hi ${username}! You've successfully authenticated, but Octavo does not provide shell access.`;

/** How long a connection being closed waits for its channels to close (so the client prints why). */
const CLOSE_GRACE_MS = 2_000;

const GIT_PROTOCOL_VALUE = /^[A-Za-z0-9=:,._-]{1,200}$/;

export interface SshConnectionDeps {
  authenticator: PublicKeyAuthenticator;
  gitRequests: GitRequests;
  limits: SshLimits;
  sessions: SessionCounter;
  /** Registers a running git command, so shutdown can wait for pushes to be recorded. */
  track: (running: Promise<unknown>) => void;
  log: (message: string) => void;
  /** Told of each failed attempt, so the server can throttle the address across connections. */
  onAuthFailure: () => void;
  /** Takes server paths out of what git tells a pusher. */
  serverPaths: ServerPaths;
}

/** A git command running on a connection: which project, and whether it writes. */
export interface RunningCommand {
  request: GitExecRequest;
  projectId: string;
  channel: ServerChannel;
}

/**
 * One client connection: public-key authentication as `git`, then session channels that may only run one
 * git command each (or get the greeting). No pty, subsystems, agent or X11 forwarding, no port forwarding.
 */
export class SshConnection {
  private verified: SshIdentity | null = null;
  private authFailures = 0;
  private closed = false;
  private readonly commands = new Set<RunningCommand>();

  constructor(
    private readonly client: Connection,
    private readonly deps: SshConnectionDeps,
  ) {
    client.on('authentication', (ctx) => void this.authenticate(ctx));
    client.on('ready', () => this.onReady());
    client.on('error', (error: Error) => this.deps.log(`connection error: ${error.message}`));
    client.on('close', () => (this.closed = true));
  }

  /** Who authenticated on this connection (null until a key is verified). */
  get identity(): SshIdentity | null {
    return this.verified;
  }

  /** The git commands running on this connection now. */
  get running(): readonly RunningCommand[] {
    return [...this.commands];
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Ends the connection at once, its running commands included, after telling each of them why (git prints it
   * as the reason the clone or push failed). Used when the access the connection was given is taken back.
   */
  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    const channelsClosed: Array<Promise<void>> = [];
    for (const { channel } of this.commands) {
      if (!channel.writable) continue;
      channelsClosed.push(new Promise((resolve) => channel.once('close', () => resolve())));
      channel.stderr.write(`octavo: ${reason}; this connection is closed\n`);
      channel.exit(1);
      channel.end();
    }
    // The client shows the reason only if it reads it before the connection goes: let the channels close first.
    let timer: NodeJS.Timeout | undefined;
    void Promise.race([
      Promise.all(channelsClosed),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS))),
    ]).then(() => {
      clearTimeout(timer);
      this.client.end();
    });
  }

  private fail(ctx: AuthContext): void {
    this.authFailures++;
    this.deps.onAuthFailure();
    ctx.reject(['publickey']);
    if (this.authFailures >= this.deps.limits.maxAuthFailures) {
      this.deps.log(`dropping a connection after ${this.authFailures} failed authentication attempts`);
      this.client.end();
    }
  }

  private async authenticate(ctx: AuthContext): Promise<void> {
    // "none" is how every client asks which methods exist: answer, but do not count it as a failure.
    if (ctx.method === 'none') return ctx.reject(['publickey']);
    if (ctx.method !== 'publickey' || ctx.username !== SSH_USER) return this.fail(ctx);
    try {
      const check = await this.deps.authenticator.check({
        data: ctx.key.data,
        signature: ctx.signature,
        blob: ctx.blob,
        hashAlgo: ctx.hashAlgo,
      });
      if (check.outcome === 'acceptable') return ctx.accept(); // a probe: the client will sign next
      if (check.outcome !== 'verified') return this.fail(ctx);
      this.verified = check.identity;
      ctx.accept();
    } catch (error) {
      this.deps.log(`key lookup failed: ${(error as Error).message}`);
      this.fail(ctx);
    }
  }

  private onReady(): void {
    this.client.on('session', (accept) => this.onSession(accept()));
    this.client.on('tcpip', (_accept, reject) => reject());
    this.client.on('openssh.streamlocal', (_accept, reject) => reject());
    this.client.on('request', (_accept, reject) => reject?.());
  }

  private onSession(session: Session): void {
    let gitProtocol: string | undefined;
    let started = false;
    session.on('env', (accept, reject, info) => {
      // Only GIT_PROTOCOL (so clients can ask for protocol v2); any other variable is ignored.
      if (info.key === 'GIT_PROTOCOL' && GIT_PROTOCOL_VALUE.test(info.val)) {
        gitProtocol = info.val;
        accept?.();
      } else reject?.();
    });
    for (const refused of ['pty', 'x11', 'auth-agent', 'signal', 'window-change', 'subsystem', 'sftp']) {
      session.on(refused, (_accept: unknown, reject?: () => void) => reject?.());
    }
    session.on('shell', (accept) => {
      if (started) return;
      started = true;
      this.refuse(accept(), greeting(this.verified!.username), false);
    });
    session.on('exec', (accept, _reject, info) => {
      if (started) return;
      started = true;
      this.deps.track(this.exec(accept(), info.command, gitProtocol));
    });
  }

  private async exec(
    channel: ServerChannel,
    command: string,
    gitProtocol: string | undefined,
  ): Promise<void> {
    const identity = this.verified!;
    const parsed = parseGitExecRequest(command);
    if (!parsed.ok) return this.refuse(channel, parsed.message);
    const release = this.deps.sessions.tryAcquire(identity.userId);
    if (!release) {
      return this.refuse(
        channel,
        `${identity.username} already runs ${this.deps.limits.maxSessionsPerUser} git commands at once; wait for one to finish and try again`,
      );
    }
    try {
      await this.runGit(channel, parsed.request, identity, gitProtocol);
    } catch (error) {
      this.deps.log(
        `${parsed.request.verb} ${parsed.request.owner}/${parsed.request.repo} failed: ${(error as Error).stack}`,
      );
      this.refuse(
        channel,
        'the server failed to run the git command; try again, and report it if it persists',
      );
    } finally {
      release();
    }
  }

  private async runGit(
    channel: ServerChannel,
    request: GitExecRequest,
    identity: SshIdentity,
    gitProtocol: string | undefined,
  ): Promise<void> {
    const access = await this.deps.gitRequests.authorize(identity, request);
    if (!access.ok) {
      this.refuse(channel, access.message);
      // A key that was removed opens nothing more on this connection either.
      if (access.keyRemoved) this.client.end();
      return;
    }
    // Access taken back while it was being checked: the connection is already being closed.
    if (this.closed) return;
    const correlationId = randomUUID();
    const running: RunningCommand = { request, projectId: access.project.id, channel };
    this.commands.add(running);
    try {
      await runGitSession(channel, {
        verb: request.verb,
        gitDir: access.gitDir,
        gitProtocol,
        pusher: access.user,
        scrub: (text) =>
          this.deps.serverPaths.scrub(text, [[access.gitDir, `${access.project.fullName}.git`]]),
        onRefUpdates: (updates) =>
          this.deps.gitRequests.recordPush(access.project, access.user, updates, correlationId),
        log: (message) => this.deps.log(`${access.project.fullName}: ${message}`),
      });
    } finally {
      this.commands.delete(running);
    }
  }

  /** Says why on stderr (git shows it to the user), then exits 1. */
  private refuse(channel: ServerChannel, message: string, prefix = true): void {
    if (!channel.writable) return;
    channel.stderr.write(`${prefix ? 'octavo: ' : ''}${message}\n`);
    channel.exit(1);
    channel.end();
  }
}
