import type { CommitChange } from '../../git';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { describeBytes } from '../config/config';
import { DomainError } from '../domain/event-types';
import { canWrite } from './project-access';

/**
 * Who may commit and how big a file may be: decided once, in the commit handler, for the API and the web UI
 * alike (the web UI used to take files up to the request body limit).
 */
export function commitRefusal(
  project: ProjectView,
  author: UserView,
  changes: readonly CommitChange[],
  maxFileBytes: number,
): DomainError | null {
  if (!canWrite(project, author)) {
    return new DomainError(
      'forbidden',
      `you may read ${project.fullName} but not change it; ask the owner for write access`,
      403,
    );
  }
  for (const change of changes) {
    if (!('content' in change)) continue;
    const size = Buffer.byteLength(change.content);
    if (size > maxFileBytes) return fileTooLarge(change.path, size, maxFileBytes);
  }
  return null;
}

export function fileTooLarge(path: string, size: number, maxFileBytes: number): DomainError {
  const limit = describeBytes(maxFileBytes);
  return new DomainError(
    'file_too_large',
    `${path} is ${describeBytes(size)}, over the limit of ${limit} a file (OCTAVO_MAX_FILE_BYTES); ` +
      'shrink it (compress the image, split the chapter), or ask the administrator to raise the limit',
    413,
    [{ field: 'content', message: `at most ${limit}` }],
  );
}
