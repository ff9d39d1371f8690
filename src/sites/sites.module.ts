import { Module } from '@nestjs/common';
import { WebSessionModule } from '../web/web-session.module';
import { PublishSiteHandler } from './publish-site.handler';
import { SiteFiles } from './site-files';
import { SiteServerController } from './site-server.controller';
import { SitesApiController } from './sites-api.controller';
import { SitesQueries } from './sites.queries';

/** Publishing html builds as sites (POST /api/sites) and serving them under /sites/owner/repo/. */
@Module({
  imports: [WebSessionModule],
  controllers: [SitesApiController, SiteServerController],
  providers: [PublishSiteHandler, SitesQueries, SiteFiles],
  exports: [SitesQueries, SiteFiles],
})
export class SitesModule {}
