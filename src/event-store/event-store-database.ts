import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../sqlite/open-database';

/**
 * When a committed append is on the disk. `normal`: written to the OS at commit, so it survives a crash or
 * SIGKILL of the process; flushed to the disk at the next checkpoint, so a power loss or kernel crash may
 * lose the last appends (never corrupting the file). `full`: flushed before the append returns, so it
 * survives power loss too, at an fsync per append (hundreds of appends/s, not thousands).
 */
export type EventStoreDurability = 'normal' | 'full';

const DURABILITIES: readonly EventStoreDurability[] = ['normal', 'full'];

/**
 * Frames the write-ahead log grows to before a commit copies it into the database file (SQLite's default is
 * 1,000). Every checkpoint flushes the log and the file to the disk; at 1,000 frames, a few hundred
 * single-event appends, those flushes were a third of the append time. 10,000 frames is about 40 MB.
 */
export const WAL_AUTOCHECKPOINT_FRAMES = 10_000;
/** After a checkpoint the log file is cut back to this, so one huge transaction does not leave it huge. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Read on its own, like the other storage settings: every process that opens the event store applies it. */
export function eventStoreDurabilityFromEnv(env: NodeJS.ProcessEnv = process.env): EventStoreDurability {
  const raw = env.OCTAVO_EVENT_STORE_SYNC;
  if (raw === undefined || raw.trim() === '') return 'normal';
  const value = raw.trim().toLowerCase();
  if (!DURABILITIES.includes(value as EventStoreDurability)) {
    throw new Error(
      `OCTAVO_EVENT_STORE_SYNC must be "normal" (the default: appends survive a crash of the process) or ` +
        `"full" (they also survive a power loss, at an fsync per append); got "${raw}"`,
    );
  }
  return value as EventStoreDurability;
}

/** A connection to the events file (the log and the id sequences share it), with the log's settings. */
export function openEventStoreDatabase(
  file: string,
  durability: EventStoreDurability = eventStoreDurabilityFromEnv(),
): DatabaseSync {
  const db = openDatabase(file);
  db.exec(`PRAGMA synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
  db.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_FRAMES}`);
  db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return db;
}
