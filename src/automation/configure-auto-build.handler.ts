import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AutoBuildSettingsView } from '../../projections/automation-read-models';
import { configuredAutoBuildView } from '../../projections/automation.projection';
import { Consistency } from '../core/consistency';
import { decideConfigureAutoBuild, isAutomationEvent } from '../domain/automation';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { AutomationAggregate } from './automation-aggregates';
import { AutomationQueries } from './automation.queries';
import { ConfigureAutoBuildCommand } from './configure-auto-build.command';

/** Answers with the settings as recorded (the last trigger from the read model, which the settings do not change). */
@CommandHandler(ConfigureAutoBuildCommand)
export class ConfigureAutoBuildHandler implements ICommandHandler<
  ConfigureAutoBuildCommand,
  AutoBuildSettingsView | null
> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
  ) {}

  async execute({
    project,
    settings,
    actorId,
    correlationId,
  }: ConfigureAutoBuildCommand): Promise<AutoBuildSettingsView | null> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      AutomationAggregate,
      (state) => decideConfigureAutoBuild(state, { projectId: project.id, ...settings }),
      { actor: actorId, correlationId },
    );
    const events = await this.consistency.recorded(streams.project(project.id), outcome.position, [
      'automation',
    ]);
    const configured = events.findLast((e) => isAutomationEvent(e) && e.type === 'AutoBuildConfigured');
    if (!configured || !isAutomationEvent(configured) || configured.type !== 'AutoBuildConfigured')
      return null;
    const current = await this.automation.autoBuildSettings(project.id);
    return configuredAutoBuildView(configured.data, configured.metadata, current?.lastTrigger ?? null);
  }
}
