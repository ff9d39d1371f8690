import { Module } from '@nestjs/common';
import { AddSshKeyHandler } from '../accounts/add-ssh-key.handler';
import { RemoveSshKeyHandler } from '../accounts/remove-ssh-key.handler';
import { SshKeysController } from '../api/ssh-keys.controller';
import { AutomationModule } from '../automation/automation.module';
import { RecordBranchPushHandler } from '../projects/record-branch-push.handler';
import { GitRequests } from './git-requests';
import { PublicKeyAuthenticator } from './public-key-authenticator';
import { PushFeedback } from './push-feedback';
import { SshServer } from './ssh-server';

/**
 * Git over SSH and the SSH keys it authenticates with. The key API and the command handlers run in every
 * process (the API role serves /api/ssh_keys); the SSH listener starts only with role `ssh`.
 */
@Module({
  // The auto-build trigger's answers, for what a push prints.
  imports: [AutomationModule],
  controllers: [SshKeysController],
  providers: [
    AddSshKeyHandler,
    RemoveSshKeyHandler,
    RecordBranchPushHandler,
    PublicKeyAuthenticator,
    GitRequests,
    PushFeedback,
    SshServer,
  ],
})
export class SshModule {}
