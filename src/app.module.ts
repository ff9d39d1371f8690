import { DynamicModule, Module } from '@nestjs/common';
import { OctavoConfig } from './config/config';
import { CoreModule } from './core/core.module';
import { featureModules } from './feature-modules';

/** The composition root: the ports and adapters (CoreModule) and the feature modules. */
@Module({})
export class AppModule {
  static forRoot(config: OctavoConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), ...featureModules(config)],
    };
  }
}
