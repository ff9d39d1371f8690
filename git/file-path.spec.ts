import { InvalidFilePath } from './errors';
import { normalizeRepoFilePath } from './file-path';

describe('normalizeRepoFilePath', () => {
  it.each([
    ['platform.json', 'platform.json'],
    ['chapters/ch01.md', 'chapters/ch01.md'],
    ['./chapters/ch01.md', 'chapters/ch01.md'],
    ['chapters//ch01.md', 'chapters/ch01.md'],
    ['chapters/./ch01.md', 'chapters/ch01.md'],
    ['chapters/../images/cover.png', 'images/cover.png'],
    ['images/', 'images'],
    ['with space/and ünïcode.md', 'with space/and ünïcode.md'],
    ['.gitignore', '.gitignore'],
    ['.github/workflows/x.yml', '.github/workflows/x.yml'],
    ['notes.git', 'notes.git'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeRepoFilePath(input)).toBe(expected);
  });

  it.each([
    ['', /empty/],
    ['../x', /outside the repository/],
    ['a/../../x', /outside the repository/],
    ['..', /outside the repository/],
    ['/etc/passwd', /absolute paths are not allowed/],
    ['.git/config', /reserved for git/],
    ['a/.git/hooks/x', /reserved for git/],
    ['.GIT/config', /reserved for git/],
    ['.git./config', /reserved for git/],
    ['GIT~1/config', /reserved for git/],
    ['a\0b', /NUL/],
    ['a\nb', /control characters/],
    ['a\\b', /Separate folders with "\/"/],
    ['.', /repository root/],
    ['a/..', /repository root/],
    ['x/'.repeat(2049) + 'y', /longer than 4096 bytes/],
  ])('rejects %j', (input, message) => {
    expect(() => normalizeRepoFilePath(input)).toThrow(InvalidFilePath);
    expect(() => normalizeRepoFilePath(input)).toThrow(message);
  });

  it('says how to fix the problem', () => {
    expect(() => normalizeRepoFilePath('/etc/passwd')).toThrow(/relative to the repository root/);
  });
});
