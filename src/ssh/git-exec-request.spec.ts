import { parseGitExecRequest, splitCommandLine } from './git-exec-request';

describe('splitCommandLine', () => {
  it.each([
    ["git-upload-pack 'ann/book.git'", ['git-upload-pack', 'ann/book.git']],
    ["git-upload-pack '/ann/book.git'", ['git-upload-pack', '/ann/book.git']],
    ['git-upload-pack "ann/book.git"', ['git-upload-pack', 'ann/book.git']],
    ['git-upload-pack  ann/book.git ', ['git-upload-pack', 'ann/book.git']],
    ["git-upload-pack 'it'\\''s'", ['git-upload-pack', "it's"]],
    ['a "b\\"c" d\\ e', ['a', 'b"c', 'd e']],
    ["x ''", ['x', '']],
    ['', []],
  ])('%s', (line, words) => {
    expect(splitCommandLine(line)).toEqual(words);
  });

  it('refuses unbalanced quotes and control characters', () => {
    expect(splitCommandLine("git-upload-pack 'ann/book.git")).toBeNull();
    expect(splitCommandLine('git-upload-pack "ann')).toBeNull();
    expect(splitCommandLine('git-upload-pack ann\\')).toBeNull();
    expect(splitCommandLine('git-upload-pack ann/book\nrm -rf /')).toBeNull();
  });

  it('never expands anything', () => {
    expect(splitCommandLine('echo $(id) `id` $HOME *')).toEqual(['echo', '$(id)', '`id`', '$HOME', '*']);
  });
});

describe('parseGitExecRequest', () => {
  it.each([
    ["git-upload-pack 'ann/book.git'", 'git-upload-pack', false],
    ["git-receive-pack '/ann/book.git'", 'git-receive-pack', true],
    ["git-upload-archive 'ann/book'", 'git-upload-archive', false],
  ])('accepts %s', (command, verb, writes) => {
    expect(parseGitExecRequest(command)).toEqual({
      ok: true,
      request: { verb, owner: 'ann', repo: 'book', writes },
    });
  });

  it.each([
    ['rm -rf /', '"rm" is not allowed'],
    ['', 'no command given'],
    ["git upload-pack 'ann/book.git'", '"git" is not allowed'],
    ['git-upload-pack', 'exactly one repository path (owner/repo.git), got 0'],
    ["git-receive-pack 'ann/book.git' --extra", 'got 2 arguments'],
    ["git-receive-pack '../../etc/passwd'", 'is not a repository path'],
    ["git-receive-pack '/srv/git/ann/book.git'", 'is not a repository path'],
    ["git-receive-pack 'ann/..'", 'is not a repository path'],
    ["git-receive-pack 'ann/.hidden'", 'is not a repository path'],
    ["git-receive-pack '-u/x'", 'is not a repository path'],
    ["git-receive-pack 'ann/bo ok'", 'is not a repository path'],
    ["git-receive-pack '~/book.git'", 'is not a repository path'],
    ["git-receive-pack 'ann/book.git", 'could not be read'],
  ])('refuses %j', (command, message) => {
    const parsed = parseGitExecRequest(command);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it('does not echo control characters back to the terminal', () => {
    const parsed = parseGitExecRequest("git-receive-pack 'a/\x1b[31mred'");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).not.toContain('\x1b');
  });
});
