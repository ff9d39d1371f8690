import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { BuildAggregate } from '../domain/aggregates';
import { decideCancelBuild } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { CancelBuildCommand } from './cancel-build.command';

@CommandHandler(CancelBuildCommand)
export class CancelBuildHandler implements ICommandHandler<CancelBuildCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute(command: CancelBuildCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.build(command.buildId),
      BuildAggregate,
      decideCancelBuild,
      {
        actor: command.actor,
        correlationId: command.correlationId,
      },
    );
    await this.consistency.reached(outcome.position, ['builds']);
  }
}
