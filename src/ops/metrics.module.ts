import { Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry';
import { RenderMetrics } from './render-metrics';

/** The process's one Prometheus registry and the render metrics the pipeline records into it. */
@Module({
  providers: [MetricsRegistry, RenderMetrics],
  exports: [MetricsRegistry, RenderMetrics],
})
export class MetricsModule {}
