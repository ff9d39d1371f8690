import { symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GitRepositories } from '../../git';
import { gitSync, makeTempDir, removeDir } from '../../git/spec-helpers';
import { buildBookModel, RenderFailure } from '../../renderers';
import { gitBookSource } from './git-book-source';

const author = { name: 'Eve', email: 'eve@example.com' };

describe('gitBookSource', () => {
  let root: string;
  let work: string;
  let repos: GitRepositories;
  let commit: string;

  beforeAll(async () => {
    root = makeTempDir('book-source');
    work = makeTempDir('book-source-clone');
    repos = new GitRepositories(root);
    await repos.create('eve', 'links', {
      files: { 'platform.json': '{"files": ["ch01.md"]}', 'ch01.md': '# One\n' },
      message: 'start',
      author,
      date: new Date('2024-05-01T12:00:00Z'),
    });
    // Symbolic links can only arrive by a git push: commit them in a clone and push.
    const checkout = join(work, 'links');
    gitSync(['clone', '--quiet', repos.pathOf('eve', 'links'), checkout]);
    mkdirSync(join(checkout, 'chapters'));
    writeFileSync(join(checkout, 'chapters/real.md'), '# Real chapter\n');
    symlinkSync('/etc/passwd', join(checkout, 'passwd.md'));
    symlinkSync('../../../../etc/hostname', join(checkout, 'chapters/climb.md'));
    symlinkSync('real.md', join(checkout, 'chapters/inside.md'));
    symlinkSync('loop-b.md', join(checkout, 'loop-a.md'));
    symlinkSync('loop-a.md', join(checkout, 'loop-b.md'));
    writeFileSync(join(checkout, 'big.bin'), Buffer.alloc(4096));
    gitSync(['add', '-A'], { cwd: checkout });
    gitSync(['commit', '--quiet', '-m', 'links'], { cwd: checkout });
    gitSync(['push', '--quiet', 'origin', 'main'], { cwd: checkout });
    commit = gitSync(['rev-parse', 'HEAD'], { cwd: checkout });
  });

  afterAll(async () => {
    await repos.close();
    removeDir(root);
    removeDir(work);
  });

  const source = () => gitBookSource(repos, 'eve', 'links', commit);

  it('refuses a link pointing outside the repository, naming the file, instead of rendering the link', async () => {
    await expect(source().readFile('passwd.md')).rejects.toThrow(
      'passwd.md is a symbolic link to "/etc/passwd", which is outside the repository',
    );
    await expect(source().readFile('chapters/climb.md')).rejects.toThrow(RenderFailure);
    const model = buildBookModel(
      source(),
      { files: ['ch01.md', 'passwd.md'], formats: {} },
      { bookName: 'eve/links' },
    );
    await expect(model).rejects.toThrow(/passwd.md is a symbolic link to "\/etc\/passwd"/);
  });

  it('follows a link to a file inside the repository, read from the same commit', async () => {
    expect((await source().readFile('chapters/inside.md'))!.toString()).toBe('# Real chapter\n');
    expect(await source().sizeOf!('chapters/inside.md')).toBe('# Real chapter\n'.length);
  });

  it('refuses a loop of links', async () => {
    await expect(source().readFile('loop-a.md')).rejects.toThrow(/more than 8 links \(or loops\)/);
  });

  it('tells sizes from the tree without reading, and null for what is not a file', async () => {
    expect(await source().sizeOf!('big.bin')).toBe(4096);
    expect(await source().sizeOf!('nope.md')).toBeNull();
    expect(await source().readFile('chapters')).toBeNull();
    expect(await source().listFiles!('chapters')).toEqual([
      'chapters/climb.md',
      'chapters/inside.md',
      'chapters/real.md',
    ]);
  });

  it("lists a folder's folders apart from its files", async () => {
    expect(await source().listFolders!('')).toEqual(['chapters']);
    expect(await source().listFolders!('chapters')).toEqual([]);
    expect(await source().listFolders!('nope')).toBeNull();
  });
});
