import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BuildAggregate } from '../domain/aggregates';
import { decideChangeFormatStatus } from '../domain/build';
import { CommandExecutor, CommandOutcome } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { ChangeFormatStatusCommand } from './change-format-status.command';

/** Used by render workers: they only append events, never touch read models. */
@CommandHandler(ChangeFormatStatusCommand)
export class ChangeFormatStatusHandler implements ICommandHandler<ChangeFormatStatusCommand, CommandOutcome> {
  constructor(@Inject(CommandExecutor) private readonly executor: CommandExecutor) {}

  execute(command: ChangeFormatStatusCommand): Promise<CommandOutcome> {
    return this.executor.execute(
      streams.build(command.buildId),
      BuildAggregate,
      (state) =>
        decideChangeFormatStatus(state, {
          format: command.format,
          status: command.status,
          message: command.message,
          artifact: command.artifact,
          log: command.log,
          reusedFromBuild: command.reusedFromBuild,
        }),
      { actor: command.actor, correlationId: command.correlationId },
    );
  }
}
