import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProjectView } from '../../projections/read-model-types';
import { ApiAuthGuard } from '../api/api-auth.guard';
import { ApiError } from '../api/api-error';
import { CurrentCaller, Params } from '../api/caller.decorator';
import { paging } from '../api/paging';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Caller } from '../core/request-context';
import { isOwner } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { AddWebhookCommand } from './add-webhook.command';
import { parseAutoBuildInput, parseWebhookInput } from './automation-input';
import { AutomationPresenter } from './automation-presenter';
import { AutomationQueries } from './automation.queries';
import { ConfigureAutoBuildCommand } from './configure-auto-build.command';
import { RemoveWebhookCommand } from './remove-webhook.command';
import { Idempotent } from '../api/idempotency/idempotency.interceptor';

/**
 * Auto-build settings and webhooks of a project. Only the owner (or an admin) may see or change them:
 * webhook URLs and delivery logs can reveal where a team's infrastructure lives. Readers get 403, everyone
 * else the usual 404.
 */
@Controller('api/projects')
@UseGuards(ApiAuthGuard)
export class AutomationController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(AutomationPresenter) private readonly presenter: AutomationPresenter,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  @Get(':owner/:repo/auto_build')
  async getAutoBuild(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    return this.presenter.autoBuild(await this.automation.autoBuildSettings(project.id));
  }

  @Put(':owner/:repo/auto_build')
  async putAutoBuild(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const settings = parseAutoBuildInput(params);
    await this.commands.execute(
      new ConfigureAutoBuildCommand(project, settings, caller.user.id, caller.correlationId),
    );
    return this.presenter.autoBuild(await this.automation.autoBuildSettings(project.id));
  }

  @Get(':owner/:repo/webhooks')
  async listWebhooks(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const webhooks = await this.automation.webhooksOf(project.id);
    return webhooks.map((w) => this.presenter.webhook(w, project.fullName));
  }

  @Post(':owner/:repo/webhooks')
  @HttpCode(201)
  @Idempotent()
  async addWebhook(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const input = parseWebhookInput(params, this.config.webhookAllowPrivate);
    const id: string = await this.commands.execute(
      new AddWebhookCommand(project, input, caller.user.id, caller.correlationId),
    );
    return this.presenter.webhook((await this.automation.webhook(project.id, id))!, project.fullName);
  }

  @Get(':owner/:repo/webhooks/:id')
  async getWebhook(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    return this.presenter.webhook(await this.existingWebhook(project, id), project.fullName);
  }

  @Delete(':owner/:repo/webhooks/:id')
  @HttpCode(204)
  async removeWebhook(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    await this.existingWebhook(project, id);
    await this.commands.execute(new RemoveWebhookCommand(project, id, caller.user.id, caller.correlationId));
  }

  /** Newest first; each delivery lists every attempt with its outcome. */
  @Get(':owner/:repo/webhooks/:id/deliveries')
  async deliveries(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('id') id: string,
    @Params() params: Record<string, unknown>,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const webhook = await this.existingWebhook(project, id);
    const { page, perPage } = paging(params);
    const deliveries = await this.automation.deliveriesOf(webhook.id, page, perPage);
    return deliveries.map((d) => this.presenter.delivery(d));
  }

  private async ownedProject(caller: Caller, owner: string, repo: string): Promise<ProjectView> {
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    if (!isOwner(project, caller.user)) {
      throw new ApiError(
        403,
        'forbidden',
        `only the owner of ${project.fullName} can see or change its webhooks and auto-build settings`,
      );
    }
    return project;
  }

  private async existingWebhook(project: ProjectView, id: string) {
    const webhook = await this.automation.webhook(project.id, id);
    if (!webhook) {
      throw new ApiError(
        404,
        'webhook_not_found',
        `${project.fullName} has no webhook ${id}; list them with GET .../webhooks`,
      );
    }
    return webhook;
  }
}
