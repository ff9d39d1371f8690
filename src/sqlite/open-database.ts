import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** One connection per file per process; WAL lets readers in other processes run beside the single writer. */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // The busy timeout comes first: switching a new file to WAL takes an exclusive lock, and a second process
  // opening the same file at that moment got "database is locked" at once instead of waiting.
  db.exec('PRAGMA busy_timeout = 10000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** Runs `fn` inside BEGIN IMMEDIATE … COMMIT, rolling back on any throw. */
export function immediateTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite may already have rolled back (SQLITE_FULL, SQLITE_IOERR …): the original error is what matters.
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // the transaction ended anyway
      }
    }
    throw error;
  }
}
