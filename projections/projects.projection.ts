import { RecordedEvent } from '../src/event-store/event-store.port';
import { isProjectEvent } from '../src/domain/project';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';
import { projectViewAfter } from './project-view';
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
    const id = event.data.projectId;
    const before =
      event.type === 'ProjectCreated' ? null : await tx.get<ProjectView>(Collections.projects, id);
    const after = projectViewAfter(before, event);
    if (after) tx.put(Collections.projects, id, after);
    else if (event.type === 'ProjectDeleted') tx.delete(Collections.projects, id);
    // The membership index: who may list a project without owning it.
    if (event.type === 'CollaboratorAdded') {
      const d = event.data;
      const member: ProjectMemberView = { projectId: id, userId: d.userId, permission: d.permission };
      tx.put(Collections.projectMembers, `${id}:${d.userId}`, member);
    } else if (event.type === 'CollaboratorRemoved') {
      tx.delete(Collections.projectMembers, `${id}:${event.data.userId}`);
    } else if (event.type === 'ProjectDeleted') {
      for (const c of before?.collaborators ?? []) tx.delete(Collections.projectMembers, `${id}:${c.userId}`);
    }
  }
}
