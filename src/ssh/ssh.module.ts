import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AutomationModule } from '../automation/automation.module';
import { ProjectsModule } from '../projects/projects.module';
import { GitRequests } from './git-requests';
import { PublicKeyAuthenticator } from './public-key-authenticator';
import { PushFeedback } from './push-feedback';
import { SshServer } from './ssh-server';

/**
 * Git over SSH: keys are checked against accounts, access against projects, and pushes are recorded by sending
 * commands. The SSH listener starts only with role `ssh`.
 */
@Module({
  // The auto-build trigger's answers, for what a push prints.
  imports: [AccountsModule, ProjectsModule, AutomationModule],
  providers: [PublicKeyAuthenticator, GitRequests, PushFeedback, SshServer],
})
export class SshModule {}
