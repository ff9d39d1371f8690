import { randomUUID } from 'node:crypto';
import type { AuthContext, Connection, ServerChannel, Session } from 'ssh2';
import type { GitExecRequest } from './git-exec-request';
import { parseGitExecRequest } from './git-exec-request';
import type { GitRequests } from './git-requests';
import { runGitSession } from './git-session';
import type { PublicKeyAuthenticator, SshIdentity } from './public-key-authenticator';
import type { SessionCounter, SshLimits } from './ssh-limits';

export const SSH_USER = 'git';

export const greeting = (username: string) =>
  `Hi ${username}! You've successfully authenticated, but Octavo does not provide shell access.`;

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
}

/**
 * One client connection: public-key authentication as `git`, then session channels that may only run one
 * git command each (or get the greeting). No pty, subsystems, agent or X11 forwarding, no port forwarding.
 */
export class SshConnection {
  private identity: SshIdentity | null = null;
  private authFailures = 0;

  constructor(
    private readonly client: Connection,
    private readonly deps: SshConnectionDeps,
  ) {
    client.on('authentication', (ctx) => void this.authenticate(ctx));
    client.on('ready', () => this.onReady());
    client.on('error', (error: Error) => this.deps.log(`connection error: ${error.message}`));
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
      this.identity = check.identity;
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
      this.refuse(accept(), greeting(this.identity!.username), false);
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
    const identity = this.identity!;
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
    if (!access.ok) return this.refuse(channel, access.message);
    const correlationId = randomUUID();
    await runGitSession(channel, {
      verb: request.verb,
      gitDir: access.gitDir,
      gitProtocol,
      onRefUpdates: (updates) =>
        this.deps.gitRequests.recordPush(access.project, access.user, updates, correlationId),
      log: (message) => this.deps.log(`${access.project.fullName}: ${message}`),
    });
  }

  /** Says why on stderr (git shows it to the user), then exits 1. */
  private refuse(channel: ServerChannel, message: string, prefix = true): void {
    if (!channel.writable) return;
    channel.stderr.write(`${prefix ? 'octavo: ' : ''}${message}\n`);
    channel.exit(1);
    channel.end();
  }
}
