import { Controller, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { oncePerForm } from './once-per-form';
import type { FastifyReply } from 'fastify';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ChangeDefaultBranchCommand } from '../projects/change-default-branch.command';
import { ChangeVisibilityCommand } from '../projects/change-visibility.command';
import { CreateProjectCommand } from '../projects/create-project.command';
import { DeleteProjectCommand } from '../projects/delete-project.command';
import { ProjectsQueries } from '../projects/projects.queries';
import { SetCollaboratorCommand } from '../projects/set-collaborator.command';
import { PublishSiteCommand } from '../sites/publish-site.command';
import type { SitePublishedData } from '../domain/site';
import { SitesQueries } from '../sites/sites.queries';
import { rejectedForm, submitForm } from './form-submission';
import { noticeFor } from './notices';
import { ProjectLoader } from './project-loader';
import { redirect, sendPage } from './respond';
import { emptyForm, FormState, landingPage } from './views/auth-views';
import { projectSettingsPage } from './views/project-settings-views';
import { dashboardPage, newProjectPage, projectUrl } from './views/project-views';
import { field, Form, requireUser, Web, WebContext } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject } from './web-errors';
import { WebSessionGuard } from './web-session.guard';

type SettingsForms = Partial<Record<'collaborator' | 'delete' | 'site' | 'defaultBranch', FormState>>;

/** The project list, creating and deleting projects, and project settings (owner only). */
@Controller()
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class ProjectsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(SitesQueries) private readonly sites: SitesQueries,
  ) {}

  @Get()
  async home(@Web() web: WebContext, @Query('done') done: unknown, @Res() reply: FastifyReply) {
    if (!web.user) return sendPage(reply, landingPage(web));
    const projects = await this.projects.visibleTo(web.user);
    return sendPage(reply, dashboardPage(web, projects, noticeFor(done)));
  }

  @Get('new')
  newForm(@Web() web: WebContext, @Res() reply: FastifyReply) {
    requireUser(web);
    return sendPage(reply, newProjectPage(web, emptyForm()));
  }

  @Post('new')
  async create(@Web() web: WebContext, @Form() form: Record<string, unknown>, @Res() reply: FastifyReply) {
    const signedIn = requireUser(web);
    const { user } = signedIn;
    const values = {
      name: field(form, 'name').trim(),
      description: field(form, 'description').trim(),
      visibility: field(form, 'visibility') || 'private',
      empty: field(form, 'empty') === '1' ? '1' : '',
    };
    return submitForm(
      async () => {
        const location = await oncePerForm(this.requests, signedIn, '/new', form, async () => {
          const project: ProjectView = await this.commands.execute(
            new CreateProjectCommand(
              user,
              values.name,
              values.description,
              values.visibility as 'private' | 'public',
              web.correlationId,
              values.empty !== '1',
            ),
          );
          return projectUrl(project);
        });
        return redirect(reply, location);
      },
      (rejection) => {
        const state = rejectedForm(values, rejection, 'The project was not created: ');
        return sendPage(reply, newProjectPage(web, state), rejection.status);
      },
    );
  }

  @Get(':owner/:repo/settings')
  async settings(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const { project } = await this.loader.forOwner(web, owner, repo);
    return sendPage(reply, await this.settingsPage(web, project, {}, noticeFor(done)));
  }

  @Post(':owner/:repo/settings/collaborators')
  async saveCollaborator(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const values = { username: field(form, 'username').trim(), permission: field(form, 'permission') };
    return submitForm(
      async () => {
        const { collaborator, permission } = await this.collaboratorOf(project, values);
        await this.commands.execute(
          new SetCollaboratorCommand(project, collaborator, permission, user.id, web.correlationId),
        );
        return redirect(reply, projectUrl(project, '/settings?done=collaborator-saved#collaborators'));
      },
      async (rejection) => {
        const page = await this.settingsPage(web, project, { collaborator: rejectedForm(values, rejection) });
        return sendPage(reply, page, rejection.status);
      },
    );
  }

  @Post(':owner/:repo/settings/visibility')
  async changeVisibility(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const visibility = field(form, 'visibility') === 'public' ? 'public' : 'private';
    await this.commands.execute(new ChangeVisibilityCommand(project, visibility, user.id, web.correlationId));
    return redirect(reply, projectUrl(project, '/settings?done=visibility-changed#visibility'));
  }

  @Post(':owner/:repo/settings/default-branch')
  async changeDefaultBranch(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const values = { default_branch: field(form, 'default_branch').trim() };
    return submitForm(
      async () => {
        await this.commands.execute(
          new ChangeDefaultBranchCommand(project, values.default_branch, user.id, web.correlationId),
        );
        return redirect(reply, projectUrl(project, '/settings?done=default-branch-changed#default-branch'));
      },
      async (rejection) => {
        const page = await this.settingsPage(web, project, {
          defaultBranch: rejectedForm(values, rejection, 'The default branch was not changed: '),
        });
        return sendPage(reply, page, rejection.status);
      },
    );
  }

  @Post(':owner/:repo/settings/site')
  async publishSite(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const isPublic = field(form, 'public') === '1';
    const follow = field(form, 'follow').trim() || null;
    return submitForm(
      async () => {
        const site: SitePublishedData = await this.commands.execute(
          new PublishSiteCommand(project, user, undefined, isPublic, web.correlationId, follow),
        );
        const done = site.followBranch
          ? 'site-following'
          : site.public
            ? 'site-published-public'
            : 'site-published';
        return redirect(reply, projectUrl(project, `/settings?done=${done}#site`));
      },
      async (rejection) => {
        const page = await this.settingsPage(web, project, { site: rejectedForm({}, rejection) });
        return sendPage(reply, page, rejection.status);
      },
    );
  }

  @Post(':owner/:repo/settings/collaborators/:username/remove')
  async removeCollaborator(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('username') username: string,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    const collaborator = await this.accounts.userByName(username);
    if (!collaborator) throw reject(404, `There is no user named "${username}".`);
    await this.commands.execute(
      new SetCollaboratorCommand(project, collaborator, null, user.id, web.correlationId),
    );
    return redirect(reply, projectUrl(project, '/settings?done=collaborator-removed#collaborators'));
  }

  @Post(':owner/:repo/delete')
  async delete(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forOwner(web, owner, repo);
    if (field(form, 'confirm').trim() !== project.fullName) {
      const state = {
        values: {},
        errors: {},
        message: `Nothing was deleted: type ${project.fullName} exactly to confirm.`,
      };
      const page = await this.settingsPage(web, project, { delete: state });
      return sendPage(reply, page, 422);
    }
    await this.commands.execute(new DeleteProjectCommand(project, user.id, web.correlationId));
    return redirect(reply, '/?done=project-deleted');
  }

  /** The user the collaborator form names and the permission it gives them, or why that cannot be. */
  private async collaboratorOf(
    project: ProjectView,
    values: { username: string; permission: string },
  ): Promise<{ collaborator: UserView; permission: 'read' | 'write' }> {
    if (values.permission !== 'read' && values.permission !== 'write') {
      throw reject(422, 'Choose read or write permission.', { permission: 'must be read or write' });
    }
    const collaborator = values.username ? await this.accounts.userByName(values.username) : null;
    if (!collaborator) {
      throw reject(
        422,
        `There is no user named "${values.username}". Check the spelling of their username.`,
        {
          username: 'no such user',
        },
      );
    }
    if (collaborator.id === project.ownerId) {
      throw reject(422, `${collaborator.username} owns this project and already has every permission.`, {
        username: 'is the owner',
      });
    }
    return { collaborator, permission: values.permission };
  }

  /** The settings page, with a rejected form's state where one was sent back. */
  private async settingsPage(web: WebContext, project: ProjectView, forms: SettingsForms, notice?: string) {
    return projectSettingsPage(
      web,
      project,
      cloneUrl(this.config, project.fullName),
      {
        collaborator: forms.collaborator ?? emptyForm(),
        delete: forms.delete ?? emptyForm(),
        site: forms.site ?? emptyForm(),
        defaultBranch: forms.defaultBranch ?? emptyForm(),
      },
      await this.sites.byProject(project.fullName),
      // Where sites are read: their own origin when OCTAVO_SITES_URL is set.
      this.config.sitesUrl ?? this.config.baseUrl,
      notice,
    );
  }
}
