import type { ProjectionRunner } from '../../projections/projection-runner';
import { isUserEvent } from '../domain/user';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import type { GitRequests } from './git-requests';
import type { SshConnection } from './ssh-connection';

/** Events that can take access away from someone holding an SSH connection. */
const ACCESS_EVENTS = new Set([
  'SshKeyRemoved',
  'CollaboratorRemoved',
  'CollaboratorAdded', // a write collaborator made read-only
  'ProjectVisibilityChanged',
  'ProjectDeleted',
]);

/** How long a re-check waits for the read models to include the event that triggered it. */
const READ_MODEL_WAIT_MS = 5_000;

export interface AccessWatchDeps {
  events: EventStore;
  projections: ProjectionRunner;
  gitRequests: GitRequests;
  connections: () => Iterable<SshConnection>;
  log: (message: string) => void;
}

/**
 * Ends open SSH connections whose access was taken back. Commands are authorized one by one, but a
 * connection kept alive (keepalives, a multiplexing client) would otherwise keep running what it started
 * with a key that was deleted, or on a project its user may no longer read. Follows the log live, in this
 * process, wherever the key was removed: a removed key closes its connections at once; any other change of
 * access re-checks every connection's running commands against the read models once they include it.
 */
export class SshAccessWatch {
  private subscription: Subscription | null = null;

  constructor(private readonly deps: AccessWatchDeps) {}

  async start(): Promise<void> {
    const after = await this.deps.events.headPosition();
    this.subscription = this.deps.events.subscribe({
      after,
      onEvents: (batch) => this.onEvents(batch),
      onError: (error) => this.deps.log(`access watch failed; retrying: ${String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async onEvents(batch: RecordedEvent[]): Promise<void> {
    const relevant = batch.filter((event) => ACCESS_EVENTS.has(event.type));
    if (relevant.length === 0) return;
    for (const event of relevant) {
      if (!isUserEvent(event) || event.type !== 'SshKeyRemoved') continue;
      const { keyId, fingerprint } = event.data;
      for (const connection of this.deps.connections()) {
        if (connection.identity?.keyId !== keyId) continue;
        this.deps.log(`closing a connection of ${connection.identity.username}: key ${keyId} was removed`);
        connection.close(
          `the SSH key ${fingerprint} was removed from ${connection.identity.username}'s account`,
        );
      }
    }
    const last = relevant[relevant.length - 1].position;
    // The checks read the read models: wait until they include the change (a projector may run elsewhere).
    await this.deps.projections.waitFor(last, ['accounts', 'projects'], READ_MODEL_WAIT_MS);
    for (const connection of this.deps.connections()) {
      const identity = connection.identity;
      if (!identity || connection.isClosed) continue;
      const running = connection.running;
      if (running.length === 0) continue; // an idle connection's next command is authorized anyway
      const reason = await this.deps.gitRequests.revocation(identity, running);
      if (!reason) continue;
      this.deps.log(`closing a connection of ${identity.username}: ${reason}`);
      connection.close(reason);
    }
  }
}
