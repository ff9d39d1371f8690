import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApiAccessModule } from '../api/api-access.module';
import { BuildsModule } from '../builds/builds.module';
import { ProjectsModule } from '../projects/projects.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PublishSiteHandler } from './publish-site.handler';
import { SiteFiles } from './site-files';
import { SiteFollower } from './site-follower';
import { SiteServerController } from './site-server.controller';
import { SitesApiController } from './sites-api.controller';
import { SitesQueries } from './sites.queries';

/**
 * Publishing html builds as sites (POST /api/sites), serving them under /sites/owner/repo/, and sites that follow
 * a branch: republished as each html build of it completes (the follower runs with role `worker`).
 */
@Module({
  imports: [AccountsModule, ProjectsModule, BuildsModule, ApiAccessModule, SessionsModule],
  controllers: [SitesApiController, SiteServerController],
  providers: [PublishSiteHandler, SitesQueries, SiteFiles, SiteFollower],
  exports: [SitesQueries, SiteFiles],
})
export class SitesModule {}
