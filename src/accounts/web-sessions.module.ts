import { Global, Module } from '@nestjs/common';
import { EndOtherWebSessionsHandler } from './end-other-web-sessions.handler';
import { EndWebSessionHandler } from './end-web-session.handler';
import { StartWebSessionHandler } from './start-web-session.handler';
import { WebSessionsQueries } from './web-sessions.queries';

/**
 * Server-side web sessions: their commands and the query the session guard runs on every signed-in request.
 * Global, because every module that guards web routes (web UI, automation pages, sites) needs the query.
 */
@Global()
@Module({
  providers: [StartWebSessionHandler, EndWebSessionHandler, EndOtherWebSessionsHandler, WebSessionsQueries],
  exports: [WebSessionsQueries],
})
export class WebSessionsModule {}
