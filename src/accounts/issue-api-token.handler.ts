import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideIssueToken } from '../domain/user';
import { generateApiToken, hashApiToken } from '../security/api-tokens';
import { IssueApiTokenCommand, IssuedToken } from './issue-api-token.command';

@CommandHandler(IssueApiTokenCommand)
export class IssueApiTokenHandler implements ICommandHandler<IssueApiTokenCommand, IssuedToken> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: IssueApiTokenCommand): Promise<IssuedToken> {
    const name = command.name.trim();
    if (name.length === 0 || name.length > 100) {
      throw new DomainError('validation_failed', 'token name must be 1 to 100 characters', 422, [
        { field: 'name', message: 'must be 1 to 100 characters' },
      ]);
    }
    const token = generateApiToken();
    const tokenId = this.ids.newId();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideIssueToken(state, { userId: command.userId, tokenId, name, tokenHash: hashApiToken(token) }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    // The answer is the command's own (the secret is nowhere else): a slow projector delays it, never fails it.
    await this.consistency.settled(outcome.position, ['accounts']);
    return { id: tokenId, name, token };
  }
}
