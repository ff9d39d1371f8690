import { Controller, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { oncePerForm } from '../web/once-per-form';
import type { FastifyReply } from 'fastify';
import type { WebhookView } from '../../projections/automation-read-models';
import type { ProjectView } from '../../projections/read-model-types';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { rejectedForm, submitForm } from '../web/form-submission';
import { ProjectLoader } from '../web/project-loader';
import { redirect, sendPage } from '../web/respond';
import { projectUrl } from '../web/views/project-views';
import { field, Form, requireUser, Web, WebContext } from '../web/web-context';
import { WebErrorFilter } from '../web/web-error.filter';
import { WebSessionGuard } from '../web/web-session.guard';
import { AddWebhookCommand } from './add-webhook.command';
import { parseAutoBuildInput, parseWebhookInput } from './automation-input';
import { AutomationQueries } from './automation.queries';
import { AutomationForm, AutomationPageData, automationPage, emptyAutomationForm } from './automation-views';
import { ConfigureAutoBuildCommand } from './configure-auto-build.command';
import { RemoveWebhookCommand } from './remove-webhook.command';

const NOTICES: Record<string, string> = {
  'auto-build-saved': 'Build-on-push settings saved.',
  'webhook-added': 'Webhook added. It is called when the next build finishes.',
  'webhook-removed': 'Webhook deleted. Deliveries still waiting for a retry were cancelled.',
};
const RECENT_DELIVERIES = 10;

type AutomationForms = Partial<Record<'autoBuild' | 'webhook', AutomationForm>>;

/** The web side of automation: settings → Automation, for the project owner. */
@Controller()
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class AutomationWebController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  @Get(':owner/:repo/settings/automation')
  async page(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const { project } = await this.loader.forOwner(web, owner, repo);
    const notice = typeof done === 'string' ? NOTICES[done] : undefined;
    return sendPage(reply, await this.pageOf(web, project, {}, notice));
  }

  @Post(':owner/:repo/settings/automation/auto-build')
  async saveAutoBuild(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const formats = ([] as unknown[])
      .concat(form.formats ?? [])
      .filter((f): f is string => typeof f === 'string');
    const values = {
      enabled: field(form, 'enabled') === 'on' ? 'on' : 'off',
      branches: field(form, 'branches'),
      formats,
    };
    return submitForm(
      async () => {
        const settings = parseAutoBuildInput({ enabled: values.enabled, branches: values.branches, formats });
        await this.commands.execute(
          new ConfigureAutoBuildCommand(project, settings, user.id, web.correlationId),
        );
        return redirect(reply, projectUrl(project, '/settings/automation?done=auto-build-saved#auto-build'));
      },
      async (rejection) => {
        const page = await this.pageOf(web, project, {
          autoBuild: rejectedForm(values, rejection, 'Not saved: '),
        });
        return sendPage(reply, page, rejection.status);
      },
    );
  }

  @Post(':owner/:repo/settings/automation/webhooks')
  async addWebhook(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const signedIn = requireUser(web);
    const values = { url: field(form, 'url') };
    return submitForm(
      async () => {
        const input = parseWebhookInput(
          { url: values.url, secret: field(form, 'secret') },
          this.config.webhookAllowPrivate,
        );
        await oncePerForm(this.requests, signedIn, projectUrl(project, '/webhooks'), form, async () => {
          const added: WebhookView = await this.commands.execute(
            new AddWebhookCommand(project, input, user.id, web.correlationId),
          );
          return added.id;
        });
        return redirect(reply, projectUrl(project, '/settings/automation?done=webhook-added#webhooks'));
      },
      async (rejection) => {
        const state = rejectedForm(values, rejection, 'The webhook was not added: ');
        const page = await this.pageOf(web, project, { webhook: state });
        return sendPage(reply, page, rejection.status);
      },
    );
  }

  @Post(':owner/:repo/settings/automation/webhooks/:id/remove')
  async removeWebhook(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    await this.commands.execute(new RemoveWebhookCommand(project, id, user.id, web.correlationId));
    return redirect(reply, projectUrl(project, '/settings/automation?done=webhook-removed#webhooks'));
  }

  /** The automation page, with a rejected form's state where one was sent back. */
  private async pageOf(web: WebContext, project: ProjectView, forms: AutomationForms, notice?: string) {
    const webhooks = await this.automation.webhooksOf(project.id);
    const data: AutomationPageData = {
      settings: await this.automation.autoBuildSettings(project.id),
      webhooks: await Promise.all(
        webhooks.map(async (webhook) => ({
          webhook,
          deliveries: await this.automation.deliveriesOf(webhook.id, 1, RECENT_DELIVERIES),
        })),
      ),
      forms: {
        autoBuild: forms.autoBuild ?? emptyAutomationForm(),
        webhook: forms.webhook ?? emptyAutomationForm(),
      },
      notice,
    };
    return automationPage(web, project, data);
  }
}
