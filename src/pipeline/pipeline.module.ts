import { Module } from '@nestjs/common';
import { BuildsModule } from '../builds/builds.module';
import { Runtime } from '../core/runtime';
import { MetricsModule } from '../ops/metrics.module';
import { ArtifactReuse } from './artifact-reuse';
import { BuildDispatcher } from './build-dispatcher';
import { RenderWorker } from './render-worker';
import { PdfPartWorker } from './pdf-part-worker';

/**
 * The build pipeline: the dispatcher turns requested formats into jobs, the worker renders them. `Runtime`
 * starts what this process's roles need (projector, worker) and stops it in reverse, closing the stores last.
 */
@Module({
  imports: [BuildsModule, MetricsModule],
  providers: [ArtifactReuse, BuildDispatcher, RenderWorker, PdfPartWorker, Runtime],
})
export class PipelineModule {}
