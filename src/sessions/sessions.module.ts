import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { WebSessions } from './web-sessions';

/**
 * Who a browser is: the session cookie, its codec and the recorded session behind it. One `WebSessions` per
 * process (one cache of sessions, so a log-out is seen everywhere at once), for the web UI and for sites.
 */
@Module({
  imports: [AccountsModule],
  providers: [WebSessions],
  exports: [WebSessions],
})
export class SessionsModule {}
