import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories, isValidRepositoryName, RepositoryExists } from '../../git';
import { projectAsRecorded } from '../../projections/project-view';
import { ProjectView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideCreateProject } from '../domain/project';
import { CreateProjectCommand } from './create-project.command';
import { ProjectsQueries } from './projects.queries';
import { starterBook } from './starter-book';

const nameTaken = (fullName: string) =>
  new DomainError(
    'validation_failed',
    `a project named ${fullName} already exists; choose another name`,
    422,
    [{ field: 'name', message: 'already exists' }],
  );

@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand, ProjectView> {
  private readonly logger = new Logger('CreateProject');

  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateProjectCommand): Promise<ProjectView> {
    const { owner, name } = command;
    const details: Array<{ field: string; message: string }> = [];
    if (!isValidRepositoryName(name) || name.endsWith('.git')) {
      details.push({
        field: 'name',
        message:
          '1 to 100 letters, digits, ".", "_" or "-", not starting with "." or "-", not ending in ".git"',
      });
    }
    if (command.description.length > 1000)
      details.push({ field: 'description', message: 'at most 1000 characters' });
    if (!['private', 'public'].includes(command.visibility)) {
      details.push({ field: 'visibility', message: 'must be "private" or "public"' });
    }
    if (details.length) {
      throw new DomainError(
        'validation_failed',
        details.map((d) => `${d.field}: ${d.message}`).join('; '),
        422,
        details,
      );
    }
    const fullName = `${owner.username}/${name}`;
    if (await this.projects.byFullName(fullName)) throw nameTaken(fullName);

    const defaultBranch = 'main';
    let commit: string | null;
    try {
      ({ commit } = await this.git.create(owner.username, name, {
        defaultBranch,
        files: command.starter ? starterBook(name) : null,
        message: 'Start the book',
        author: { name: owner.username, email: owner.email },
        date: this.clock.now(),
      }));
    } catch (error) {
      if (error instanceof RepositoryExists) throw nameTaken(fullName);
      throw error;
    }

    const projectId = this.ids.newId();
    let position: number | null;
    try {
      ({ position } = await this.executor.execute(
        streams.project(projectId),
        ProjectAggregate,
        (state) => [
          ...decideCreateProject(state, {
            projectId,
            ownerId: owner.id,
            owner: owner.username,
            name,
            fullName,
            description: command.description,
            visibility: command.visibility,
            defaultBranch,
          }),
          ...(commit
            ? [
                {
                  type: 'BranchPushed' as const,
                  data: {
                    projectId,
                    project: fullName,
                    branch: defaultBranch,
                    before: null,
                    after: commit,
                    pusher: owner.id,
                    via: 'web',
                  },
                },
              ]
            : []),
        ],
        { actor: owner.id, correlationId: command.correlationId },
      ));
    } catch (error) {
      // The event is the record: without it the repository must not linger and block the name.
      await this.git
        .delete(owner.username, name)
        .catch((e) => this.logger.error(`cleanup of ${fullName} failed`, e));
      throw error;
    }
    return this.asRecorded(projectId, position);
  }

  /**
   * The project as its stored events made it. It waits first (read-your-writes, bounded) for the projects
   * read model, so the client's next request finds the project; a slow projector delays this answer, never
   * fails it: the project exists once its events are appended.
   */
  private async asRecorded(projectId: string, position: number | null): Promise<ProjectView> {
    return projectAsRecorded(
      projectId,
      await this.consistency.recorded(streams.project(projectId), position, ['projects']),
    );
  }
}
