import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { UserAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideDeleteAccount } from '../domain/user';
import { ProjectsQueries } from '../projects/projects.queries';
import { SetCollaboratorCommand } from '../projects/set-collaborator.command';
import { CredentialBox } from '../security/secret-box';
import { AccountsQueries } from './accounts.queries';
import { DeleteAccountCommand } from './delete-account.command';
import { PasswordCheck } from './password-check';

/**
 * Deletes an account: refused while it owns projects; its collaborations on other users' projects end (one
 * `CollaboratorRemoved` on each project's stream, so the project's own history says who lost access and the
 * project decider stops counting them); then the user's stream records the end of every credential and
 * `AccountDeleted`; then the user's credential key is shredded, so the password hashes sealed with it in the
 * log can never be opened again.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, void> {
  private readonly logger = new Logger('DeleteAccount');

  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(PasswordCheck) private readonly passwords: PasswordCheck,
    @Inject(CredentialBox) private readonly credentials: CredentialBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: DeleteAccountCommand): Promise<void> {
    const { state } = await this.executor.aggregateStream(streams.user(command.userId), UserAggregate);
    if (state.deleted) {
      // A deletion that stopped between its append and the shredding (a crash) is finished by asking again.
      this.credentials.shred(command.userId);
      throw new DomainError('not_found', `the account ${command.userId} was already deleted`, 404);
    }
    const user = await this.accounts.userById(command.userId);
    if (!user) throw new DomainError('not_found', `no user ${command.userId}`, 404);
    const { confirmation } = command;
    if ('password' in confirmation && !(await this.passwords.matches(user, confirmation.password))) {
      throw new DomainError(
        'validation_failed',
        'the password is not right; type your current password to confirm the deletion',
        422,
        [{ field: 'password', message: 'is not right' }],
      );
    }
    const context = { actor: command.actor, correlationId: command.correlationId };
    const deletion = async () => ({
      userId: user.id,
      username: user.username,
      ownedProjects: (await this.projects.ownedBy(user.id)).map((p) => p.fullName),
      lastAdministrator: user.admin && (await this.accounts.administratorCount()) <= 1,
      at: this.clock.now().toISOString(),
    });
    // Decided once before anything is written: a refusal (projects still owned) leaves every collaboration.
    decideDeleteAccount(state, await deletion());
    for (const project of await this.projects.collaboratingOn(user.id)) {
      await this.commands
        .execute(new SetCollaboratorCommand(project, user, null, command.actor, command.correlationId))
        .catch((error: unknown) => {
          // Removed or deleted meanwhile: nothing left to end.
          const gone = error instanceof DomainError && error.status === 404;
          if (!gone) throw error;
        });
    }
    const data = await deletion();
    const outcome = await this.executor.execute(
      streams.user(user.id),
      UserAggregate,
      (current) => decideDeleteAccount(current, data),
      context,
    );
    // Shredded as soon as the deletion is recorded, whatever the read models do next.
    this.credentials.shred(user.id);
    this.logger.log(`account ${user.id} deleted by ${command.actor}; its credential key was shredded`);
    // Tokens, keys and sessions end from the next request on: their checks (RecordedAccounts) read the
    // user's own events while the read models lag, so a slow projector delays the answer, never fails it.
    await this.consistency.settled(outcome.position, ['accounts', 'web-sessions', 'projects']);
  }
}
