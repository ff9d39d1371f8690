import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideStartWebSession } from '../domain/user';
import { StartWebSessionCommand } from './start-web-session.command';

@CommandHandler(StartWebSessionCommand)
export class StartWebSessionHandler implements ICommandHandler<StartWebSessionCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Waits (bounded) for the read model, where the browser's very next request looks its new cookie up; when
   * the projector lags past the wait, that lookup finds the session in the user's events instead.
   */
  async execute(command: StartWebSessionCommand): Promise<void> {
    const startedAt = this.clock.now().toISOString();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideStartWebSession(state, {
          userId: command.userId,
          sessionHash: command.sessionHash,
          startedAt,
          label: command.label,
        }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    await this.consistency.settled(outcome.position, ['web-sessions']);
  }
}
