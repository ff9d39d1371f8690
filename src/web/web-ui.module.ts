import { Module } from '@nestjs/common';
import { GitHistory, GitRepositories } from '../../git';
import { AccountsModule } from '../accounts/accounts.module';
import { BuildsModule } from '../builds/builds.module';
import { ChapterPreviews } from '../preview/chapter-previews';
import { ProjectsModule } from '../projects/projects.module';
import { SitesModule } from '../sites/sites.module';
import { PresentersModule } from '../api/presenters.module';
import { AuthController } from './auth.controller';
import { BuildsController } from './builds.controller';
import { FilesController } from './files.controller';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ApiAccessModule } from '../api/api-access.module';
import { LoginRedis } from '../security/login-redis';
import { DEFAULT_WEB_LOGIN_THROTTLE, WebLoginThrottle } from '../security/web-login-throttle';
import { ApiDocsController } from './api-docs.controller';
import { DownloadViewController } from './download-view.controller';
import { HistoryController } from './history.controller';
import { PreviewController } from './preview.controller';
import { PreviewFontsController } from './preview-fonts.controller';
import { ProjectsController } from './projects.controller';
import { SettingsController } from './settings.controller';
import { WebSessionModule } from './web-session.module';

/**
 * The server-rendered web UI: reads read models through the feature modules' queries and changes state only by
 * sending commands. Static routes are listed before the catch-all `/:owner/:repo` ones (Fastify prefers static
 * anyway).
 */
@Module({
  imports: [
    AccountsModule,
    ProjectsModule,
    BuildsModule,
    SitesModule,
    WebSessionModule,
    PresentersModule,
    // The web forms claim their once-per-form keys through the API's idempotency service.
    ApiAccessModule,
  ],
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
    {
      provide: LoginRedis,
      useFactory: (config: OctavoConfig) => new LoginRedis(config.redisUrl),
      inject: [OCTAVO_CONFIG],
    },
    {
      provide: WebLoginThrottle,
      useFactory: (redis: LoginRedis) =>
        new WebLoginThrottle(DEFAULT_WEB_LOGIN_THROTTLE, redis.connection, `${redis.keyPrefix}:web`),
      inject: [LoginRedis],
    },
    ChapterPreviews,
    {
      provide: GitHistory,
      useFactory: (git: GitRepositories) => new GitHistory(git),
      inject: [GitRepositories],
    },
  ],
})
export class WebUiModule {}
