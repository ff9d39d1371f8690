import { RecordedEvent } from '../src/event-store/event-store.port';
import { isProjectEvent } from '../src/domain/project';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';
import { createdProjectView, withBranchPushed } from './project-view';
import { Collections, ProjectMemberView, ProjectView } from './read-model-types';

/** Projects with their collaborators and branch tips, plus a membership index for listing. */
export class ProjectsProjection implements Projection {
  readonly name = 'projects';
  /** 2: accessEpoch. */
  readonly version = 2;
  readonly collections = [Collections.projects, Collections.projectMembers];
  readonly indexes = [
    [Collections.projects, ['fullNameLower']],
    [Collections.projects, ['ownerId']],
    [Collections.projects, ['visibility']],
    [Collections.projectMembers, ['userId']],
  ] as const satisfies ReadonlyArray<readonly [string, string[]]>;

  async apply(stored: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    if (!isProjectEvent(stored)) return;
    const event = stored;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'ProjectCreated': {
        const d = event.data;
        tx.put(Collections.projects, d.projectId, createdProjectView(d, at));
        break;
      }
      case 'ProjectDeleted': {
        const d = event.data;
        const project = await tx.get<ProjectView>(Collections.projects, d.projectId);
        for (const c of project?.collaborators ?? [])
          tx.delete(Collections.projectMembers, `${d.projectId}:${c.userId}`);
        tx.delete(Collections.projects, d.projectId);
        break;
      }
      case 'ProjectVisibilityChanged': {
        const d = event.data;
        await this.update(tx, d.projectId, (p) => ({
          ...p,
          visibility: d.visibility,
          updatedAt: at,
          accessEpoch: (p.accessEpoch ?? 0) + (d.visibility === 'private' ? 1 : 0),
        }));
        break;
      }
      case 'CollaboratorAdded': {
        const d = event.data;
        await this.update(tx, d.projectId, (p) => ({
          ...p,
          collaborators: [
            ...p.collaborators.filter((c) => c.userId !== d.userId),
            { userId: d.userId, username: d.username, permission: d.permission },
          ],
        }));
        const member: ProjectMemberView = {
          projectId: d.projectId,
          userId: d.userId,
          permission: d.permission,
        };
        tx.put(Collections.projectMembers, `${d.projectId}:${d.userId}`, member);
        break;
      }
      case 'CollaboratorRemoved': {
        const d = event.data;
        await this.update(tx, d.projectId, (p) => ({
          ...p,
          collaborators: p.collaborators.filter((c) => c.userId !== d.userId),
          accessEpoch: (p.accessEpoch ?? 0) + 1,
        }));
        tx.delete(Collections.projectMembers, `${d.projectId}:${d.userId}`);
        break;
      }
      case 'BranchPushed': {
        const d = event.data;
        await this.update(tx, d.projectId, (p) => withBranchPushed(p, d, at));
        break;
      }
      case 'DefaultBranchChanged': {
        const d = event.data;
        await this.update(tx, d.projectId, (p) => ({ ...p, defaultBranch: d.branch, updatedAt: at }));
        break;
      }
    }
  }

  private async update(tx: ReadModelTransaction, id: string, change: (p: ProjectView) => ProjectView) {
    const project = await tx.get<ProjectView>(Collections.projects, id);
    if (project) tx.put(Collections.projects, id, change(project));
  }
}
