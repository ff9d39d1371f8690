import { Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { OpsProbe } from './ops-probe';
import { RenderMetrics } from './render-metrics';
import { RoleGateMiddleware } from './role-gate.middleware';

/** Health (`/healthz`, `/readyz`), Prometheus metrics (`/metrics`) and the role gate, in every process. */
@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [OpsProbe, RenderMetrics],
  exports: [RenderMetrics],
})
export class OpsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RoleGateMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
