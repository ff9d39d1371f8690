import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRevokeToken } from '../domain/user';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  /**
   * Waits (bounded) for the read model, so the very next request with the token is refused; when the
   * projector lags past the wait, token checks find the revocation in the user's events.
   */
  async execute(command: RevokeApiTokenCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) => decideRevokeToken(state, { userId: command.userId, tokenId: command.tokenId }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    await this.consistency.settled(outcome.position, ['accounts']);
  }
}
