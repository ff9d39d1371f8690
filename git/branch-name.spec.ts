import { isValidBranchName } from './branch-name';

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
