import { Controller, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { FORM_KEY_FIELD, oncePerForm } from './once-per-form';
import type { FastifyReply } from 'fastify';
import type { SshKeyView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { AddSshKeyCommand } from '../accounts/add-ssh-key.command';
import { ChangePasswordCommand } from '../accounts/change-password.command';
import { DeleteAccountCommand } from '../accounts/delete-account.command';
import { IssueApiTokenCommand, IssuedToken } from '../accounts/issue-api-token.command';
import { RemoveSshKeyCommand } from '../accounts/remove-ssh-key.command';
import { EndOtherWebSessionsCommand } from '../accounts/end-other-web-sessions.command';
import { EndWebSessionCommand } from '../accounts/end-web-session.command';
import { RevokeApiTokenCommand } from '../accounts/revoke-api-token.command';
import { WebSessionsQueries } from '../accounts/web-sessions.queries';
import { CLOCK, Clock } from '../domain/command-executor';
import { ProjectsQueries } from '../projects/projects.queries';
import { rejectedForm, submitForm } from './form-submission';
import { noticeFor } from './notices';
import { redirect, sendPage } from './respond';
import { sessionHash } from '../sessions/session-codec';
import { emptyForm, FormState } from './views/auth-views';
import { profilePage, sshKeysPage, tokensPage } from './views/settings-views';
import { field, Form, requireUser, SignedInContext, Web, WebContext } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject } from './web-errors';
import { WebSessionGuard } from './web-session.guard';
import { WebSessions } from '../sessions/web-sessions';

@Controller('settings')
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class SettingsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(WebSessionsQueries) private readonly webSessions: WebSessionsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(WebSessions) private readonly sessions: WebSessions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  index(@Web() web: WebContext, @Res() reply: FastifyReply) {
    requireUser(web);
    return redirect(reply, '/settings/tokens');
  }

  @Get('tokens')
  async tokens(@Web() web: WebContext, @Query('done') done: unknown, @Res() reply: FastifyReply) {
    const { user } = requireUser(web);
    const tokens = await this.accounts.tokensOf(user.id);
    return sendPage(reply, tokensPage(web, tokens, emptyForm(), null, noticeFor(done)));
  }

  @Post('tokens')
  async createToken(
    @Web() web: WebContext,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const { user } = signedIn;
    const name = field(form, 'name');
    return submitForm(
      async () => {
        // A double submit shows the same token again (sealed in the log like the API's replayed answer).
        const issued = await oncePerForm(this.requests, signedIn, '/settings/tokens', form, () =>
          this.commands.execute<IssueApiTokenCommand, IssuedToken>(
            new IssueApiTokenCommand(user.id, name, web.correlationId),
          ),
        );
        // The secret exists only in this answer, so the page is rendered here rather than after a redirect.
        const tokens = await this.accounts.tokensOf(user.id);
        return sendPage(reply, tokensPage(web, tokens, emptyForm(), issued), 201);
      },
      async (rejection) => {
        const tokens = await this.accounts.tokensOf(user.id);
        const state = rejectedForm({ name }, rejection, 'Token not created: ');
        return sendPage(reply, tokensPage(web, tokens, state, null), rejection.status);
      },
    );
  }

  @Post('tokens/:id/revoke')
  async revokeToken(@Web() web: WebContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    const { user } = requireUser(web);
    await this.commands.execute(new RevokeApiTokenCommand(user.id, id, web.correlationId));
    return redirect(reply, '/settings/tokens?done=token-revoked');
  }

  @Get('ssh')
  async sshKeys(@Web() web: WebContext, @Query('done') done: unknown, @Res() reply: FastifyReply) {
    const { user } = requireUser(web);
    const keys = await this.accounts.sshKeysOf(user.id);
    return sendPage(reply, sshKeysPage(web, keys, emptyForm(), noticeFor(done)));
  }

  @Post('ssh')
  async addSshKey(@Web() web: WebContext, @Form() form: Record<string, unknown>, @Res() reply: FastifyReply) {
    const signedIn = requireUser(web);
    const { user } = signedIn;
    const values = { title: field(form, 'title'), key: field(form, 'key') };
    return submitForm(
      async () => {
        await oncePerForm(this.requests, signedIn, '/settings/ssh', form, async () => {
          const added: SshKeyView = await this.commands.execute(
            new AddSshKeyCommand(user.id, values.title, values.key, web.correlationId),
          );
          return added.id;
        });
        return redirect(reply, '/settings/ssh?done=key-added');
      },
      async (rejection) => {
        const keys = await this.accounts.sshKeysOf(user.id);
        const state = rejectedForm(values, rejection, 'Key not added: ');
        return sendPage(reply, sshKeysPage(web, keys, state), rejection.status);
      },
    );
  }

  @Post('ssh/:id/delete')
  async deleteSshKey(@Web() web: WebContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    const { user } = requireUser(web);
    await this.commands.execute(new RemoveSshKeyCommand(user.id, id, web.correlationId));
    return redirect(reply, '/settings/ssh?done=key-deleted');
  }

  @Get('profile')
  async profile(@Web() web: WebContext, @Query('done') done: unknown, @Res() reply: FastifyReply) {
    return sendPage(reply, await this.profileTab(requireUser(web), { notice: noticeFor(done) }));
  }

  @Post('password')
  async changePassword(
    @Web() web: WebContext,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const current = field(form, 'current_password');
    const next = field(form, 'new_password');
    return submitForm(
      async () => {
        if (next !== field(form, 'repeat_password')) {
          throw reject(422, 'The two new passwords differ; type the same one twice.', {
            repeat_password: 'differs',
          });
        }
        await this.commands.execute(
          new ChangePasswordCommand(
            signedIn.user.id,
            current,
            next,
            web.correlationId,
            sessionHash(web.session.sessionId),
          ),
        );
        return redirect(reply, '/settings/profile?done=password-changed');
      },
      async (rejection) =>
        sendPage(
          reply,
          await this.profileTab(signedIn, { form: rejectedForm({}, rejection) }),
          rejection.status,
        ),
    );
  }

  /**
   * Deletes the signed-in user's account, confirmed with their password; this browser is signed out with it.
   * Once per rendered form: a double submit gets the first one's outcome. The password is left out of the
   * request fingerprint the log keeps (an unsalted hash of it would be a gift to anyone holding the log).
   */
  @Post('delete-account')
  async deleteAccount(
    @Web() web: WebContext,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const signedIn = requireUser(web);
    const password = field(form, 'password');
    return submitForm(
      async () => {
        await oncePerForm(
          this.requests,
          signedIn,
          '/settings/delete-account',
          { [FORM_KEY_FIELD]: form[FORM_KEY_FIELD] },
          async () => {
            await this.commands.execute(
              new DeleteAccountCommand(signedIn.user.id, { password }, signedIn.user.id, web.correlationId),
            );
            return { deleted: signedIn.user.id };
          },
        );
        this.sessions.startAnonymous(reply, this.clock.now().getTime());
        return redirect(reply, '/login?done=account-deleted');
      },
      async (rejection) =>
        sendPage(
          reply,
          await this.profileTab(signedIn, {
            deleteForm: rejectedForm({}, rejection, 'Account not deleted: '),
          }),
          rejection.status,
        ),
    );
  }

  /** "Sign out" beside another session in the list. This browser's own session ends with "Log out". */
  @Post('sessions/:id/revoke')
  async revokeSession(@Web() web: WebContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    const signedIn = requireUser(web);
    return submitForm(
      async () => {
        if (id === sessionHash(web.session.sessionId)) {
          throw reject(422, 'That is the session you are using: use "Log out" at the top to end it.');
        }
        await this.commands.execute(
          new EndWebSessionCommand(signedIn.user.id, id, 'revoked', web.correlationId),
        );
        return redirect(reply, '/settings/profile?done=session-revoked');
      },
      async (rejection) =>
        sendPage(
          reply,
          await this.profileTab(signedIn, { sessionsError: `Not signed out: ${rejection.message}` }),
          rejection.status,
        ),
    );
  }

  @Post('sessions/revoke-others')
  async revokeOtherSessions(@Web() web: WebContext, @Res() reply: FastifyReply) {
    const { user } = requireUser(web);
    const ended: number = await this.commands.execute(
      new EndOtherWebSessionsCommand(user.id, sessionHash(web.session.sessionId), web.correlationId),
    );
    return redirect(reply, `/settings/profile?done=${ended ? 'sessions-revoked' : 'no-other-sessions'}`);
  }

  private async profileTab(
    web: SignedInContext,
    shown: { form?: FormState; notice?: string; sessionsError?: string; deleteForm?: FormState },
  ) {
    const [sessions, ownedProjects] = await Promise.all([
      this.webSessions.liveSessionsOf(web.user.id, this.clock.now()),
      this.projects.ownedBy(web.user.id),
    ]);
    return profilePage(web, {
      ownedProjects,
      deleteForm: shown.deleteForm ?? emptyForm(),
      user: web.user,
      form: shown.form ?? emptyForm(),
      sessions,
      currentSessionId: sessionHash(web.session.sessionId),
      notice: shown.notice,
      sessionsError: shown.sessionsError,
    });
  }
}
