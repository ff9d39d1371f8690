import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { decideConfigureAutoBuild } from '../domain/automation';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { AutomationAggregate } from './automation-aggregates';
import { ConfigureAutoBuildCommand } from './configure-auto-build.command';

@CommandHandler(ConfigureAutoBuildCommand)
export class ConfigureAutoBuildHandler implements ICommandHandler<ConfigureAutoBuildCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute({ project, settings, actorId, correlationId }: ConfigureAutoBuildCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      AutomationAggregate,
      (state) => decideConfigureAutoBuild(state, { projectId: project.id, ...settings }),
      { actor: actorId, correlationId },
    );
    await this.consistency.reached(outcome.position, ['automation']);
  }
}
