import { GitHistory } from './history';
import { GitRepositories } from './repositories';
import { makeTempDir, removeDir } from './spec-helpers';

const ann = { name: 'Ann Author', email: 'ann@example.com' };
const bob = { name: 'Bob Editor', email: 'bob@example.com' };

describe('GitHistory', () => {
  let root: string;
  let repos: GitRepositories;
  let history: GitHistory;
  const commits: string[] = [];

  beforeAll(async () => {
    root = makeTempDir('history');
    repos = new GitRepositories(root);
    history = new GitHistory(repos);
    const first = await repos.create('ann', 'book', {
      files: { 'platform.json': '{"files":["ch01.md"]}\n', 'ch01.md': '# One\n\nline a\nline b\n' },
      message: 'Start the book',
      author: ann,
      date: new Date('2024-01-01T10:00:00Z'),
    });
    commits.push(first.commit);
    const second = await repos.commitFiles('ann', 'book', {
      branch: 'main',
      changes: [
        { path: 'ch01.md', content: '# One\n\nline a\nline B changed\nline c\n' },
        { path: 'images/a.png', content: Buffer.from([0, 1, 2, 3, 0, 255]) },
      ],
      message: 'Rework chapter one\n\nWith a body that says why.',
      author: bob,
      date: new Date('2024-01-02T10:00:00Z'),
    });
    commits.push(second.commit);
    const third = await repos.commitFiles('ann', 'book', {
      branch: 'main',
      changes: [{ path: 'chapters/ch02.md', content: '# Two\n' }],
      message: 'Add chapter two',
      author: ann,
      date: new Date('2024-01-03T10:00:00Z'),
    });
    commits.push(third.commit);
  });

  afterAll(async () => {
    await repos.close();
    removeDir(root);
  });

  it('lists commits newest first with author, time and subject, and pages through them', async () => {
    const log = await history.log('ann', 'book', commits[2]);
    expect(log.map((c) => c.subject)).toEqual(['Add chapter two', 'Rework chapter one', 'Start the book']);
    expect(log[1]).toMatchObject({
      sha: commits[1],
      parents: [commits[0]],
      authorName: 'Bob Editor',
      authorEmail: 'bob@example.com',
    });
    expect(Date.parse(log[1].authoredAt)).toBe(Date.parse('2024-01-02T10:00:00Z'));
    const page = await history.log('ann', 'book', commits[2], { skip: 1, limit: 1 });
    expect(page.map((c) => c.sha)).toEqual([commits[1]]);
    const ofFile = await history.log('ann', 'book', commits[2], { path: 'ch01.md' });
    expect(ofFile.map((c) => c.sha)).toEqual([commits[1], commits[0]]);
  });

  it('shows a commit with its message body, changed files and patch', async () => {
    const detail = await history.commit('ann', 'book', commits[1].slice(0, 10));
    expect(detail).not.toBeNull();
    expect(detail!.sha).toBe(commits[1]);
    expect(detail!.body).toBe('With a body that says why.');
    expect(detail!.files).toEqual([
      { path: 'ch01.md', status: 'modified', additions: 2, deletions: 1 },
      { path: 'images/a.png', status: 'added', additions: null, deletions: null },
    ]);
    expect(detail!.patch).toContain('-line b\n+line B changed\n+line c\n');
    const root = await history.commit('ann', 'book', commits[0]);
    expect(root!.files.map((f) => [f.path, f.status])).toEqual([
      ['ch01.md', 'added'],
      ['platform.json', 'added'],
    ]);
    expect(await history.commit('ann', 'book', 'deadbeef')).toBeNull();
    expect(await history.commit('ann', 'book', '--all')).toBeNull();
  });

  it('finds the last change of each entry of a folder in one walk', async () => {
    const changes = await history.lastChanges('ann', 'book', commits[2], '', [
      'ch01.md',
      'platform.json',
      'chapters',
      'images',
    ]);
    expect(changes.get('ch01.md')?.sha).toBe(commits[1]);
    expect(changes.get('platform.json')?.sha).toBe(commits[0]);
    expect(changes.get('chapters')?.sha).toBe(commits[2]);
    expect(changes.get('images')?.sha).toBe(commits[1]);
    const inFolder = await history.lastChanges('ann', 'book', commits[2], 'chapters', ['ch02.md']);
    expect(inFolder.get('ch02.md')?.subject).toBe('Add chapter two');
  });

  it('names commits by sha in the order asked, skipping unknown ones, and knows ancestry', async () => {
    const missing = 'f'.repeat(40);
    const found = await history.summaries('ann', 'book', [commits[0], missing, commits[2]]);
    expect([...found.keys()]).toEqual([commits[0], commits[2]]);
    expect(await history.isAncestor('ann', 'book', commits[0], commits[2])).toBe(true);
    expect(await history.isAncestor('ann', 'book', commits[2], commits[0])).toBe(false);
  });
});
