import { Controller, Get, Inject, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { PasswordCheck } from '../accounts/password-check';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { EndWebSessionCommand } from '../accounts/end-web-session.command';
import { RegisterUserCommand } from '../accounts/register-user.command';
import { StartWebSessionCommand } from '../accounts/start-web-session.command';
import { userAgentLabel } from '../accounts/user-agent-label';
import { CLOCK, Clock } from '../domain/command-executor';
import { describeWait, WebLoginThrottle } from '../security/web-login-throttle';
import { submitForm } from './form-submission';
import { noticeFor } from './notices';
import { redirect, safeNext, sendPage } from './respond';
import { sessionHash } from '../sessions/session-codec';
import { emptyForm, loginPage, signedOutNotice, signupPage } from './views/auth-views';
import { signupClosedPage } from './views/signup-closed-view';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { field, Form, Web, WebContext } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { WebSessionGuard } from './web-session.guard';
import { WebSessions } from '../sessions/web-sessions';

@Controller()
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class AuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RecordedAccounts) private readonly accounts: RecordedAccounts,
    @Inject(WebSessions) private readonly sessions: WebSessions,
    @Inject(WebLoginThrottle) private readonly throttle: WebLoginThrottle,
    @Inject(PasswordCheck) private readonly passwords: PasswordCheck,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  @Get('signup')
  signupForm(@Web() web: WebContext, @Res() reply: FastifyReply) {
    if (web.user) return redirect(reply, '/');
    if (this.config.signup === 'closed') return sendPage(reply, signupClosedPage(web));
    return sendPage(reply, signupPage(web, emptyForm()));
  }

  @Post('signup')
  async signup(@Web() web: WebContext, @Form() form: Record<string, unknown>, @Res() reply: FastifyReply) {
    if (this.config.signup === 'closed') return sendPage(reply, signupClosedPage(web), 403);
    const values = { username: field(form, 'username').trim(), email: field(form, 'email').trim() };
    const password = field(form, 'password');
    if (password !== field(form, 'password_confirmation')) {
      const errors = { password_confirmation: 'the two passwords differ; type the same password twice' };
      return sendPage(
        reply,
        signupPage(web, { values, errors, message: 'The passwords do not match.' }),
        422,
      );
    }
    return submitForm(
      async () => {
        const { userId } = await this.commands.execute(
          new RegisterUserCommand(values.username, values.email, password, false, null, web.correlationId),
        );
        await this.signIn(web, reply, userId);
        return redirect(reply, '/?done=welcome');
      },
      (rejection) => {
        const taken = rejection.status === 409 || /already/i.test(rejection.message);
        const message = taken
          ? `The username "${values.username}" is taken; choose another.`
          : rejection.message;
        const errors = taken ? { username: 'already taken' } : rejection.fields;
        return sendPage(reply, signupPage(web, { values, errors, message }), taken ? 422 : rejection.status);
      },
    );
  }

  @Get('login')
  loginForm(
    @Web() web: WebContext,
    @Query('next') next: string | undefined,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    if (web.user) return redirect(reply, safeNext(next));
    const notice = noticeFor(done) ?? signedOutNotice(web.session.signedOut);
    return sendPage(reply, loginPage(web, emptyForm(), safeNext(next), notice));
  }

  @Post('login')
  async login(@Web() web: WebContext, @Form() form: Record<string, unknown>, @Res() reply: FastifyReply) {
    const username = field(form, 'username').trim();
    const next = safeNext(field(form, 'next'));
    const ip = reply.request.ip;
    const userKey = username.toLowerCase();
    const tooMany = (wait: number, why: string) => {
      void reply.header('retry-after', String(wait));
      const message = `Too many failed log-ins ${why}. Wait ${describeWait(wait)} and try again, or ask an admin to reset your password.`;
      return sendPage(reply, loginPage(web, { values: { username }, errors: {}, message }, next), 429);
    };
    // An address that keeps failing (whatever the user names) is turned away before any password is checked.
    const addressWait = await this.throttle.addressWait(ip);
    if (addressWait > 0) return tooMany(addressWait, 'from this address');
    // As of the newest stored event: a user who just signed up, or just changed their password, logs in with it.
    const user = username ? await this.accounts.userByName(username) : null;
    // False for an unknown user and for a hash no key opens (a lost or shredded key), in the same time.
    const ok = await this.passwords.matches(user, field(form, 'password'));
    // Verified first, then decided: a right password from an address that has not been failing gets in, even
    // while someone elsewhere keeps this user name backing off.
    const userWait = await this.throttle.userWait(userKey, ip, ok && user !== null);
    if (userWait > 0) {
      if (!ok) await this.throttle.recordFailure(userKey, ip);
      return tooMany(userWait, 'for this user name');
    }
    if (!user || !ok) {
      await this.throttle.recordFailure(userKey, ip);
      const message = 'That username and password do not match an account. Check both and try again.';
      return sendPage(reply, loginPage(web, { values: { username }, errors: {}, message }, next), 401);
    }
    await this.throttle.recordSuccess(userKey, ip);
    await this.signIn(web, reply, user.id);
    return redirect(reply, next);
  }

  /** Ends this browser's session for good: a copy of its cookie is signed out too. */
  @Post('logout')
  async logout(@Web() web: WebContext, @Res() reply: FastifyReply) {
    await this.endCurrentSession(web);
    this.sessions.startAnonymous(reply, this.clock.now().getTime());
    return redirect(reply, '/login?done=signed-out');
  }

  /**
   * A new session (new id, so a new CSRF token and nothing from before log-in carried over) is recorded, and
   * the projection has it, before the browser gets its cookie. A session this browser had is logged out.
   */
  private async signIn(web: WebContext, reply: FastifyReply, userId: string): Promise<void> {
    await this.endCurrentSession(web);
    const session = this.sessions.newSignedIn(userId, this.clock.now().getTime());
    const label = userAgentLabel(reply.request.headers['user-agent']);
    await this.commands.execute(
      new StartWebSessionCommand(userId, sessionHash(session.sessionId), label, web.correlationId),
    );
    this.sessions.issue(reply, session);
  }

  private async endCurrentSession(web: WebContext): Promise<void> {
    if (!web.user) return;
    await this.commands.execute(
      new EndWebSessionCommand(
        web.user.id,
        sessionHash(web.session.sessionId),
        'logged-out',
        web.correlationId,
      ),
    );
  }
}
