import { utils } from 'ssh2';
import { generateParseableKeyPair } from './host-key';

describe('generateParseableKeyPair', () => {
  it('skips generated keys that ssh2 cannot parse back', () => {
    // ssh2's own generator is what the function guards against: the good key is one it can parse back.
    let good = utils.generateKeyPairSync('ed25519');
    while (utils.parseKey(good.private) instanceof Error) good = utils.generateKeyPairSync('ed25519');
    const broken = {
      private: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n',
      public: '',
    };
    const queue = [broken, broken, good];
    const pair = generateParseableKeyPair(() => queue.shift()!);
    expect(pair).toBe(good);
    expect(utils.parseKey(pair.private)).not.toBeInstanceOf(Error);
  });

  it('only ever returns keys that parse, over many generations', () => {
    for (let i = 0; i < 500; i++) {
      expect(utils.parseKey(generateParseableKeyPair().private)).not.toBeInstanceOf(Error);
    }
  });

  it('gives up with a clear error rather than looping forever', () => {
    const broken = { private: 'not a key', public: '' };
    expect(() => generateParseableKeyPair(() => broken)).toThrow(/usable SSH host key/);
  });
});
