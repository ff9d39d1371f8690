import { Module } from '@nestjs/common';
import { WebSessions } from '../web/web-sessions';
import { PublishSiteHandler } from './publish-site.handler';
import { SiteFiles } from './site-files';
import { SiteServerController } from './site-server.controller';
import { SitesApiController } from './sites-api.controller';
import { SitesQueries } from './sites.queries';

/** Publishing html builds as sites (POST /api/sites) and serving them under /sites/owner/repo/. */
@Module({
  controllers: [SitesApiController, SiteServerController],
  providers: [PublishSiteHandler, SitesQueries, SiteFiles, WebSessions],
  exports: [SitesQueries],
})
export class SitesModule {}
