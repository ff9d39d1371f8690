import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * This process's Prometheus registry: Node's default metrics (CPU, memory, event loop, GC, handles) plus
 * Octavo's own, written in the text exposition format by prom-client. One registry per application, not
 * prom-client's global one, so two applications in one process (as in tests) never share series.
 */
@Injectable()
export class MetricsRegistry implements OnModuleDestroy {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  onModuleDestroy(): void {
    this.registry.clear();
  }
}
