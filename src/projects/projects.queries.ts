import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { Collections, ProjectMemberView, ProjectView, UserView } from '../../projections/read-model-types';
import { DomainError } from '../domain/event-types';
import { canRead } from './project-access';

@Injectable()
export class ProjectsQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async byFullName(fullName: string): Promise<ProjectView | null> {
    const [project] = await this.store.find<ProjectView>(Collections.projects, {
      where: { fullNameLower: fullName.replace(/\.git$/, '').toLowerCase() },
      limit: 1,
    });
    return project ?? null;
  }

  byId(id: string): Promise<ProjectView | null> {
    return this.store.get<ProjectView>(Collections.projects, id);
  }

  /** The project if `user` may read it; otherwise the same 404 as a project that does not exist. */
  async readable(fullName: string, user: UserView | null): Promise<ProjectView> {
    const project = await this.byFullName(fullName);
    if (!project || !canRead(project, user)) {
      throw new DomainError(
        'project_not_found',
        `project ${fullName} does not exist or you do not have access to it; check the owner/repo name`,
        404,
      );
    }
    return project;
  }

  /** The projects `userId` owns, by full name. */
  ownedBy(userId: string): Promise<ProjectView[]> {
    return this.store.find<ProjectView>(Collections.projects, {
      where: { ownerId: userId },
      orderBy: [['fullNameLower', 'asc']],
    });
  }

  /** Other users' projects `userId` is a collaborator on. */
  async collaboratingOn(userId: string): Promise<ProjectView[]> {
    const members = await this.store.find<ProjectMemberView>(Collections.projectMembers, {
      where: { userId },
    });
    const projects = await Promise.all(members.map((m) => this.byId(m.projectId)));
    return projects.filter((p): p is ProjectView => p !== null);
  }

  async visibleTo(user: UserView): Promise<ProjectView[]> {
    const [own, members, publics] = await Promise.all([
      this.store.find<ProjectView>(Collections.projects, { where: { ownerId: user.id } }),
      this.store.find<ProjectMemberView>(Collections.projectMembers, { where: { userId: user.id } }),
      this.store.find<ProjectView>(Collections.projects, { where: { visibility: 'public' } }),
    ]);
    const shared = await Promise.all(members.map((m) => this.byId(m.projectId)));
    const all = new Map<string, ProjectView>();
    for (const p of [...own, ...shared, ...publics]) if (p) all.set(p.id, p);
    return [...all.values()].sort((a, b) => a.fullNameLower.localeCompare(b.fullNameLower));
  }
}
