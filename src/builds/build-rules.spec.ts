import type { BuildView, ProjectView, UserView } from '../../projections/read-model-types';
import { cancelRefusal, mayChangeBuild } from './build-rules';

const user = (id: string, admin = false) => ({ id, username: id, admin }) as unknown as UserView;
const project = {
  ownerId: 'ann',
  collaborators: [
    { userId: 'wes', permission: 'write' },
    { userId: 'rea', permission: 'read' },
    { userId: 'sta', permission: 'read' },
  ],
} as unknown as ProjectView;
const build = { id: 7, requestedBy: 'sta' } as unknown as BuildView;

describe('who may cancel or rebuild a build (API and web alike)', () => {
  it.each([
    ['the owner', project, user('ann'), true],
    ['a write collaborator', project, user('wes'), true],
    ['the reader who started it', project, user('sta'), true],
    ['another reader', project, user('rea'), false],
    ['an admin', project, user('root', true), true],
    ['its starter, once the project is gone', null, user('sta'), true],
    ['anyone else, once the project is gone', null, user('ann'), false],
  ])('%s', (_who, inProject, who, allowed) => {
    expect(mayChangeBuild(inProject, build, who)).toBe(allowed);
    expect(cancelRefusal(inProject, build, who)?.status ?? 'allowed').toBe(allowed ? 'allowed' : 403);
  });
});
