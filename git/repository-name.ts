import { InvalidRepositoryName } from './errors';

const MAX_NAME_LENGTH = 100;

export interface RepositoryCoordinates {
  owner: string;
  repo: string;
}

/** Throws InvalidRepositoryName unless `name` is a safe owner or repository name (also a safe directory name). */
export function assertValidRepositoryName(name: string): void {
  if (typeof name !== 'string' || name === '') throw new InvalidRepositoryName(String(name), 'it is empty');
  if (name.length > MAX_NAME_LENGTH) {
    throw new InvalidRepositoryName(name, `it is longer than ${MAX_NAME_LENGTH} characters`);
  }
  if (!/^[A-Za-z0-9._-]+$/.test(name)) {
    throw new InvalidRepositoryName(
      name,
      'it contains characters other than letters, digits, ".", "_" and "-"',
    );
  }
  if (name.startsWith('.') || name.startsWith('-')) {
    throw new InvalidRepositoryName(name, 'it starts with "." or "-"');
  }
}

export function isValidRepositoryName(name: string): boolean {
  try {
    assertValidRepositoryName(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses "owner/repo" or "owner/repo.git" (an optional leading "/" is accepted, as SSH clients send one) into
 * validated coordinates.
 */
export function parseRepoPath(input: string): RepositoryCoordinates {
  const trimmed = typeof input === 'string' && input.startsWith('/') ? input.slice(1) : input;
  const parts = typeof trimmed === 'string' ? trimmed.split('/') : [];
  if (parts.length !== 2) {
    throw new InvalidRepositoryName(String(input), 'expected "owner/repository"');
  }
  const [owner, repoWithSuffix] = parts;
  const repo = repoWithSuffix.endsWith('.git') ? repoWithSuffix.slice(0, -'.git'.length) : repoWithSuffix;
  assertValidRepositoryName(owner);
  assertValidRepositoryName(repo);
  return { owner, repo };
}
