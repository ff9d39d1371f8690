import { Controller, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { ProjectView } from '../../projections/read-model-types';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectLoader } from '../web/project-loader';
import { redirect, sendPage } from '../web/respond';
import { projectUrl } from '../web/views/project-views';
import { field, Form, requireUser, Web, WebContext } from '../web/web-context';
import { WebErrorFilter } from '../web/web-error.filter';
import { rejectionOf } from '../web/web-errors';
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

/** The web side of automation: settings → Automation, for the project owner. */
@Controller()
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class AutomationWebController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
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
    const { user } = requireUser(web);
    const project = await this.loader.owned(owner, repo, user);
    const notice = typeof done === 'string' ? NOTICES[done] : undefined;
    return this.render(web, project, {}, reply, 200, notice);
  }

  @Post(':owner/:repo/settings/automation/auto-build')
  async saveAutoBuild(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user } = requireUser(web);
    const project = await this.loader.owned(owner, repo, user);
    const formats = ([] as unknown[])
      .concat(form.formats ?? [])
      .filter((f): f is string => typeof f === 'string');
    const values = {
      enabled: field(form, 'enabled') === 'on' ? 'on' : 'off',
      branches: field(form, 'branches'),
      formats,
    };
    try {
      const settings = parseAutoBuildInput({ enabled: values.enabled, branches: values.branches, formats });
      await this.commands.execute(
        new ConfigureAutoBuildCommand(project, settings, user.id, web.correlationId),
      );
      return redirect(reply, projectUrl(project, '/settings/automation?done=auto-build-saved#auto-build'));
    } catch (error) {
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      const state = { values, errors: rejection.fields, message: `Not saved: ${rejection.message}` };
      return this.render(web, project, { autoBuild: state }, reply, rejection.status);
    }
  }

  @Post(':owner/:repo/settings/automation/webhooks')
  async addWebhook(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user } = requireUser(web);
    const project = await this.loader.owned(owner, repo, user);
    const values = { url: field(form, 'url') };
    try {
      const input = parseWebhookInput(
        { url: values.url, secret: field(form, 'secret') },
        this.config.webhookAllowPrivate,
      );
      await this.commands.execute(new AddWebhookCommand(project, input, user.id, web.correlationId));
      return redirect(reply, projectUrl(project, '/settings/automation?done=webhook-added#webhooks'));
    } catch (error) {
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      const state = {
        values,
        errors: rejection.fields,
        message: `The webhook was not added: ${rejection.message}`,
      };
      return this.render(web, project, { webhook: state }, reply, rejection.status);
    }
  }

  @Post(':owner/:repo/settings/automation/webhooks/:id/remove')
  async removeWebhook(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ) {
    const { user } = requireUser(web);
    const project = await this.loader.owned(owner, repo, user);
    await this.commands.execute(new RemoveWebhookCommand(project, id, user.id, web.correlationId));
    return redirect(reply, projectUrl(project, '/settings/automation?done=webhook-removed#webhooks'));
  }

  private async render(
    web: WebContext,
    project: ProjectView,
    forms: Partial<{ autoBuild: AutomationForm; webhook: AutomationForm }>,
    reply: FastifyReply,
    status: number,
    notice?: string,
  ) {
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
    return sendPage(reply, automationPage(web, project, data), status);
  }
}
