import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { AccountsQueries } from './accounts.queries';
import { AddSshKeyHandler } from './add-ssh-key.handler';
import { ChangePasswordHandler } from './change-password.handler';
import { DeleteAccountHandler } from './delete-account.handler';
import { EndOtherWebSessionsHandler } from './end-other-web-sessions.handler';
import { EndWebSessionHandler } from './end-web-session.handler';
import { IssueApiTokenHandler } from './issue-api-token.handler';
import { PasswordCheck } from './password-check';
import { RecordedAccounts } from './recorded-accounts';
import { RecordTokenUseHandler } from './record-token-use.handler';
import { RegisterUserHandler } from './register-user.handler';
import { RemoveSshKeyHandler } from './remove-ssh-key.handler';
import { RevokeApiTokenHandler } from './revoke-api-token.handler';
import { StartWebSessionHandler } from './start-web-session.handler';
import { WebSessionsQueries } from './web-sessions.queries';

/**
 * Users, their credentials (password, API tokens, SSH keys) and server-side web sessions: the commands that
 * change them and the queries every other module reads them through (the session guard runs one on every
 * signed-in request), and the password check. Deleting an account reads the projects it owns or collaborates
 * on, and ends those collaborations through the projects' own command.
 */
@Module({
  imports: [ProjectsModule],
  providers: [
    RegisterUserHandler,
    ChangePasswordHandler,
    IssueApiTokenHandler,
    RevokeApiTokenHandler,
    RecordTokenUseHandler,
    AddSshKeyHandler,
    RemoveSshKeyHandler,
    StartWebSessionHandler,
    EndWebSessionHandler,
    EndOtherWebSessionsHandler,
    DeleteAccountHandler,
    PasswordCheck,
    AccountsQueries,
    WebSessionsQueries,
    RecordedAccounts,
  ],
  exports: [AccountsQueries, WebSessionsQueries, PasswordCheck, RecordedAccounts],
})
export class AccountsModule {}
