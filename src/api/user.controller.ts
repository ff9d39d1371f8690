import { Controller, Get, UseGuards } from '@nestjs/common';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { ApiRoute, json } from './api-route';
import { CurrentCaller } from './caller.decorator';

/** Who the token belongs to (`octavo whoami`). */
@Controller('api/user')
@UseGuards(ApiAuthGuard)
export class UserController {
  @Get()
  @ApiRoute({
    summary: 'Who the token belongs to',
    responses: {
      '200': json({
        type: 'object',
        properties: {
          username: { type: 'string' },
          email: { type: 'string' },
          admin: { type: 'boolean' },
          created_at: { type: 'string', format: 'date-time' },
        },
      }),
    },
  })
  me(@CurrentCaller() caller: Caller) {
    const { user } = caller;
    return { username: user.username, email: user.email, admin: user.admin, created_at: user.createdAt };
  }
}
