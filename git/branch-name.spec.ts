import { branchNameProblem, isValidBranchName, shortenedName } from './branch-name';

describe('isValidBranchName', () => {
  it.each([
    'main',
    'master',
    'feature/new-chapter',
    'release-1.0',
    'v2.x',
    'fix_typo',
    'ünïcödé',
    'a/b/c',
    'a@b',
    'x.lockx',
    'lock',
  ])('accepts %j', (name) => {
    expect(isValidBranchName(name)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['@', 'the single character @'],
    ['HEAD', 'HEAD'],
    ['-rf', 'leading dash'],
    ['/main', 'leading slash'],
    ['main/', 'trailing slash'],
    ['main.', 'trailing dot'],
    ['a..b', 'double dot'],
    ['a//b', 'double slash'],
    ['a@{1}', '@{'],
    ['has space', 'space'],
    ['tab\there', 'control character'],
    ['new\nline', 'newline'],
    ['del\x7f', 'DEL'],
    ['a~1', 'tilde'],
    ['a^', 'caret'],
    ['a:b', 'colon'],
    ['a?', 'question mark'],
    ['a*', 'asterisk'],
    ['a[b', 'open bracket'],
    ['a\\b', 'backslash'],
    ['main.lock', '.lock suffix'],
    ['feature/x.lock/y', '.lock component'],
    ['.hidden', 'component starting with a dot'],
    ['feature/.hidden', 'inner component starting with a dot'],
  ])('rejects %j (%s)', (name) => {
    expect(isValidBranchName(name)).toBe(false);
  });
});

describe('branchNameProblem', () => {
  it('says why, for the lengths git and the file system cannot take and for text-reordering characters', () => {
    expect(branchNameProblem('a'.repeat(255))).toBeNull();
    expect(branchNameProblem('a'.repeat(256))).toBe(
      `a part between "/" is 256 bytes long, over git's limit of 255`,
    );
    expect(branchNameProblem(`x/${'é'.repeat(128)}`)).toMatch(/256 bytes long/);
    expect(branchNameProblem('b'.repeat(100_000))).toBe('it is 100000 bytes long, over the limit of 1024');
    expect(branchNameProblem('draft\u202egnp.exe')).toMatch(/right-to-left override/);
    expect(branchNameProblem('-dash')).toMatch(/starts with "-"/);
    expect(branchNameProblem('HEAD')).toBe('"HEAD" is reserved by git');
  });

  it('cuts long names in messages', () => {
    expect(shortenedName('c'.repeat(100_000))).toBe(`${'c'.repeat(60)}… (100000 characters)`);
    expect(shortenedName('main')).toBe('main');
  });
});
