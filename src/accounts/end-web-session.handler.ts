import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideEndWebSession } from '../domain/user';
import { EndWebSessionCommand } from './end-web-session.command';

@CommandHandler(EndWebSessionCommand)
export class EndWebSessionHandler implements ICommandHandler<EndWebSessionCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Waits (bounded) for the read model, so the very next request with that session's cookie is signed out;
   * when the projector lags past the wait, the session checks find the end in the user's events.
   */
  async execute(command: EndWebSessionCommand): Promise<void> {
    const at = this.clock.now().toISOString();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideEndWebSession(state, {
          userId: command.userId,
          sessionHash: command.sessionHash,
          reason: command.reason,
          at,
        }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    await this.consistency.settled(outcome.position, ['web-sessions']);
  }
}
