import { Controller, Get, UseGuards } from '@nestjs/common';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { answerSchema, ApiRoute, json, objectOf } from './api-route';
import { CurrentCaller } from './caller.decorator';

/** The caller's account, as `UserController.me` shapes it. */
export const USER_SCHEMA = answerSchema(
  'User',
  objectOf({
    username: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  }),
);

/** Who the token belongs to (`octavo whoami`). */
@Controller('api/user')
@UseGuards(ApiAuthGuard)
export class UserController {
  @Get()
  @ApiRoute({
    summary: 'Who the token belongs to',
    responses: {
      '200': json(USER_SCHEMA),
    },
  })
  me(@CurrentCaller() caller: Caller) {
    const { user } = caller;
    return { username: user.username, email: user.email, admin: user.admin, created_at: user.createdAt };
  }
}
