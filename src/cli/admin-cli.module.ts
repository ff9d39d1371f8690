import { DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { OctavoConfig } from '../config/config';
import { CoreModule } from '../core/core.module';
import { PipelineModule } from '../pipeline/pipeline.module';

/**
 * What the admin commands (`octavo admin …`, `events`, `projections …`) run on: the ports and adapters, the
 * accounts' commands and queries (with the projects they read), and the pipeline's `Runtime`, which runs the
 * projector and closes the stores. Not the HTTP API, web UI, SSH, automation or sites: nothing they do is asked
 * of a command, and loading them was about a third of every command's start.
 */
@Module({})
export class AdminCliModule {
  static forRoot(config: OctavoConfig): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [CoreModule.forRoot(config), AccountsModule, PipelineModule],
    };
  }
}
