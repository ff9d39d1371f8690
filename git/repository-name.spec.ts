import { InvalidRepositoryName } from './errors';
import { isValidRepositoryName, parseRepoPath } from './repository-name';

describe('repository names', () => {
  it.each(['book', 'my-book', 'my_book', 'Book.v2', 'a', '0day', 'x'.repeat(100)])('accepts %j', (name) => {
    expect(isValidRepositoryName(name)).toBe(true);
  });

  it.each(['', '.hidden', '-rf', 'a/b', '..', 'a b', 'x'.repeat(101), 'naïve', 'a\0b', '~root'])(
    'rejects %j',
    (name) => {
      expect(isValidRepositoryName(name)).toBe(false);
    },
  );
});

describe('parseRepoPath', () => {
  it.each([
    ['ann/book', { owner: 'ann', repo: 'book' }],
    ['ann/book.git', { owner: 'ann', repo: 'book' }],
    ['/ann/book.git', { owner: 'ann', repo: 'book' }],
    ['ann/book.git.git', { owner: 'ann', repo: 'book.git' }],
  ])('parses %j', (input, expected) => {
    expect(parseRepoPath(input)).toEqual(expected);
  });

  it.each(['ann', 'ann/book/extra', '../ann/book', 'ann/../book', 'ann/.git', '/', 'ann/', '//ann/book'])(
    'rejects %j',
    (input) => {
      expect(() => parseRepoPath(input)).toThrow(InvalidRepositoryName);
    },
  );
});
