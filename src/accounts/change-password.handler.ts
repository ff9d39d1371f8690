import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideChangePassword } from '../domain/user';
import { hashPassword } from '../security/passwords';
import { CredentialBox } from '../security/secret-box';
import { AccountsQueries } from './accounts.queries';
import { ChangePasswordCommand } from './change-password.command';
import { PasswordCheck } from './password-check';

/** Needs the current password: a session left open on someone else's screen must not be enough. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CredentialBox) private readonly credentials: CredentialBox,
    @Inject(PasswordCheck) private readonly passwords: PasswordCheck,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<void> {
    const user = await this.accounts.userById(command.userId);
    if (!user || !(await this.passwords.matches(user, command.currentPassword))) {
      throw new DomainError('validation_failed', 'the current password is not right; type it again', 422, [
        { field: 'current_password', message: 'is not right' },
      ]);
    }
    if (command.newPassword.length < 8 || command.newPassword.length > 200) {
      throw new DomainError('validation_failed', 'the new password must be 8 to 200 characters', 422, [
        { field: 'new_password', message: 'must be 8 to 200 characters' },
      ]);
    }
    const passwordHash = this.credentials.sealFor(command.userId, await hashPassword(command.newPassword));
    const at = this.clock.now().toISOString();
    const outcome = await this.executor.execute(
      streams.user(command.userId),
      UserAggregate,
      (state) =>
        decideChangePassword(
          state,
          { userId: command.userId, passwordHash },
          { keepSessionHash: command.keepSessionHash, at },
        ),
      { actor: command.userId, correlationId: command.correlationId },
    );
    // The other sessions end with the change: waited for so their next request is signed out; past the wait
    // the session checks read the user's events themselves (WebSessions), so a slow projector fails nothing.
    await this.consistency.settled(outcome.position, ['accounts', 'web-sessions']);
  }
}
