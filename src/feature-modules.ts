import { DynamicModule, Type } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { HttpApiModule } from './api/http-api.module';
import { AutomationModule } from './automation/automation.module';
import { BuildsModule } from './builds/builds.module';
import { OctavoConfig } from './config/config';
import { OpsModule } from './ops/ops.module';
import { PipelineModule } from './pipeline/pipeline.module';
import { ProjectsModule } from './projects/projects.module';
import { SitesModule } from './sites/sites.module';
import { SshModule } from './ssh/ssh.module';
import { WebUiModule } from './web/web-ui.module';

/**
 * Feature modules plug in here, one line each. Each imports the feature modules whose queries it reads; only the
 * ports, adapters and executor (CoreModule) are global. The pipeline comes last: its `Runtime` starts the
 * projector and worker after every other module has started, and closes the stores before they stop.
 */
export function featureModules(_config: OctavoConfig): Array<Type | DynamicModule> {
  return [
    OpsModule,
    AccountsModule,
    ProjectsModule,
    BuildsModule,
    HttpApiModule,
    SshModule,
    WebUiModule,
    AutomationModule,
    SitesModule,
    PipelineModule,
  ];
}
