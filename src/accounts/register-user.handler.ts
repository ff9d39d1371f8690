import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRegisterUser, requireUsernameFree } from '../domain/user';
import { hashPassword } from '../security/passwords';
import { CredentialBox } from '../security/secret-box';
import { validateRegistration } from './account-rules';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, { userId: string }> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(CredentialBox) private readonly credentials: CredentialBox,
  ) {}

  async execute(command: RegisterUserCommand): Promise<{ userId: string }> {
    validateRegistration(command.username, command.email, command.password);
    const userId = command.username.toLowerCase();
    // Before a key is made for the name: a deleted account's name is refused without a new key beside its
    // shredded one.
    const { state } = await this.executor.aggregateStream(streams.user(userId), UserAggregate);
    requireUsernameFree(state, command.username);
    const passwordHash = this.credentials.sealFor(userId, await hashPassword(command.password));
    const outcome = await this.executor.execute(
      streams.user(userId),
      UserAggregate,
      (state) =>
        decideRegisterUser(state, {
          userId,
          username: command.username,
          email: command.email,
          passwordHash,
          admin: command.admin,
        }),
      { actor: command.actor ?? userId, correlationId: command.correlationId },
    );
    // A slow projector delays the answer, never fails it: log-in finds a user the read model lacks in the
    // user's events.
    await this.consistency.settled(outcome.position, ['accounts']);
    return { userId };
  }
}
