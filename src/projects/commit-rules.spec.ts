import type { ProjectView, UserView } from '../../projections/read-model-types';
import { commitRefusal } from './commit-rules';

const user = (id: string, admin = false) => ({ id, username: id, admin }) as unknown as UserView;
const project = {
  id: 'p1',
  fullName: 'ann/book',
  ownerId: 'ann',
  collaborators: [
    { userId: 'wes', permission: 'write' },
    { userId: 'rea', permission: 'read' },
  ],
} as unknown as ProjectView;
const file = (path: string, bytes: number) => ({ path, content: Buffer.alloc(bytes) });

describe('commitRefusal: one rule for the API and the web UI', () => {
  it.each([
    ['the owner', user('ann'), null],
    ['a write collaborator', user('wes'), null],
    ['an admin', user('root', true), null],
    ['a read collaborator', user('rea'), 'forbidden'],
    ['a stranger', user('eve'), 'forbidden'],
  ])('%s', (_who, author, code) => {
    expect(commitRefusal(project, author, [file('a.md', 10)], 100)?.code ?? null).toBe(code);
  });

  it('refuses a file over the limit by name and size, counting text in bytes; deletions have no size', () => {
    expect(commitRefusal(project, user('ann'), [file('fits.png', 100)], 100)).toBeNull();
    const refused = commitRefusal(project, user('ann'), [file('a.md', 1), file('big.png', 101)], 100);
    expect([refused?.status, refused?.code]).toEqual([413, 'file_too_large']);
    expect(refused?.message).toContain('big.png is 101 bytes');
    expect(commitRefusal(project, user('ann'), [{ path: 'x.md', content: 'é'.repeat(51) }], 100)?.code).toBe(
      'file_too_large',
    );
    expect(commitRefusal(project, user('ann'), [{ path: 'gone.md', delete: true }], 100)).toBeNull();
  });
});
