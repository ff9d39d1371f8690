import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { createServer, Server as NetServer, Socket } from 'node:net';
import { Connection, Server as Ssh2Server } from 'ssh2';
import { GitRepositories } from '../../git';
import { ensureHooksEverywhere } from '../../git/hooks';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { LoginRedis } from '../security/login-redis';
import { LoginThrottle } from '../security/login-throttle';
import { ProjectionRunner } from '../../projections/projection-runner';
import { ServerPaths } from '../core/server-paths';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { SshAccessWatch } from './access-watch';
import { GitRequests } from './git-requests';
import { loadOrCreateHostKey } from './host-key';
import { PublicKeyAuthenticator } from './public-key-authenticator';
import { SshConnection } from './ssh-connection';
import { SessionCounter, SshLimits, sshLimitsFromEnv } from './ssh-limits';

const IDENT = 'Octavo';
/** How long shutdown waits for running pushes to finish and be recorded. */
const DRAIN_MS = 15_000;
/** How long a connection refused before its handshake may stay open for the client to read why. */
const REFUSED_LINGER_MS = 5_000;
const ADDRESS_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Git over SSH (role `ssh`). Sockets are accepted here and handed to ssh2, so that this server owns the
 * timeouts: a connection must authenticate within the login grace time, and is closed when idle after that.
 */
@Injectable()
export class SshServer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('SSH');
  private readonly limits: SshLimits = sshLimitsFromEnv();
  private readonly sessions = new SessionCounter(this.limits.maxSessionsPerUser);
  /** Failed authentications per remote address across connections (brute force, key scanning). */
  private readonly addressFailures: LoginThrottle;
  /** With REDIS_URL the failures are counted there: every ssh process turns the same addresses away. */
  private readonly loginRedis: LoginRedis;
  private readonly sockets = new Set<Socket>();
  private readonly connections = new Set<SshConnection>();
  private accessWatch: SshAccessWatch | null = null;
  private readonly serverPaths: ServerPaths;
  private readonly running = new Set<Promise<unknown>>();
  /** Accepted sockets whose SSH client has not been created yet, by remote address and port. */
  private readonly pending = new Map<string, { socket: Socket; grace: NodeJS.Timeout }>();
  private netServer: NetServer | null = null;

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(PublicKeyAuthenticator) private readonly authenticator: PublicKeyAuthenticator,
    @Inject(GitRequests) private readonly gitRequests: GitRequests,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
  ) {
    this.serverPaths = new ServerPaths(config.dataDir);
    this.loginRedis = new LoginRedis(config.redisUrl);
    this.addressFailures = new LoginThrottle(
      { ip: this.limits.maxAuthFailuresPerAddress },
      ADDRESS_FAILURE_WINDOW_MS,
      this.loginRedis.connection,
      `${this.loginRedis.keyPrefix}:ssh`,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('ssh')) return;
    const { checked, reinstalled } = await ensureHooksEverywhere(this.git.root);
    if (reinstalled.length) {
      this.logger.warn(
        `reinstalled changed or missing hooks in ${reinstalled.length} of ${checked} repositories: ${reinstalled.join(', ')}`,
      );
    }
    this.accessWatch = new SshAccessWatch({
      events: this.events,
      projections: this.projections,
      gitRequests: this.gitRequests,
      connections: () => this.connections,
      log: (message) => this.logger.warn(message),
    });
    await this.accessWatch.start();
    const ssh = new Ssh2Server(
      { hostKeys: [loadOrCreateHostKey(this.config.dataDir)], ident: IDENT },
      (client, info) => this.onClient(client, info.ip, `${info.ip}:${info.port}`),
    );
    ssh.on('error', (error: Error) => this.logger.error(`ssh server error: ${error.message}`));
    // Without noDelay every round trip after key exchange waits ~44 ms on Nagle and delayed ACKs (issue 17).
    const server = createServer({ noDelay: true }, (socket) => void this.onSocket(socket, ssh));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.sshPort, this.config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.logger.error(`ssh listener error: ${error.message}`));
    this.netServer = server;
    this.logger.debug(`Git over SSH listening on ${this.config.host}:${this.config.sshPort}`);
  }

  /**
   * Stops before any onApplicationShutdown hook runs (Runtime closes the event store there): no new
   * connections, clients cut off, and pushes already under way get to finish and append their BranchPushed.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.accessWatch?.stop();
    this.accessWatch = null;
    const server = this.netServer;
    this.netServer = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)));
    await Promise.race([Promise.allSettled([...this.running, closed]), deadline]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.beforeApplicationShutdown();
    await this.loginRedis.onApplicationShutdown();
  }

  private async onSocket(socket: Socket, ssh: Ssh2Server): Promise<void> {
    // Until ssh2 has it, the socket is unread: what the client sends waits in its buffer while we ask.
    socket.on('error', () => undefined); // ssh2 reports connection errors on the client
    const wait = await this.addressFailures
      .waitSeconds([`ip:${socket.remoteAddress}`])
      .catch((error: Error) => {
        this.logger.warn(
          `${socket.remoteAddress}: the SSH log-in throttle did not answer (${error.message})`,
        );
        return 0;
      });
    if (socket.destroyed) return;
    if (wait > 0) {
      // Before the handshake: a throttled address costs no key exchange. OpenSSH shows this line with -v.
      this.logger.warn(`${socket.remoteAddress}: refused, too many failed SSH authentications`);
      // Read (and drop) what the client sends, so its close is seen and the socket freed; a client that never
      // closes is cut off. Unread, every refused connection stayed open and held shutdown to its drain limit.
      socket.resume();
      setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
      socket.end(
        `octavo: too many failed SSH log-ins from this address; wait ${Math.ceil(wait / 60)} min and try again with a key registered in your account settings\r\n`,
      );
      return;
    }
    socket.setNoDelay(true); // also here: the listener option is not honoured by every runtime
    this.sockets.add(socket);
    const key = `${socket.remoteAddress}:${socket.remotePort}`;
    const grace = setTimeout(() => socket.destroy(), this.limits.loginGraceMs);
    this.pending.set(key, { socket, grace });
    socket.once('close', () => {
      clearTimeout(grace);
      this.pending.delete(key);
      this.sockets.delete(socket);
    });
    ssh.injectSocket(socket);
  }

  private onClient(client: Connection, ip: string, remote: string): void {
    const accepted = this.pending.get(remote);
    this.pending.delete(remote);
    client.once('ready', () => {
      if (!accepted) return;
      clearTimeout(accepted.grace);
      accepted.socket.setTimeout(this.limits.idleTimeoutMs, () => accepted.socket.destroy());
    });
    const connection = new SshConnection(client, {
      authenticator: this.authenticator,
      gitRequests: this.gitRequests,
      limits: this.limits,
      sessions: this.sessions,
      track: (running) => {
        this.running.add(running);
        running.finally(() => this.running.delete(running)).catch(() => undefined);
      },
      log: (message) => this.logger.warn(`${remote}: ${message}`),
      onAuthFailure: () =>
        void this.addressFailures.recordFailure([`ip:${ip}`]).catch((error: Error) => {
          this.logger.warn(`${remote}: a failed SSH log-in was not counted (${error.message})`);
        }),
      serverPaths: this.serverPaths,
    });
    this.connections.add(connection);
    client.once('close', () => this.connections.delete(connection));
  }
}
