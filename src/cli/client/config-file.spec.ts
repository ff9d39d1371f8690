import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configPath, readLogin, writeLogin } from './config-file';
import { ClientFailure } from './errors';

describe('config file', () => {
  it('lives under $XDG_CONFIG_HOME, else ~/.config', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x', HOME: '/home/ann' })).toBe('/x/octavo/config.json');
    expect(configPath({ HOME: '/home/ann' })).toBe('/home/ann/.config/octavo/config.json');
  });

  it('round-trips a login with file mode 0600 in a 0700 directory', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'octavo-config-')), 'octavo', 'config.json');
    expect(readLogin(path)).toBeUndefined();
    const login = { url: 'http://localhost:3000', username: 'ann', token: 'secret' };
    writeLogin(path, login);
    writeLogin(path, { ...login, username: 'bob' });
    expect(readLogin(path)).toEqual({ ...login, username: 'bob' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
  });

  it('names the file and the fix when it is damaged', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'octavo-config-')), 'config.json');
    writeFileSync(path, '{"url":');
    expect(() => readLogin(path)).toThrow(ClientFailure);
    expect(() => readLogin(path)).toThrow(`${path} is not valid JSON`);
    writeFileSync(path, '{"url":"http://x"}');
    expect(() => readLogin(path)).toThrow('run "octavo login" again');
  });
});
