import { Inject, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { BuildsModule } from '../builds/builds.module';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { InstallationMetrics } from './installation-metrics';
import { MetricsModule } from './metrics.module';
import { OpsProbe } from './ops-probe';
import { RoleGateMiddleware } from './role-gate.middleware';

/** Health (`/healthz`, `/readyz`), Prometheus metrics (`/metrics`) and the role gate, in every process. */
@Module({
  // /readyz reports which formats this machine can build.
  imports: [BuildsModule, MetricsModule],
  controllers: [HealthController, MetricsController],
  providers: [OpsProbe, InstallationMetrics],
})
export class OpsModule implements NestModule {
  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    // A process with role api serves everything: no gate, and no middleware layer on every request.
    if (this.config.roles.includes('api')) return;
    consumer.apply(RoleGateMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
