import { Body, Controller, Delete, Get, HttpCode, Inject, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteAccountCommand } from '../accounts/delete-account.command';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { answer, answerSchema, ApiRoute, errorAnswer, json, objectOf } from './api-route';
import { CurrentCaller } from './caller.decorator';
import { DeleteAccountBody } from './dto';
import { validateRequest } from './request-schema';

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

/** Who the token belongs to (`octavo whoami`), and deleting that account. */
@Controller('api/user')
@UseGuards(ApiAuthGuard)
export class UserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

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

  /**
   * The password comes from the body only (JSON or form), never the query string, which access logs keep.
   * Refused while the user owns projects; afterwards this token and every other credential are refused.
   */
  @Delete()
  @HttpCode(204)
  @ApiRoute({
    summary:
      "Delete your account: its tokens, SSH keys and web sessions end, its collaborations on others' projects " +
      'are removed and its password hash can never be read again; the username is not given out again',
    body: DeleteAccountBody,
    responses: {
      '204': answer('Deleted: every credential of the account is refused from now on'),
      '409': errorAnswer(
        'account_owns_projects: the account still owns projects (named in the message); delete them first',
      ),
      '422': errorAnswer('validation_failed: the password is missing or not right'),
    },
  })
  async delete(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const { password } = validateRequest(DeleteAccountBody, body);
    await this.commands.execute(
      new DeleteAccountCommand(caller.user.id, { password }, caller.user.id, caller.correlationId),
    );
  }
}
