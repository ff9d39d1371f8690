import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  eventStoreDurabilityFromEnv,
  openEventStoreDatabase,
  WAL_AUTOCHECKPOINT_FRAMES,
} from './event-store-database';

const dir = mkdtempSync(join(tmpdir(), 'octavo-esdb-'));
const pragma = (file: string, durability: 'normal' | 'full', name: string) => {
  const db = openEventStoreDatabase(join(dir, file), durability);
  try {
    return Object.values(db.prepare(`PRAGMA ${name}`).get()!)[0];
  } finally {
    db.close();
  }
};

describe('openEventStoreDatabase', () => {
  it('opens the log in WAL mode with a checkpoint every 10,000 frames', () => {
    expect(pragma('a.db', 'normal', 'journal_mode')).toBe('wal');
    expect(pragma('a.db', 'normal', 'wal_autocheckpoint')).toBe(WAL_AUTOCHECKPOINT_FRAMES);
  });

  it('flushes at checkpoints when normal (1) and at every commit when full (2)', () => {
    expect(pragma('b.db', 'normal', 'synchronous')).toBe(1);
    expect(pragma('b.db', 'full', 'synchronous')).toBe(2);
  });
});

describe('eventStoreDurabilityFromEnv', () => {
  it('is normal when unset or empty, and reads normal or full in any case', () => {
    expect(eventStoreDurabilityFromEnv({})).toBe('normal');
    expect(eventStoreDurabilityFromEnv({ OCTAVO_EVENT_STORE_SYNC: ' ' })).toBe('normal');
    expect(eventStoreDurabilityFromEnv({ OCTAVO_EVENT_STORE_SYNC: 'FULL' })).toBe('full');
    expect(eventStoreDurabilityFromEnv({ OCTAVO_EVENT_STORE_SYNC: 'normal' })).toBe('normal');
  });

  it('refuses anything else, naming the variable and the values it takes', () => {
    expect(() => eventStoreDurabilityFromEnv({ OCTAVO_EVENT_STORE_SYNC: 'off' })).toThrow(
      /OCTAVO_EVENT_STORE_SYNC must be "normal" .* or "full" .*got "off"/,
    );
  });
});
