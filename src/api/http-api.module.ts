import { BuildVerifier } from '../pipeline/build-verifier';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module';
import { BuildsModule } from '../builds/builds.module';
import { DocsController } from '../docs/docs.controller';
import { ProjectsModule } from '../projects/projects.module';
import { ApiAccessModule } from './api-access.module';
import { BuildStatusRoute } from './build-status.route';
import { BuildsController } from './builds.controller';
import { DownloadsController } from './downloads.controller';
import { ErrorFilter } from './error.filter';
import { PresentersModule } from './presenters.module';
import { ProjectsController } from './projects.controller';
import { SshKeysController } from './ssh-keys.controller';
import { TokensController } from './tokens.controller';
import { UserController } from './user.controller';

/**
 * The HTTP API under /api (and its document): controllers that read through the feature modules' queries and
 * change state only by sending commands, the status route served straight from Fastify, and the JSON errors.
 */
@Module({
  imports: [AccountsModule, ProjectsModule, BuildsModule, PresentersModule, ApiAccessModule],
  controllers: [
    DocsController,
    BuildsController,
    ProjectsController,
    TokensController,
    UserController,
    DownloadsController,
    SshKeysController,
  ],
  // The verifier renders aside for `POST /api/builds/:id/verify` only: it belongs to the API, not the pipeline.
  providers: [BuildStatusRoute, BuildVerifier, { provide: APP_FILTER, useClass: ErrorFilter }],
})
export class HttpApiModule {}
