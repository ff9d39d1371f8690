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

describe('normalizeRepoFilePath: names git and file systems cannot take, names that pass for others', () => {
  it('refuses a file or folder name over 255 bytes, saying so', () => {
    expect(normalizeRepoFilePath(`a/${'x'.repeat(255)}.md`.slice(0, 257))).toHaveLength(257);
    expect(() => normalizeRepoFilePath(`a/${'x'.repeat(256)}`)).toThrow(
      /256 bytes long, over the limit of 255/,
    );
  });

  it('refuses bidirectional overrides and isolates in names; keeps right-to-left and joined scripts', () => {
    for (const name of ['cover\u202egnp.exe', 'a\u2066b.md', 'x\u202ay.md']) {
      expect(() => normalizeRepoFilePath(`images/${name}`)).toThrow(/text-reordering/);
    }
    expect(normalizeRepoFilePath('images/شكل.png')).toBe('images/شكل.png');
    expect(normalizeRepoFilePath('fa/می\u200cخواهم.md')).toBe('fa/می\u200cخواهم.md');
  });
});
