import { Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AccountsQueries } from '../accounts/accounts.queries';
import { IssueApiTokenCommand, IssuedToken } from '../accounts/issue-api-token.command';
import { RevokeApiTokenCommand } from '../accounts/revoke-api-token.command';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { CurrentCaller, Params } from './caller.decorator';
import { answer, answerSchema, ApiRoute, json, listOf, objectOf } from './api-route';
import { CreateTokenBody, TokenPath } from './dto';
import { validateRequest } from './request-schema';
import { Idempotent } from './idempotency/idempotency.interceptor';

/** A token in the list (`TokensController.list`): never its secret. */
export const API_TOKEN_SCHEMA = answerSchema(
  'ApiToken',
  objectOf({
    id: { type: 'string' },
    name: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time' },
  }),
);

/** A token just created (`IssuedToken`): the only answer that holds its secret. */
export const ISSUED_API_TOKEN_SCHEMA = answerSchema(
  'IssuedApiToken',
  objectOf({
    id: { type: 'string' },
    name: { type: 'string' },
    token: { type: 'string', description: 'the secret: shown once, only its hash is stored' },
  }),
);

@Controller('api/tokens')
@UseGuards(ApiAuthGuard)
export class TokensController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
  ) {}

  /** Names and dates only: the secret exists only in the answer that created it. */
  @Get()
  @ApiRoute({
    summary: 'Your API tokens: names, created, last used (never the secret)',
    responses: { '200': json(listOf(API_TOKEN_SCHEMA)) },
  })
  async list(@CurrentCaller() caller: Caller) {
    const tokens = await this.accounts.tokensOf(caller.user.id);
    return tokens.map((t) => ({
      id: t.id,
      name: t.name,
      created_at: t.createdAt,
      last_used_at: t.lastUsedAt ?? null,
    }));
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'Create a token; the secret is in this answer only (and in its replay for the same key)',
    body: CreateTokenBody,
    responses: { '201': json(ISSUED_API_TOKEN_SCHEMA, 'Created') },
  })
  async create(@CurrentCaller() caller: Caller, @Params() params: Record<string, unknown>) {
    const body = validateRequest(CreateTokenBody, params);
    const issued: IssuedToken = await this.commands.execute(
      new IssueApiTokenCommand(caller.user.id, body.name, caller.correlationId),
    );
    return issued;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Revoke a token (refused from the next request on)',
    path: TokenPath,
    responses: { '204': answer('Revoked') },
  })
  async revoke(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    await this.commands.execute(new RevokeApiTokenCommand(caller.user.id, id, caller.correlationId));
  }
}
