import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorFilter } from '../api/error.filter';
import { html } from './html';
import { alert, page } from './views/layout';
import { CsrfRejected, LoginRequired, WebContext, WebRequest } from './web-context';
import { rejectionOf, STATUS_TITLES } from './web-errors';

/** Errors on web routes become pages (or a redirect to log in); /api paths keep the API's JSON answers. */
@Catch()
export class WebErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Web');
  private readonly apiFilter = new ErrorFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<WebRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      this.apiFilter.catch(exception, host);
      return;
    }
    if (exception instanceof LoginRequired) {
      const next = request.method === 'GET' ? request.url : '/';
      void reply.redirect(`/login?next=${encodeURIComponent(next)}`, 303);
      return;
    }
    let status: number;
    let message: string;
    if (exception instanceof CsrfRejected) {
      status = 403;
      message =
        'This form was sent without its security token, or with one from an older session, so nothing was ' +
        'changed. Go back, reload the page and send the form again.';
    } else if (exception instanceof NotFoundException) {
      status = 404;
      message = 'There is nothing at this address, or you do not have access to it. Check the link.';
    } else {
      const rejection = rejectionOf(exception);
      if (rejection) {
        ({ status, message } = rejection);
      } else {
        this.logger.error(
          `${request.method} ${request.url.split('?')[0]} failed`,
          (exception as Error)?.stack,
        );
        status = 500;
        message = 'Something went wrong on the server. Try again, and report it if it keeps happening.';
      }
    }
    const title = STATUS_TITLES[status] ?? 'Request refused';
    const web: WebContext = request.web ?? {
      session: { userId: null, sessionId: '', issuedAt: 0 },
      user: null,
      csrf: '',
      correlationId: '',
    };
    const body = html`<section class="narrow">
      <h1>${title}</h1>
      ${alert('error', message)}
      <p>Use your browser's back button to return to the form, or go to <a href="/">your projects</a>.</p>
    </section>`;
    void reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .send(page({ title, web, body }).value);
  }
}
