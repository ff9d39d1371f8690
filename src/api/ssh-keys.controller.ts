import { Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SshKeyView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { AddSshKeyCommand } from '../accounts/add-ssh-key.command';
import { RemoveSshKeyCommand } from '../accounts/remove-ssh-key.command';
import { Caller } from '../core/request-context';
import { ApiAuthGuard } from './api-auth.guard';
import { answer, answerSchema, ApiRoute, json, listOf, objectOf } from './api-route';
import { CurrentCaller, Params } from './caller.decorator';
import { AddSshKeyBody, SshKeyPath } from './dto';
import { Idempotent } from './idempotency/idempotency.interceptor';
import { validateRequest } from './request-schema';

/** A registered key, as `present` shapes it. */
export const SSH_KEY_SCHEMA = answerSchema(
  'SshKey',
  objectOf({
    id: { type: 'string' },
    title: { type: 'string' },
    fingerprint: {
      type: 'string',
      pattern: '^SHA256:',
      examples: ['SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s'],
    },
    key_type: { type: 'string', examples: ['ssh-ed25519'] },
    created_at: { type: 'string', format: 'date-time' },
  }),
);

function present(key: SshKeyView) {
  return {
    id: key.id,
    title: key.title,
    fingerprint: key.fingerprint,
    key_type: key.keyType,
    created_at: key.createdAt,
  };
}

/** The caller's SSH keys (CONTRACT §2): fingerprints in SHA256 form, never more of the key than needed. */
@Controller('api/ssh_keys')
@UseGuards(ApiAuthGuard)
export class SshKeysController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
  ) {}

  @Get()
  @ApiRoute({
    summary: 'Your SSH keys with SHA256 fingerprints',
    responses: { '200': json(listOf(SSH_KEY_SCHEMA)) },
  })
  async list(@CurrentCaller() caller: Caller) {
    return (await this.accounts.sshKeysOf(caller.user.id)).map(present);
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'Register an SSH public key (ed25519, ecdsa, rsa ≥ 2048)',
    body: AddSshKeyBody,
    responses: { '201': json(SSH_KEY_SCHEMA, 'Created') },
  })
  async add(@CurrentCaller() caller: Caller, @Params() params: Record<string, unknown>) {
    const { title, key } = validateRequest(AddSshKeyBody, params);
    const added: SshKeyView = await this.commands.execute(
      new AddSshKeyCommand(caller.user.id, title, key, caller.correlationId),
    );
    return present(added);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Remove an SSH key', path: SshKeyPath, responses: { '204': answer('Removed') } })
  async remove(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    await this.commands.execute(new RemoveSshKeyCommand(caller.user.id, id, caller.correlationId));
  }
}
