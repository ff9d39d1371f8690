import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRecordTokenUse } from '../domain/user';
import { RecordTokenUseCommand } from './record-token-use.command';

/** Not awaited by the request that used the token: "last used" may trail by a moment, the request never does. */
@CommandHandler(RecordTokenUseCommand)
export class RecordTokenUseHandler implements ICommandHandler<RecordTokenUseCommand, void> {
  constructor(@Inject(CommandExecutor) private readonly executor: CommandExecutor) {}

  async execute(command: RecordTokenUseCommand): Promise<void> {
    await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) => decideRecordTokenUse(state, { userId: command.userId, tokenId: command.tokenId }),
      { actor: command.userId, correlationId: command.correlationId },
    );
  }
}
