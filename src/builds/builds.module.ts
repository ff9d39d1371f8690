import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { BuildAtCommit } from './build-at-commit';
import { BuildLogs } from './build-logs';
import { BuildsQueries } from './builds.queries';
import { CancelBuildHandler } from './cancel-build.handler';
import { ChangeFormatStatusHandler } from './change-format-status.handler';
import { FormatAvailability } from './format-availability';
import { PushRefusalsQueries } from './push-refusals.queries';
import { RecordedBuild } from './recorded-build';
import { RequestBuildHandler } from './request-build.handler';
import { RetryBuildHandler } from './retry-build.handler';

/**
 * Builds: request, retry and cancel, each format's status as the worker reports it, and what is read back
 * (builds, their logs, which formats this machine can build, pushes that were refused). `BuildAtCommit` is
 * exported for the auto-build trigger, which starts builds on push.
 */
@Module({
  // Who may build a project, and the branch a request names.
  imports: [ProjectsModule],
  providers: [
    RequestBuildHandler,
    RetryBuildHandler,
    CancelBuildHandler,
    ChangeFormatStatusHandler,
    BuildsQueries,
    BuildAtCommit,
    BuildLogs,
    FormatAvailability,
    RecordedBuild,
    PushRefusalsQueries,
  ],
  exports: [BuildsQueries, BuildAtCommit, BuildLogs, FormatAvailability, PushRefusalsQueries],
})
export class BuildsModule {}
