import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AutoBuildSettingsView, WebhookView } from '../../projections/automation-read-models';
import { ProjectView } from '../../projections/read-model-types';
import { ApiAuthGuard } from '../api/api-auth.guard';
import { ApiError } from '../api/api-error';
import { CurrentCaller, Params } from '../api/caller.decorator';
import { answer, ApiRoute, json, listOf } from '../api/api-route';
import { AddWebhookBody, AutoBuildBody, PagingQuery, ProjectPath, WebhookPath } from '../api/dto';
import { paging } from '../api/paging';
import { validateRequest } from '../api/request-schema';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Caller } from '../core/request-context';
import { isOwner } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { AddWebhookCommand } from './add-webhook.command';
import { parseAutoBuildInput, parseWebhookInput } from './automation-input';
import {
  AUTO_BUILD_SCHEMA,
  AutomationPresenter,
  WEBHOOK_DELIVERY_SCHEMA,
  WEBHOOK_SCHEMA,
} from './automation-presenter';
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
  @ApiRoute({
    summary: 'Builds on push: settings',
    path: ProjectPath,
    responses: { '200': json(AUTO_BUILD_SCHEMA) },
  })
  async getAutoBuild(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    return this.presenter.autoBuild(await this.automation.autoBuildSettings(project.id));
  }

  @Put(':owner/:repo/auto_build')
  @ApiRoute({
    summary: 'Builds on push: on BranchPushed to chosen branches, build chosen formats',
    path: ProjectPath,
    body: AutoBuildBody,
    responses: { '200': json(AUTO_BUILD_SCHEMA) },
  })
  async putAutoBuild(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const settings = validateRequest(AutoBuildBody, params, parseAutoBuildInput);
    const configured: AutoBuildSettingsView | null = await this.commands.execute(
      new ConfigureAutoBuildCommand(project, settings, caller.user.id, caller.correlationId),
    );
    return this.presenter.autoBuild(configured);
  }

  @Get(':owner/:repo/webhooks')
  @ApiRoute({
    summary: 'Webhooks (owner)',
    path: ProjectPath,
    responses: { '200': json(listOf(WEBHOOK_SCHEMA)) },
  })
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
  @ApiRoute({
    summary: 'Register a webhook: each finished build is POSTed, signed X-Octavo-Signature: sha256=<hmac>',
    path: ProjectPath,
    body: AddWebhookBody,
    responses: { '201': json(WEBHOOK_SCHEMA, 'Created') },
  })
  async addWebhook(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const project = await this.ownedProject(caller, owner, repo);
    const input = validateRequest(AddWebhookBody, params, (checked) =>
      parseWebhookInput(checked, this.config.webhookAllowPrivate),
    );
    const added: WebhookView = await this.commands.execute(
      new AddWebhookCommand(project, input, caller.user.id, caller.correlationId),
    );
    return this.presenter.webhook(added, project.fullName);
  }

  @Get(':owner/:repo/webhooks/:id')
  @ApiRoute({ summary: 'A webhook', path: WebhookPath, responses: { '200': json(WEBHOOK_SCHEMA) } })
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
  @ApiRoute({ summary: 'Remove a webhook', path: WebhookPath, responses: { '204': answer('Removed') } })
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
  @ApiRoute({
    summary: 'Delivery log, newest first',
    path: WebhookPath,
    query: PagingQuery,
    responses: { '200': json(listOf(WEBHOOK_DELIVERY_SCHEMA)) },
  })
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
