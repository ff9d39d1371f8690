import { memorySource } from '../test-support/memory-source';
import { parseGitmodules, submoduleHolding } from './git-submodules';

describe('parseGitmodules', () => {
  it('reads each submodule section as git config writes it: quoted values, comments, other sections', () => {
    const text = [
      '# samples for chapter 3',
      '[submodule "code"]',
      '\tpath = ./listings/code/',
      '\turl = "https://example.com/code.git"',
      '[core]',
      '\tpath = not-a-submodule',
      '[submodule "art"]',
      '  URL = git@example.com:art.git ; the drawings',
      '  Path = art',
      '[submodule "no-path"]',
      '\turl = https://example.com/lost.git',
    ].join('\r\n');
    expect(parseGitmodules(text)).toEqual([
      { path: 'listings/code', url: 'https://example.com/code.git' },
      { path: 'art', url: 'git@example.com:art.git' },
    ]);
  });
});

describe('submoduleHolding', () => {
  it('finds the submodule whose folder holds a path, never one that only shares its name’s start', async () => {
    const source = memorySource({ '.gitmodules': '[submodule "x"]\n\tpath = lib\n\turl = u\n' });
    expect(await submoduleHolding(source, 'lib/a/b.py')).toEqual({ path: 'lib', url: 'u' });
    expect(await submoduleHolding(source, 'library/b.py')).toBeUndefined();
    expect(await submoduleHolding(memorySource({}), 'lib/a.py')).toBeUndefined();
  });
});
