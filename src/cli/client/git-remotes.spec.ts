import { inferProject, parseRemoteList, parseRemoteUrl, sameHost } from './git-remotes';

describe('parseRemoteUrl', () => {
  it.each([
    ['git@octavo.example:ann/book.git', { host: 'octavo.example', project: 'ann/book' }],
    ['git@octavo.example:ann/book', { host: 'octavo.example', project: 'ann/book' }],
    ['git@octavo.example:/ann/book.git', { host: 'octavo.example', project: 'ann/book' }],
    ['octavo.example:ann/my.book.git', { host: 'octavo.example', project: 'ann/my.book' }],
    ['ssh://git@127.0.0.1:2222/ann/book.git', { host: '127.0.0.1', port: 2222, project: 'ann/book' }],
    ['ssh://git@Octavo.Example/ann/book', { host: 'octavo.example', project: 'ann/book' }],
    ['ssh://git@[::1]:2222/ann/book.git', { host: '::1', port: 2222, project: 'ann/book' }],
    ['git+ssh://git@host/ann/book.git/', { host: 'host', project: 'ann/book' }],
    ['https://octavo.example/ann/book.git', { host: 'octavo.example', project: 'ann/book' }],
    ['http://localhost:3000/ann/book', { host: 'localhost', port: 3000, project: 'ann/book' }],
  ])('%s → %j', (url, expected) => {
    expect(parseRemoteUrl(url)).toEqual(expected);
  });

  it.each([
    '/srv/git/ann/book.git',
    './book.git',
    'file:///srv/git/ann/book.git',
    'ssh://git@host/group/sub/book.git',
    'git@host:book.git',
    'https://host/',
    'git@host:ann/../book.git',
    '',
  ])('%j is not an owner/repo remote', (url) => {
    expect(parseRemoteUrl(url)).toBeNull();
  });
});

describe('inferProject', () => {
  const github = { name: 'github', url: 'git@github.com:someone/else.git' };

  it('prefers the remote pointing at this server over origin', () => {
    const remotes = [
      { name: 'origin', url: 'git@github.com:ann/mirror.git' },
      { name: 'octavo', url: 'ssh://git@books.example:2222/ann/book.git' },
    ];
    expect(inferProject(remotes, 'books.example')).toEqual({ project: 'ann/book', remote: 'octavo' });
  });

  it('prefers origin among remotes on this server', () => {
    const remotes = [
      { name: 'upstream', url: 'git@books.example:bob/book.git' },
      { name: 'origin', url: 'git@books.example:ann/book.git' },
    ];
    expect(inferProject(remotes, 'books.example')).toEqual({ project: 'ann/book', remote: 'origin' });
  });

  it('treats localhost and 127.0.0.1 as the same host', () => {
    const remotes = [github, { name: 'local', url: 'ssh://git@127.0.0.1:2222/ann/book.git' }];
    expect(inferProject(remotes, 'localhost')).toEqual({ project: 'ann/book', remote: 'local' });
  });

  it('falls back to origin, then to the first usable remote', () => {
    expect(inferProject([github, { name: 'origin', url: 'git@elsewhere:ann/book.git' }], 'x')).toEqual({
      project: 'ann/book',
      remote: 'origin',
    });
    expect(inferProject([{ name: 'disk', url: '/tmp/book.git' }, github], 'x')).toEqual({
      project: 'someone/else',
      remote: 'github',
    });
  });

  it('gives null when no remote reads as owner/repo', () => {
    expect(inferProject([], 'x')).toBeNull();
    expect(inferProject([{ name: 'origin', url: '/tmp/book.git' }], 'x')).toBeNull();
  });
});

describe('parseRemoteList', () => {
  it('reads git remote -v output, one entry per remote', () => {
    const output =
      'origin\tssh://git@127.0.0.1:2222/ann/book.git (fetch)\n' +
      'origin\tssh://git@127.0.0.1:2222/ann/book.git (push)\n' +
      'github\tgit@github.com:ann/book.git (fetch)\n' +
      'github\tgit@github.com:ann/book.git (push)\n';
    expect(parseRemoteList(output)).toEqual([
      { name: 'origin', url: 'ssh://git@127.0.0.1:2222/ann/book.git' },
      { name: 'github', url: 'git@github.com:ann/book.git' },
    ]);
  });
});

describe('sameHost', () => {
  it('compares case-insensitively and ignores IPv6 brackets', () => {
    expect(sameHost('Books.Example', 'books.example')).toBe(true);
    expect(sameHost('[::1]', '127.0.0.1')).toBe(true);
    expect(sameHost('books.example', 'other.example')).toBe(false);
  });
});
