import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SshKeyView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideAddSshKey } from '../domain/user';
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
    await this.consistency.reached(outcome.position, ['accounts']);
    const [added] = (await this.accounts.sshKeysOf(command.userId)).filter((k) => k.id === keyId);
    return added;
  }
}
