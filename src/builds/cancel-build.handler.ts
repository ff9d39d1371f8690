import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BuildView } from '../../projections/read-model-types';
import { BuildAggregate } from '../domain/aggregates';
import { decideCancelBuild } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { cancelRefusal } from './build-rules';
import { CancelBuildCommand } from './cancel-build.command';
import { RecordedBuild } from './recorded-build';

@CommandHandler(CancelBuildCommand)
export class CancelBuildHandler implements ICommandHandler<CancelBuildCommand, BuildView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(RecordedBuild) private readonly recordedBuild: RecordedBuild,
  ) {}

  /** The build as the cancellation left it. */
  async execute(command: CancelBuildCommand): Promise<BuildView> {
    const refusal = cancelRefusal(command.project, command.build, command.caller);
    if (refusal) throw refusal;
    const outcome = await this.executor.execute(
      streams.build(command.build.id),
      BuildAggregate,
      decideCancelBuild,
      {
        actor: command.caller.id,
        correlationId: command.correlationId,
      },
    );
    return this.recordedBuild.view(command.build.id, outcome.position);
  }
}
