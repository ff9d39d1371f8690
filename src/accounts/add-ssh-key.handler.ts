import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { addedSshKeyView } from '../../projections/accounts.projection';
import { SshKeyView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideAddSshKey, isUserEvent } from '../domain/user';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { AccountsQueries } from './accounts.queries';
import { AddSshKeyCommand } from './add-ssh-key.command';
import { parseSshPublicKey } from './ssh-public-key';

const MAX_TITLE = 100;

function invalidTitle(message: string): DomainError {
  return new DomainError('validation_failed', message, 422, [{ field: 'title', message }]);
}

/** Validates the key, refuses one any account already holds (a key must name exactly one user at login). */
@CommandHandler(AddSshKeyCommand)
export class AddSshKeyHandler implements ICommandHandler<AddSshKeyCommand, SshKeyView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute(command: AddSshKeyCommand): Promise<SshKeyView> {
    const key = parseSshPublicKey(command.key);
    const title = (command.title ?? '').trim() || key.comment.trim();
    if (title === '') throw invalidTitle('title is required: a name for the key, for example "laptop"');
    if (title.length > MAX_TITLE) throw invalidTitle(`title must be at most ${MAX_TITLE} characters`);
    // Checked against the read model: two accounts adding the same key at the same instant could both pass.
    const holder = await this.accounts.sshKeyByFingerprint(key.fingerprint);
    if (holder) {
      const message =
        holder.userId === command.userId
          ? `this key (${key.fingerprint}) is already on your account as "${holder.title}"`
          : `this key (${key.fingerprint}) is already registered to an account; a key can belong to one account only, so generate a new one (ssh-keygen -t ed25519)`;
      throw new DomainError('validation_failed', message, 422, [
        { field: 'key', message: 'already registered' },
      ]);
    }
    const keyId = this.ids.newId();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideAddSshKey(state, {
          userId: command.userId,
          keyId,
          title,
          fingerprint: key.fingerprint,
          keyType: key.type,
          publicKey: key.openssh,
        }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    // Answered from the stored event: a slow projector delays the answer (read-your-writes), never fails it.
    await this.consistency.settled(outcome.position, ['accounts']);
    const stream = await this.events.readStream(streams.user(command.userId));
    const added = stream.find((e) => isUserEvent(e) && e.type === 'SshKeyAdded' && e.data.keyId === keyId);
    if (!added || !isUserEvent(added) || added.type !== 'SshKeyAdded')
      throw new Error(`key ${keyId} has no SshKeyAdded event in ${streams.user(command.userId)}`);
    const user = await this.accounts.userById(command.userId);
    return addedSshKeyView(added.data, user?.username ?? command.userId, added.metadata.occurredAt);
  }
}
