import { DynamicModule, Type } from '@nestjs/common';
import { WebSessionsModule } from './accounts/web-sessions.module';
import { AutomationModule } from './automation/automation.module';
import { OctavoConfig } from './config/config';
import { OpsModule } from './ops/ops.module';
import { SiteFollowModule } from './sites/site-follow.module';
import { SitesModule } from './sites/sites.module';
import { SshModule } from './ssh/ssh.module';
import { WebModule } from './web/web.module';

/**
 * Feature modules (SSH server, web UI, …) plug in here, one line each. They may inject anything CoreModule
 * exports (ports, adapters, queries, CommandBus) without importing it.
 */
export function featureModules(_config: OctavoConfig): Array<Type | DynamicModule> {
  return [
    OpsModule,
    SshModule,
    WebModule,
    AutomationModule,
    SitesModule,
    SiteFollowModule,
    WebSessionsModule,
  ];
}
