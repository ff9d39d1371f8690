import { Controller, Get, UseGuards } from '@nestjs/common';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { CurrentCaller } from './caller.decorator';

/** Who the token belongs to (`octavo whoami`). */
@Controller('api/user')
@UseGuards(ApiAuthGuard)
export class UserController {
  @Get()
  me(@CurrentCaller() caller: Caller) {
    const { user } = caller;
    return { username: user.username, email: user.email, admin: user.admin, created_at: user.createdAt };
  }
}
