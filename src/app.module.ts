import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { IssueApiTokenHandler } from './accounts/issue-api-token.handler';
import { RegisterUserHandler } from './accounts/register-user.handler';
import { ChangePasswordHandler } from './accounts/change-password.handler';
import { RecordTokenUseHandler } from './accounts/record-token-use.handler';
import { RevokeApiTokenHandler } from './accounts/revoke-api-token.handler';
import { ApiAuthGuard } from './api/api-auth.guard';
import { PresentersModule } from './api/presenters.module';
import { BuildStatusRoute } from './api/build-status.route';
import { BuildsController } from './api/builds.controller';
import { DownloadsController } from './api/downloads.controller';
import { ErrorFilter } from './api/error.filter';
import { ProjectsController } from './api/projects.controller';
import { TokensController } from './api/tokens.controller';
import { UserController } from './api/user.controller';
import { CancelBuildHandler } from './builds/cancel-build.handler';
import { ChangeFormatStatusHandler } from './builds/change-format-status.handler';
import { RequestBuildHandler } from './builds/request-build.handler';
import { OctavoConfig } from './config/config';
import { DocsController } from './docs/docs.controller';
import { CoreModule } from './core/core.module';
import { Runtime } from './core/runtime';
import { featureModules } from './feature-modules';
import { BuildDispatcher } from './pipeline/build-dispatcher';
import { RenderWorker } from './pipeline/render-worker';
import { BuildVerifier } from './pipeline/build-verifier';
import { ChangeVisibilityHandler } from './projects/change-visibility.handler';
import { ChangeDefaultBranchHandler } from './projects/change-default-branch.handler';
import { CommitFilesHandler } from './projects/commit-files.handler';
import { CreateProjectHandler } from './projects/create-project.handler';
import { DeleteProjectHandler } from './projects/delete-project.handler';
import { SetCollaboratorHandler } from './projects/set-collaborator.handler';

const commandHandlers = [
  RegisterUserHandler,
  IssueApiTokenHandler,
  RevokeApiTokenHandler,
  RecordTokenUseHandler,
  ChangePasswordHandler,
  ChangeVisibilityHandler,
  ChangeDefaultBranchHandler,
  CreateProjectHandler,
  DeleteProjectHandler,
  CommitFilesHandler,
  SetCollaboratorHandler,
  RequestBuildHandler,
  CancelBuildHandler,
  ChangeFormatStatusHandler,
];

@Module({})
export class AppModule {
  static forRoot(config: OctavoConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), PresentersModule, ...featureModules(config)],
      controllers: [
        DocsController,
        BuildsController,
        ProjectsController,
        TokensController,
        UserController,
        DownloadsController,
      ],
      providers: [
        ...commandHandlers,
        ApiAuthGuard,
        BuildStatusRoute,
        RenderWorker,
        BuildVerifier,
        BuildDispatcher,
        Runtime,
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
      exports: [ApiAuthGuard],
    };
  }
}
