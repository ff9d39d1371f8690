import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideEndOtherWebSessions } from '../domain/user';
import { EndOtherWebSessionsCommand } from './end-other-web-sessions.command';

/** Answers how many sessions it ended. */
@CommandHandler(EndOtherWebSessionsCommand)
export class EndOtherWebSessionsHandler implements ICommandHandler<EndOtherWebSessionsCommand, number> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: EndOtherWebSessionsCommand): Promise<number> {
    const at = this.clock.now().toISOString();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideEndOtherWebSessions(state, {
          userId: command.userId,
          keepSessionHash: command.keepSessionHash,
          at,
        }),
      { actor: command.userId, correlationId: command.correlationId },
    );
    // Waited for so the ended sessions' next requests are signed out (past the wait, from the events).
    await this.consistency.settled(outcome.position, ['web-sessions']);
    return outcome.events.length;
  }
}
