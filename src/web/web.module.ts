import { Module } from '@nestjs/common';
import { GitHistory, GitRepositories } from '../../git';
import { ChapterPreviews } from '../preview/chapter-previews';
import { PushRefusalsQueries } from '../builds/push-refusals.queries';
import { SitesModule } from '../sites/sites.module';
import { BuildPresenter } from '../api/build-presenter';
import { AuthController } from './auth.controller';
import { BuildsController } from './builds.controller';
import { FilesController } from './files.controller';
import { WebLoginThrottle } from '../security/web-login-throttle';
import { ApiDocsController } from './api-docs.controller';
import { DownloadViewController } from './download-view.controller';
import { SiteFiles } from '../sites/site-files';
import { HistoryController } from './history.controller';
import { PreviewController } from './preview.controller';
import { PreviewFontsController } from './preview-fonts.controller';
import { ProjectLoader } from './project-loader';
import { ProjectsController } from './projects.controller';
import { SettingsController } from './settings.controller';
import { WebErrorFilter } from './web-error.filter';
import { WebSessionGuard } from './web-session.guard';
import { WebSessions } from './web-sessions';

/**
 * The server-rendered web UI: reads read models through the core queries and changes state only by sending
 * commands. Static routes are listed before the catch-all `/:owner/:repo` ones (Fastify prefers static anyway).
 */
@Module({
  imports: [SitesModule],
  controllers: [
    ApiDocsController,
    AuthController,
    SettingsController,
    ProjectsController,
    BuildsController,
    HistoryController,
    PreviewController,
    PreviewFontsController,
    FilesController,
    DownloadViewController,
  ],
  providers: [
    WebSessions,
    WebSessionGuard,
    WebErrorFilter,
    ProjectLoader,
    BuildPresenter,
    { provide: WebLoginThrottle, useValue: new WebLoginThrottle() },
    ChapterPreviews,
    PushRefusalsQueries,
    SiteFiles,
    {
      provide: GitHistory,
      useFactory: (git: GitRepositories) => new GitHistory(git),
      inject: [GitRepositories],
    },
  ],
})
export class WebModule {}
