import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ProjectsModule } from '../projects/projects.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ProjectLoader } from './project-loader';
import { WebErrorFilter } from './web-error.filter';
import { WebSessionGuard } from './web-session.guard';

/**
 * What every module with web pages needs (the web UI, automation's settings pages): the session guard (CSRF,
 * sign-in), the error pages and the project loader, over the one `WebSessions` of SessionsModule.
 */
@Module({
  imports: [AccountsModule, ProjectsModule, SessionsModule],
  providers: [WebSessionGuard, WebErrorFilter, ProjectLoader],
  exports: [SessionsModule, WebSessionGuard, WebErrorFilter, ProjectLoader],
})
export class WebSessionModule {}
