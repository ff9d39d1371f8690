import { utils } from 'ssh2';
import type { SshKeyView } from '../../projections/read-model-types';
import type { AccountsQueries } from '../accounts/accounts.queries';
import type { RecordedAccounts } from '../accounts/recorded-accounts';
import { parseSshPublicKey } from '../accounts/ssh-public-key';
import { generateParseableKeyPair } from './host-key';
import { PublicKeyAuthenticator } from './public-key-authenticator';

function keyPair() {
  const pair = generateParseableKeyPair(() => utils.generateKeyPairSync('ed25519'));
  const privateKey = utils.parseKey(pair.private);
  if (privateKey instanceof Error || Array.isArray(privateKey)) throw new Error('unreadable test key');
  return { privateKey, publicKey: parseSshPublicKey(pair.public) };
}

describe('PublicKeyAuthenticator', () => {
  const registered = keyPair();
  const stranger = keyPair();
  const view: SshKeyView = {
    id: 'k1',
    userId: 'u1',
    username: 'ann',
    title: 'laptop',
    fingerprint: registered.publicKey.fingerprint,
    keyType: registered.publicKey.type,
    publicKey: registered.publicKey.openssh,
    createdAt: '',
  };
  const accounts = {
    sshKeyByFingerprint: async (fingerprint: string) => (fingerprint === view.fingerprint ? view : null),
  } as unknown as AccountsQueries;
  // The read model is caught up: every key it lists is still held.
  const recorded = { keyHeld: async () => true } as unknown as RecordedAccounts;
  const authenticator = new PublicKeyAuthenticator(accounts, recorded);
  const blob = Buffer.from('session id and userauth request');

  it('answers a probe for a registered key without binding an identity', async () => {
    expect(await authenticator.check({ data: registered.publicKey.blob })).toEqual({ outcome: 'acceptable' });
  });

  it('binds the identity only when the signature verifies', async () => {
    const signature = registered.privateKey.sign(blob) as Buffer;
    expect(await authenticator.check({ data: registered.publicKey.blob, blob, signature })).toEqual({
      outcome: 'verified',
      identity: { userId: 'u1', username: 'ann', keyId: 'k1', fingerprint: view.fingerprint },
    });
    const forged = stranger.privateKey.sign(blob) as Buffer;
    expect(await authenticator.check({ data: registered.publicKey.blob, blob, signature: forged })).toEqual({
      outcome: 'bad-signature',
    });
  });

  it('does not know keys nobody registered', async () => {
    const signature = stranger.privateKey.sign(blob) as Buffer;
    expect(await authenticator.check({ data: stranger.publicKey.blob, blob, signature })).toEqual({
      outcome: 'unknown',
    });
  });
});
