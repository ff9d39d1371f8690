import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ProjectsModule } from '../projects/projects.module';
import { ProjectLoader } from './project-loader';
import { WebErrorFilter } from './web-error.filter';
import { WebSessionGuard } from './web-session.guard';
import { WebSessions } from './web-sessions';

/**
 * What every module with web pages needs (web UI, automation settings, sites): one `WebSessions` (one cache of
 * sessions, so a log-out is seen everywhere at once), its guard, the error pages and the project loader.
 */
@Module({
  imports: [AccountsModule, ProjectsModule],
  providers: [WebSessions, WebSessionGuard, WebErrorFilter, ProjectLoader],
  exports: [WebSessions, WebSessionGuard, WebErrorFilter, ProjectLoader],
})
export class WebSessionModule {}
