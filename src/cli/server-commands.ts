import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { isDeepStrictEqual } from 'node:util';
import { ProjectionRunner, projectionVersionDocuments } from '../../projections/projection-runner';
import { replayProjections } from '../../projections/replay';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import { AccountsQueries } from '../accounts/accounts.queries';
import { DeleteAccountCommand } from '../accounts/delete-account.command';
import { IssueApiTokenCommand, IssuedToken } from '../accounts/issue-api-token.command';
import { RegisterUserCommand } from '../accounts/register-user.command';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { ParsedArgs, requireOption, UsageError } from './args';
import { progressReporter } from './progress';
import { withServerContext } from './server-context';

export async function adminUserCreate(args: ParsedArgs): Promise<number> {
  const username = requireOption(args, 'username', 'U');
  const password = requireOption(args, 'password', 'P');
  const email = requireOption(args, 'email', 'E');
  return withServerContext(async (context) => {
    const { userId } = await context
      .get(CommandBus)
      .execute<RegisterUserCommand, { userId: string }>(
        new RegisterUserCommand(
          username,
          email,
          password,
          args.options.admin === true,
          'admin-cli',
          randomUUID(),
        ),
      );
    console.log(`created user ${username}${args.options.admin === true ? ' (admin)' : ''}`);
    // --token: the new account's first API token on the next line, for a script setting up a bot or a CI
    // account in one step (the same as `admin token create --username U` after it).
    // Issued on the account's own events, so a projector still catching up cannot make it fail.
    if (args.options.token) {
      const issued: IssuedToken = await context
        .get(CommandBus)
        .execute(new IssueApiTokenCommand(userId, 'cli', randomUUID()));
      console.log(issued.token);
    }
    return 0;
  });
}

/**
 * Deletes a user's account without their password (an administrator on the server). Refused, naming them,
 * while the user owns projects. Run again, it finishes a deletion a crash interrupted (the key is shredded).
 */
export async function adminUserDelete(args: ParsedArgs): Promise<number> {
  const username = requireOption(args, 'username', 'U');
  return withServerContext(async (context) => {
    await context
      .get(CommandBus)
      .execute(
        new DeleteAccountCommand(username.toLowerCase(), { adminCli: true }, 'admin-cli', randomUUID()),
      );
    console.log(
      `deleted user ${username}: its tokens, SSH keys and sessions no longer work, and its credential key was shredded`,
    );
    return 0;
  });
}

export async function adminTokenCreate(args: ParsedArgs): Promise<number> {
  const username = requireOption(args, 'username', 'U');
  const name = typeof args.options.name === 'string' ? args.options.name : 'cli';
  return withServerContext(async (context) => {
    const user = await context.get(AccountsQueries).userByName(username);
    if (!user)
      throw new UsageError(`there is no user named ${username}; create it with: octavo admin user create`);
    const issued: IssuedToken = await context
      .get(CommandBus)
      .execute(new IssueApiTokenCommand(user.id, name, randomUUID()));
    console.log(issued.token);
    return 0;
  });
}

export async function listEvents(args: ParsedArgs): Promise<number> {
  const stream = typeof args.options.stream === 'string' ? args.options.stream : undefined;
  const type = typeof args.options.type === 'string' ? args.options.type : undefined;
  return withServerContext(async (context) => {
    const events = context.get<EventStore>(EVENT_STORE);
    const print = (e: RecordedEvent) => {
      if (type && e.type !== type) return;
      if (args.options.json === true) {
        console.log(
          JSON.stringify({
            position: e.position,
            stream: e.streamId,
            revision: e.revision,
            type: e.type,
            data: e.data,
            metadata: e.metadata,
          }),
        );
      } else {
        console.log(
          `${String(e.position).padStart(7)}  ${e.metadata.occurredAt}  ${e.streamId.padEnd(44)} ${e.type}  ${JSON.stringify(e.data)}`,
        );
      }
    };
    if (stream) (await events.readStream(stream)).forEach(print);
    else {
      for (let after = 0; ;) {
        const batch = await events.readAll({ after, limit: 1000 });
        if (batch.length === 0) break;
        batch.forEach(print);
        after = batch[batch.length - 1].position;
      }
    }
    return 0;
  });
}

/** Replays the log into a scratch store, then swaps the result in atomically. */
export async function rebuildProjections(): Promise<number> {
  return withServerContext(async (context) => {
    const runner = context.get(ProjectionRunner);
    const live = context.get<ReadModelStore>(READ_MODEL_STORE);
    const scratchDir = mkdtempSync(join(tmpdir(), 'octavo-rebuild-'));
    const scratch = new SqliteReadModelStore(join(scratchDir, 'read-models.db'));
    try {
      const progress = progressReporter('rebuilding projections');
      const started = Date.now();
      const reached = await replayProjections(
        context.get<EventStore>(EVENT_STORE),
        scratch,
        runner.projections,
        {
          onProgress: (p) => progress.update(p.position, p.head),
          indexes: false,
        },
      );
      progress.done();
      const collections = runner.projections.flatMap((p) => [...p.collections]);
      const snapshot = await scratch.snapshot(collections);
      await live.replace({
        checkpoints: reached,
        collections: { ...snapshot.collections, ...projectionVersionDocuments(runner.projections) },
      });
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `rebuilt ${runner.projections.map((p) => p.name).join(', ')} up to event ${Math.max(0, ...Object.values(reached))} in ${seconds.toFixed(2)} s`,
      );
      return 0;
    } finally {
      await scratch.close();
      rmSync(scratchDir, { recursive: true, force: true });
    }
  });
}

/** Rebuilds aside up to each live checkpoint and compares every document; exit 1 on any difference. */
export async function verifyProjections(): Promise<number> {
  return withServerContext(async (context) => {
    const runner = context.get(ProjectionRunner);
    const live = context.get<ReadModelStore>(READ_MODEL_STORE);
    const collections = runner.projections.flatMap((p) => [...p.collections]);
    const current = await live.snapshot(collections);
    const upTo = Object.fromEntries(
      runner.projections.map((p) => [p.name, current.checkpoints[p.name] ?? 0]),
    );
    const scratchDir = mkdtempSync(join(tmpdir(), 'octavo-verify-'));
    const scratch = new SqliteReadModelStore(join(scratchDir, 'read-models.db'));
    try {
      const progress = progressReporter('replaying the log');
      await replayProjections(context.get<EventStore>(EVENT_STORE), scratch, runner.projections, {
        upTo,
        onProgress: (p) => progress.update(p.position, p.head),
        indexes: false,
      });
      progress.done();
      const rebuilt = await scratch.snapshot(collections);
      const differences = compareCollections(current.collections, rebuilt.collections);
      for (const line of differences.slice(0, 50)) console.log(line);
      if (differences.length > 50) console.log(`… and ${differences.length - 50} more`);
      const documents = Object.values(current.collections).reduce((n, c) => n + Object.keys(c).length, 0);
      if (differences.length) {
        console.log(
          `projections verify: ${differences.length} difference(s) between the live read models and the log`,
        );
        return 1;
      }
      console.log(
        `projections verify: ok — ${documents} documents in ${collections.length} collections match the log (checkpoints ${JSON.stringify(upTo)})`,
      );
      return 0;
    } finally {
      await scratch.close();
      rmSync(scratchDir, { recursive: true, force: true });
    }
  });
}

function compareCollections(
  live: Record<string, Record<string, unknown>>,
  rebuilt: Record<string, Record<string, unknown>>,
): string[] {
  const lines: string[] = [];
  for (const collection of Object.keys({ ...live, ...rebuilt })) {
    const a = live[collection] ?? {};
    const b = rebuilt[collection] ?? {};
    for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(id in b)) lines.push(`${collection}/${id}: in the live read model but not in the log`);
      else if (!(id in a)) lines.push(`${collection}/${id}: missing from the live read model`);
      else if (!isDeepStrictEqual(a[id], b[id])) lines.push(`${collection}/${id}: differs from the log`);
    }
  }
  return lines;
}
