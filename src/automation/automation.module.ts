import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApiAccessModule } from '../api/api-access.module';
import { PresentersModule } from '../api/presenters.module';
import { BuildsModule } from '../builds/builds.module';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { loadOrCreateSecret } from '../security/secret-file';
import { ProjectsModule } from '../projects/projects.module';
import { WebSessionModule } from '../web/web-session.module';
import { AddWebhookHandler } from './add-webhook.handler';
import { AutoBuildTrigger } from './auto-build-trigger';
import { AutomationController } from './automation.controller';
import { AutomationWebController } from './automation-web.controller';
import { AutomationPresenter } from './automation-presenter';
import { AutomationQueries } from './automation.queries';
import { AutomationRuntime } from './automation-runtime';
import { ConfigureAutoBuildHandler } from './configure-auto-build.handler';
import { RemoveWebhookHandler } from './remove-webhook.handler';
import { WebhookDeliverer } from './webhook-deliverer';
import { WebhookNotifier } from './webhook-notifier';
import { WebhookSecretBox } from '../security/secret-box';

/**
 * Builds on push and outgoing webhooks. Commands, queries and the API run in every process;
 * the process managers (auto-build trigger, webhook notifier and deliverer) only with role `worker`.
 */
@Module({
  imports: [
    AccountsModule,
    ProjectsModule,
    BuildsModule,
    ApiAccessModule,
    // The settings → Automation page is a web page: the shared sessions, guard and project loader.
    WebSessionModule,
    PresentersModule,
  ],
  controllers: [AutomationController, AutomationWebController],
  providers: [
    ConfigureAutoBuildHandler,
    AddWebhookHandler,
    RemoveWebhookHandler,
    AutomationQueries,
    AutomationPresenter,
    AutoBuildTrigger,
    WebhookNotifier,
    WebhookDeliverer,
    AutomationRuntime,
    {
      provide: WebhookSecretBox,
      // Made once and kept, like the download key: the sealed secrets in the log need the same key forever.
      useFactory: (config: OctavoConfig) =>
        new WebhookSecretBox(loadOrCreateSecret(join(config.dataDir, 'keys', 'webhook-secrets.key'))),
      inject: [OCTAVO_CONFIG],
    },
  ],
  exports: [AutomationQueries, AutomationPresenter],
})
export class AutomationModule {}
