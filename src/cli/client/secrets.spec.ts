import { knownSecrets, maskToken, redactSecrets } from './secrets';

describe('secrets in CLI output', () => {
  const token = 'oct_AbCdEfGhIjKlMnOpQrStUvWx1234';

  it('masks a token to its kind and last four characters', () => {
    expect(maskToken(token)).toBe('oct_…1234');
    expect(redactSecrets(`build takes … ("${token} ann/book")`, [])).toBe(
      'build takes … ("oct_…1234 ann/book")',
    );
  });

  it('masks tokens of other shapes when they are known (an old Atlas token given to build)', () => {
    const legacy = 'a1b2c3d4e5f6g7h8';
    const secrets = knownSecrets('build', [legacy, 'ann/book', 'pdf', 'main', 'extra'], {});
    expect(secrets).toEqual([legacy]);
    expect(redactSecrets(`not 5 argument(s) ("${legacy} ann/book pdf main extra")`, secrets)).not.toContain(
      legacy,
    );
    expect(knownSecrets('info', ['-p', 'ann/book', '--token', legacy], {})).toEqual([legacy]);
    expect(knownSecrets('info', ['--token=' + legacy], { OCTAVO_TOKEN: token })).toEqual([legacy, token]);
  });
});
