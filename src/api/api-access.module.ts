import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApiAuthGuard } from './api-auth.guard';
import { ApiAuthenticator } from './api-authenticator';
import { IdempotentRequests } from './idempotency/idempotent-requests';

/**
 * What every module with /api routes needs (the HTTP API, automation, sites): one `ApiAuthenticator` (one set of
 * rate limits per process) behind `ApiAuthGuard`, and one `IdempotentRequests` behind `@Idempotent()`.
 */
@Module({
  imports: [AccountsModule],
  providers: [ApiAuthenticator, ApiAuthGuard, IdempotentRequests],
  exports: [ApiAuthenticator, ApiAuthGuard, IdempotentRequests],
})
export class ApiAccessModule {}
