import { repositoryFileCandidates } from './repository-file-address';

describe('repositoryFileCandidates', () => {
  it("reads the repository path from GitHub's and GitLab's file addresses, the branch possibly holding slashes", () => {
    expect(
      repositoryFileCandidates('https://raw.githubusercontent.com/ann/book/master/images/a%20b.png'),
    ).toEqual(['images/a b.png', 'a b.png']);
    expect(repositoryFileCandidates('https://github.com/ann/book/blob/main/fig.svg?raw=true')).toEqual([
      'fig.svg',
    ]);
    expect(repositoryFileCandidates('https://github.com/ann/book/raw/main/fig.svg')).toEqual(['fig.svg']);
    expect(repositoryFileCandidates('https://gitlab.com/ann/book/-/raw/main/img/x.png')).toEqual([
      'img/x.png',
      'x.png',
    ]);
  });

  it('is empty for any other address, and never leaves the repository', () => {
    expect(repositoryFileCandidates('https://img.shields.io/badge/x.svg')).toEqual([]);
    expect(repositoryFileCandidates('https://github.com/ann/book/issues/3')).toEqual([]);
    expect(repositoryFileCandidates('https://raw.githubusercontent.com/ann/book/main/%2E%2E/x.png')).toEqual(
      [],
    );
    expect(
      repositoryFileCandidates('https://raw.githubusercontent.com/ann/book/main/a%2F..%2F..%2Fx.png'),
    ).toEqual([]);
    expect(repositoryFileCandidates('not a url')).toEqual([]);
  });
});
