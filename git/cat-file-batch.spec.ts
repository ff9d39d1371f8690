import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { CatFileBatch } from './cat-file-batch';
import { CatFilePool } from './cat-file-pool';
import { CatFileBatchClosed } from './errors';
import { GitCommand } from './git-command';
import { allByteValues, gitSync, makeTempDir, removeDir } from './spec-helpers';

function blobSha(content: string): string {
  return createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0`)
    .update(content)
    .digest('hex');
}

function writeBlob(gitDir: string, content: Buffer | string): string {
  return gitSync([`--git-dir=${gitDir}`, 'hash-object', '-w', '--stdin'], { input: content });
}

function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not reached'));
      setTimeout(check, 20);
    };
    check();
  });
}

describe('CatFileBatch', () => {
  let dir: string;
  let gitDir: string;
  let batch: CatFileBatch;

  beforeEach(() => {
    dir = makeTempDir('catfile');
    gitDir = join(dir, 'repo.git');
    gitSync(['init', '--bare', '--quiet', '--initial-branch=main', gitDir]);
    batch = new CatFileBatch(gitDir);
  });

  afterEach(async () => {
    await batch.close();
    removeDir(dir);
  });

  it('returns binary content byte for byte, including empty and multi-megabyte blobs', async () => {
    const binary = allByteValues();
    const empty = Buffer.alloc(0);
    const large = Buffer.alloc(5 * 1024 * 1024 + 7);
    for (let i = 0; i < large.length; i++) large[i] = (i * 31 + (i >> 8)) % 256;
    const shas = [binary, empty, large].map((content) => writeBlob(gitDir, content));

    const results = await Promise.all(shas.map((sha) => batch.read(sha)));

    expect(results.map((result) => (result.kind === 'object' ? result.type : result.kind))).toEqual([
      'blob',
      'blob',
      'blob',
    ]);
    const contents = results.map((result) => (result.kind === 'object' ? result.content : null));
    expect(contents[0]!.equals(binary)).toBe(true);
    expect(contents[1]!.length).toBe(0);
    expect(contents[2]!.equals(large)).toBe(true);
    expect(results[2].kind === 'object' && results[2].size).toBe(large.length);
  });

  it('answers many interleaved requests in order (FIFO), with missing ones in between', async () => {
    const contents = Array.from({ length: 40 }, (_, i) => `content number ${i}\n`.repeat(i * 50));
    const shas = contents.map((content) => writeBlob(gitDir, content));
    const requests = shas.flatMap((sha, i) => [sha, `no-such-ref-${i}`]);

    const results = await Promise.all(requests.map((request) => batch.read(request)));

    results.forEach((result, index) => {
      if (index % 2 === 1) {
        expect(result).toEqual({ kind: 'missing', request: requests[index] });
      } else {
        expect(result.kind === 'object' && result.content.toString('utf8')).toBe(contents[index / 2]);
      }
    });
  });

  it('reports an abbreviated sha shared by two objects as ambiguous', async () => {
    const byPrefix = new Map<string, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; !pair; i++) {
      const content = `candidate ${i}`;
      const prefix = blobSha(content).slice(0, 4);
      const other = byPrefix.get(prefix);
      if (other !== undefined) pair = [other, content];
      else byPrefix.set(prefix, content);
    }
    const [first, second] = pair.map((content) => writeBlob(gitDir, content));
    expect(first.slice(0, 4)).toBe(second.slice(0, 4));

    expect(await batch.read(first.slice(0, 4))).toEqual({ kind: 'ambiguous', request: first.slice(0, 4) });
    expect(await batch.read(first)).toMatchObject({ kind: 'object', sha: first });
  });

  it('sees objects and refs written by other processes after it started', async () => {
    expect(await batch.read('refs/heads/main')).toEqual({ kind: 'missing', request: 'refs/heads/main' });

    const blob = writeBlob(gitDir, 'written later\n');
    const tree = gitSync([`--git-dir=${gitDir}`, 'mktree'], { input: `100644 blob ${blob}\tlater.txt\n` });
    const first = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-m', 'first']);
    gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/main', first]);

    const viaRef = await batch.read('refs/heads/main:later.txt');
    expect(viaRef.kind === 'object' && viaRef.content.toString()).toBe('written later\n');
    expect(await batch.read('refs/heads/main')).toMatchObject({ kind: 'object', sha: first, type: 'commit' });

    const second = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-p', first, '-m', 'second']);
    gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/main', second, first]);
    expect(await batch.read('refs/heads/main')).toMatchObject({ kind: 'object', sha: second });

    // Packed refs are re-validated too.
    gitSync([`--git-dir=${gitDir}`, 'pack-refs', '--all']);
    const third = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-p', second, '-m', 'third']);
    gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/main', third, second]);
    gitSync([`--git-dir=${gitDir}`, 'pack-refs', '--all']);
    expect(await batch.read('refs/heads/main')).toMatchObject({ kind: 'object', sha: third });
  });

  it('finds objects that arrive in a new pack after it started', async () => {
    const loose = writeBlob(gitDir, 'first\n');
    expect(await batch.read(loose)).toMatchObject({ kind: 'object' });

    const packedContent = 'arrives packed\n';
    const packed = writeBlob(gitDir, packedContent);
    gitSync([`--git-dir=${gitDir}`, 'repack', '-a', '-d', '-q']);
    gitSync([`--git-dir=${gitDir}`, 'prune-packed']);

    const result = await batch.read(packed);
    expect(result.kind === 'object' && result.content.toString()).toBe(packedContent);
  });

  it('rejects requests that would break the line protocol', async () => {
    await expect(batch.read('a\nb')).rejects.toThrow(RangeError);
    await expect(batch.read('')).rejects.toThrow(RangeError);
  });

  it('fails requests with CatFileBatchClosed once the process has died', async () => {
    const sha = writeBlob(gitDir, 'x');
    expect(await batch.read(sha)).toMatchObject({ kind: 'object' });

    process.kill(batch.pid!, 'SIGKILL');
    await waitUntil(() => !batch.isOpen);

    await expect(batch.read(sha)).rejects.toThrow(CatFileBatchClosed);
  });

  it('answers requests already sent before close() ends the process', async () => {
    const sha = writeBlob(gitDir, 'answered\n');
    const pending = batch.read(sha);
    await batch.close();
    const result = await pending;
    expect(result.kind === 'object' && result.content.toString()).toBe('answered\n');
    expect(batch.isOpen).toBe(false);
  });
});

describe('CatFilePool', () => {
  let dir: string;
  let gitDirs: string[];
  let pool: CatFilePool;

  beforeEach(() => {
    dir = makeTempDir('catfile-pool');
    gitDirs = ['a', 'b', 'c'].map((name) => join(dir, `${name}.git`));
    for (const gitDir of gitDirs) gitSync(['init', '--bare', '--quiet', gitDir]);
  });

  afterEach(async () => {
    await pool.close();
    removeDir(dir);
  });

  it('reuses one process per repository and restarts it if it dies', async () => {
    pool = new CatFilePool(new GitCommand());
    const sha = writeBlob(gitDirs[0], 'hello');
    await pool.read(gitDirs[0], sha);
    const first = pool.processFor(gitDirs[0])!;
    await pool.read(gitDirs[0], sha);
    expect(pool.processFor(gitDirs[0])).toBe(first);

    process.kill(first.pid!, 'SIGKILL');
    await waitUntil(() => !first.isOpen);
    const result = await pool.read(gitDirs[0], sha);

    expect(result.kind === 'object' && result.content.toString()).toBe('hello');
    expect(pool.processFor(gitDirs[0])).not.toBe(first);
    expect(pool.processFor(gitDirs[0])!.isOpen).toBe(true);
  });

  it('keeps at most maxProcesses open, closing the least recently used', async () => {
    pool = new CatFilePool(new GitCommand(), { maxProcesses: 2 });
    await pool.read(gitDirs[0], 'HEAD');
    await pool.read(gitDirs[1], 'HEAD');
    const evicted = pool.processFor(gitDirs[0])!;
    await pool.read(gitDirs[2], 'HEAD');

    expect(pool.size).toBe(2);
    expect(pool.processFor(gitDirs[0])).toBeUndefined();
    await waitUntil(() => !evicted.isOpen);
  });

  it('closes processes that stay idle', async () => {
    pool = new CatFilePool(new GitCommand(), { idleTimeoutMs: 100 });
    await pool.read(gitDirs[0], 'HEAD');
    const batch = pool.processFor(gitDirs[0])!;

    await waitUntil(() => pool.size === 0);
    await waitUntil(() => !batch.isOpen);
  });
});
