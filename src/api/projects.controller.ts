import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  branchNameProblem,
  GitRepositories,
  isValidBranchName,
  normalizeRepoFilePath,
  shortenedName,
} from '../../git';
import { ProjectView } from '../../projections/read-model-types';
import { AccountsQueries } from '../accounts/accounts.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Caller } from '../core/request-context';
import { ChangeDefaultBranchCommand } from '../projects/change-default-branch.command';
import { ChangeVisibilityCommand } from '../projects/change-visibility.command';
import { CommitFilesCommand } from '../projects/commit-files.command';
import { CreateProjectCommand } from '../projects/create-project.command';
import { DeleteProjectCommand } from '../projects/delete-project.command';
import { canWrite, isOwner } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { SetCollaboratorCommand } from '../projects/set-collaborator.command';
import { ApiAuthGuard, ApiRequest } from './api-auth.guard';
import { ApiError } from './api-error';
import { CurrentCaller, Params } from './caller.decorator';
import { contentTypeOf } from './content-types';
import { answer, ApiRoute, errorAnswer, json, listOf } from './api-route';
import {
  BranchQuery,
  CollaboratorBody,
  CollaboratorPath,
  CreateProjectBody,
  FilePath,
  ProjectPath,
  PutFileBody,
  TreeQuery,
  UpdateProjectBody,
} from './dto';
import {
  COLLABORATOR_SCHEMA,
  COMMIT_RESULT_SCHEMA,
  PROJECT_SCHEMA,
  presentTree,
  ProjectPresenter,
  TREE_SCHEMA,
} from './project-presenter';
import { validateRequest } from './request-schema';
import { Idempotent } from './idempotency/idempotency.interceptor';

@Controller('api/projects')
@UseGuards(ApiAuthGuard)
export class ProjectsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  @Get()
  @ApiRoute({ summary: 'Projects visible to the caller', responses: { '200': json(listOf(PROJECT_SCHEMA)) } })
  async list(@CurrentCaller() caller: Caller) {
    return (await this.projects.visibleTo(caller.user)).map((p) => this.presenter.present(p));
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'Create a project: a starter book on main, or an empty repository (starter: false)',
    body: CreateProjectBody,
    responses: { '201': json(PROJECT_SCHEMA, 'Created') },
  })
  async create(@CurrentCaller() caller: Caller, @Params() params: Record<string, unknown>) {
    const body = validateRequest(CreateProjectBody, params);
    const project: ProjectView = await this.commands.execute(
      new CreateProjectCommand(
        caller.user,
        body.name,
        body.description ?? '',
        body.visibility ?? 'private',
        caller.correlationId,
        body.starter !== false && body.starter !== 'false',
      ),
    );
    return this.presenter.present(project);
  }

  @Get(':owner/:repo')
  @ApiRoute({ summary: 'A project', path: ProjectPath, responses: { '200': json(PROJECT_SCHEMA) } })
  async get(@CurrentCaller() caller: Caller, @Param('owner') owner: string, @Param('repo') repo: string) {
    return this.presenter.present(await this.projects.readable(`${owner}/${repo}`, caller.user));
  }

  /** Changes a project's visibility and default branch (owner). */
  @Patch(':owner/:repo')
  @ApiRoute({
    summary: 'Change a project (owner): visibility, default branch',
    path: ProjectPath,
    body: UpdateProjectBody,
    responses: {
      '200': json(PROJECT_SCHEMA),
      '422': errorAnswer(
        'validation_failed: a bad value, or a default_branch that does not exist (the message lists those that do)',
      ),
    },
  })
  async update(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const body = validateRequest(UpdateProjectBody, params);
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    this.requireOwner(project, caller);
    // Each change answers with the project as its stored events made it, so a lagging read model is no 500.
    let changed: ProjectView = project;
    if (body.default_branch !== undefined) {
      changed = await this.commands.execute(
        new ChangeDefaultBranchCommand(project, body.default_branch, caller.user.id, caller.correlationId),
      );
    }
    if (body.visibility) {
      changed = await this.commands.execute(
        new ChangeVisibilityCommand(project, body.visibility, caller.user.id, caller.correlationId),
      );
    }
    return this.presenter.present(changed);
  }

  @Delete(':owner/:repo')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Delete a project (owner)',
    path: ProjectPath,
    responses: { '204': answer('Deleted') },
  })
  async delete(@CurrentCaller() caller: Caller, @Param('owner') owner: string, @Param('repo') repo: string) {
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    this.requireOwner(project, caller);
    await this.commands.execute(new DeleteProjectCommand(project, caller.user.id, caller.correlationId));
  }

  @Put(':owner/:repo/collaborators/:username')
  @ApiRoute({
    summary: 'Add or change a collaborator (owner)',
    path: CollaboratorPath,
    body: CollaboratorBody,
    responses: { '200': json(COLLABORATOR_SCHEMA) },
  })
  async addCollaborator(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('username') username: string,
    @Params() params: Record<string, unknown>,
  ) {
    const body = validateRequest(CollaboratorBody, params);
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    this.requireOwner(project, caller);
    const user = await this.accounts.userByName(username);
    if (!user) throw new ApiError(404, 'user_not_found', `there is no user named ${username}`);
    if (user.id === project.ownerId) {
      throw new ApiError(422, 'validation_failed', 'the owner already has every permission', [
        { field: 'username', message: 'is the owner' },
      ]);
    }
    await this.commands.execute(
      new SetCollaboratorCommand(project, user, body.permission, caller.user.id, caller.correlationId),
    );
    return { username: user.username, permission: body.permission };
  }

  @Delete(':owner/:repo/collaborators/:username')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove a collaborator (owner)',
    path: CollaboratorPath,
    responses: { '204': answer('Removed') },
  })
  async removeCollaborator(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Param('username') username: string,
  ) {
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    this.requireOwner(project, caller);
    const user = await this.accounts.userByName(username);
    if (!user) throw new ApiError(404, 'user_not_found', `there is no user named ${username}`);
    await this.commands.execute(
      new SetCollaboratorCommand(project, user, null, caller.user.id, caller.correlationId),
    );
  }

  @Get(':owner/:repo/tree')
  @ApiRoute({
    summary: 'Directory entries at a branch',
    path: ProjectPath,
    query: TreeQuery,
    responses: { '200': json(TREE_SCHEMA) },
  })
  async tree(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Params() params: Record<string, unknown>,
  ) {
    const query = validateRequest(TreeQuery, params);
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    const { branch, commit } = await this.branchTip(project, query.branch);
    const rawPath = query.path?.replace(/^\/+|\/+$/g, '') ?? '';
    const path = rawPath ? normalizeRepoFilePath(rawPath) : '';
    const entries = await this.git.listTree(project.owner, project.name, commit, path);
    if (!entries)
      throw new ApiError(404, 'path_not_found', `there is no directory ${path} on branch ${branch}`);
    return presentTree(branch, commit, path, entries);
  }

  @Get(':owner/:repo/files/*')
  @ApiRoute({
    summary: "A file's raw bytes at a branch",
    path: FilePath,
    query: BranchQuery,
    responses: { '200': answer('The file; `X-Octavo-Commit` names the commit') },
  })
  async readFile(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: ApiRequest,
    @Params() params: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const query = validateRequest(BranchQuery, params);
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    const path = normalizeRepoFilePath(wildcard(request));
    const { branch, commit } = await this.branchTip(project, query.branch);
    const content = await this.git.readBlob(project.owner, project.name, commit, path);
    if (!content) throw new ApiError(404, 'file_not_found', `there is no file ${path} on branch ${branch}`);
    await reply
      .header('content-type', contentTypeOf(path))
      .header('x-octavo-commit', commit)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(content);
  }

  @Put(':owner/:repo/files/*')
  @ApiRoute({
    summary: 'Commit a file (write access); a stale base_commit is a 409, never a lost commit',
    path: FilePath,
    body: PutFileBody,
    responses: { '200': json(COMMIT_RESULT_SCHEMA), '409': errorAnswer('conflict: the branch moved') },
  })
  async writeFile(
    @CurrentCaller() caller: Caller,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: ApiRequest,
    @Params() params: Record<string, unknown>,
  ) {
    const body = validateRequest(PutFileBody, params);
    const project = await this.projects.readable(`${owner}/${repo}`, caller.user);
    if (!canWrite(project, caller.user)) {
      throw new ApiError(
        403,
        'forbidden',
        `you may read ${project.fullName} but not change it; ask the owner for write access`,
      );
    }
    const path = normalizeRepoFilePath(wildcard(request));
    const branch = body.branch?.trim() || project.defaultBranch;
    const branchProblem = branchNameProblem(branch);
    if (branchProblem) {
      throw new ApiError(
        422,
        'validation_failed',
        `"${shortenedName(branch)}" is not a valid branch name: ${branchProblem}`,
        [{ field: 'branch', message: `not a valid branch name: ${branchProblem}` }],
      );
    }
    const content =
      body.content_base64 !== undefined
        ? decodeBase64(body.content_base64)
        : Buffer.from(body.content!, 'utf8');
    const result = await this.commands.execute(
      new CommitFilesCommand(
        project,
        caller.user,
        branch,
        [{ path, content }],
        body.message,
        body.base_commit?.trim() || undefined,
        'api',
        caller.correlationId,
      ),
    );
    return { branch, path, commit: result.commit, previous: result.previous };
  }

  private requireOwner(project: ProjectView, caller: Caller): void {
    if (!isOwner(project, caller.user)) {
      throw new ApiError(403, 'forbidden', `only the owner of ${project.fullName} can do this`);
    }
  }

  private async branchTip(
    project: ProjectView,
    requested: unknown,
  ): Promise<{ branch: string; commit: string }> {
    const branch = typeof requested === 'string' && requested ? requested : project.defaultBranch;
    const commit = isValidBranchName(branch)
      ? await this.git.resolveBranch(project.owner, project.name, branch)
      : null;
    if (!commit) {
      const why =
        project.branches.length === 0
          ? `${project.fullName} is empty: it has no branch yet; push one first`
          : `branch ${shortenedName(branch)} does not exist in ${project.fullName}`;
      throw new ApiError(422, 'branch_not_found', why);
    }
    return { branch, commit };
  }
}

function wildcard(request: ApiRequest): string {
  const raw = (request.params as Record<string, string>)['*'] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(422, 'validation_failed', 'the file path is not valid URL encoding', [
      { field: 'path', message: 'invalid percent-encoding' },
    ]);
  }
}

function decodeBase64(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) {
    throw new ApiError(422, 'validation_failed', 'content_base64 is not valid base64', [
      { field: 'content_base64', message: 'not valid base64' },
    ]);
  }
  return Buffer.from(clean, 'base64');
}
