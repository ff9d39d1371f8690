import { Module } from '@nestjs/common';
import { SiteFollower } from './site-follower';
import { SitesQueries } from './sites.queries';

/** Sites that follow a branch: republished as each html build of it completes (worker role). */
@Module({ providers: [SiteFollower, SitesQueries] })
export class SiteFollowModule {}
