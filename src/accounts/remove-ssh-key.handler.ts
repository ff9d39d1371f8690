import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRemoveSshKey } from '../domain/user';
import { RemoveSshKeyCommand } from './remove-ssh-key.command';

@CommandHandler(RemoveSshKeyCommand)
export class RemoveSshKeyHandler implements ICommandHandler<RemoveSshKeyCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  /**
   * Waits (bounded) for the read model that SSH logins look keys up in, so the key stops working at once;
   * when the projector lags past the wait, SSH logins find the removal in the user's events.
   */
  async execute(command: RemoveSshKeyCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) => decideRemoveSshKey(state, { userId: command.userId, keyId: command.keyId }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    await this.consistency.settled(outcome.position, ['accounts']);
  }
}
