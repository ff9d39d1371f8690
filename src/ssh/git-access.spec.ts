import type { ProjectView, UserView } from '../../projections/read-model-types';
import { decideGitAccess } from './git-access';
import type { GitExecRequest } from './git-exec-request';

const user = (id: string, admin = false): UserView => ({
  id,
  username: id,
  email: `${id}@example.com`,
  passwordHash: '',
  admin,
  createdAt: '',
});

const project = (visibility: 'private' | 'public'): ProjectView => ({
  id: 'p1',
  fullName: 'ann/book',
  fullNameLower: 'ann/book',
  ownerId: 'ann',
  owner: 'ann',
  name: 'book',
  description: '',
  visibility,
  defaultBranch: 'main',
  createdAt: '',
  updatedAt: '',
  collaborators: [
    { userId: 'reader', username: 'reader', permission: 'read' },
    { userId: 'writer', username: 'writer', permission: 'write' },
  ],
  branches: [],
});

const fetch: GitExecRequest = { verb: 'git-upload-pack', owner: 'ann', repo: 'book', writes: false };
const push: GitExecRequest = { verb: 'git-receive-pack', owner: 'ann', repo: 'book', writes: true };

describe('decideGitAccess', () => {
  it.each([
    ['owner', 'private', true, true],
    ['writer', 'private', true, true],
    ['reader', 'private', true, false],
    ['stranger', 'private', false, false],
    ['stranger', 'public', true, false],
    ['reader', 'public', true, false],
  ] as const)('%s on a %s project: read %s, write %s', (who, visibility, read, write) => {
    const id = who === 'owner' ? 'ann' : who;
    expect(decideGitAccess(fetch, project(visibility), user(id)).allowed).toBe(read);
    expect(decideGitAccess(push, project(visibility), user(id)).allowed).toBe(write);
  });

  it('says "not found" for what the user may not see, exactly as for a missing project', () => {
    const hidden = decideGitAccess(push, project('private'), user('stranger'));
    const missing = decideGitAccess(push, null, user('stranger'));
    expect(hidden).toEqual(missing);
    expect(hidden).toEqual({
      allowed: false,
      message: expect.stringContaining('repository ann/book not found'),
    });
  });

  it('says read-only to a reader who pushes', () => {
    expect(decideGitAccess(push, project('private'), user('reader'))).toEqual({
      allowed: false,
      message: expect.stringContaining('reader has read-only access to ann/book'),
    });
  });
});
