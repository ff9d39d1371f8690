import { cloneUrl, loadConfig } from '../config/config';
import { hostKeyIdentity, knownHostsLine } from '../ssh/host-key-fingerprint';

/**
 * `octavo admin info`: what an administrator hands to users — the addresses, and the SSH host key's fingerprint
 * so the first `ssh` prompt can be checked — read from this machine's configuration and DATA_DIR.
 */
export async function adminInfo(): Promise<number> {
  const config = loadConfig();
  const identity = hostKeyIdentity(config.dataDir);
  const out = (label: string, value: string) => console.log(`${(label + ':').padEnd(14)}${value}`);
  out('Web and API', config.baseUrl);
  out('Git over SSH', cloneUrl(config, 'owner/repo'));
  if (identity) {
    out('SSH host key', `${identity.fingerprint} (${identity.type})`);
    out('known_hosts', knownHostsLine(identity, config.gitHost, config.sshPort));
  } else {
    out('SSH host key', `none yet: the server creates it in ${config.dataDir}/keys when it first starts`);
  }
  out(
    'Sign-up',
    config.signup === 'open'
      ? 'open (OCTAVO_SIGNUP=closed to close it)'
      : 'closed: only administrators create users',
  );
  out('Data', config.dataDir);
  return 0;
}
