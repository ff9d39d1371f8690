import { DatabaseSync, StatementSync } from 'node:sqlite';
import { openEventStoreDatabase } from '../event-store/event-store-database';
import { IdSequence } from './id-sequence.port';

export class SqliteSequence implements IdSequence {
  private readonly db: DatabaseSync;
  private readonly nextStatement: StatementSync;

  constructor(file: string) {
    // Shares the events file, so the same settings: a checkpoint at another size would undo the log's.
    this.db = openEventStoreDatabase(file);
    this.db.exec('CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
    this.nextStatement = this.db.prepare(
      'INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    );
  }

  async next(name: string): Promise<number> {
    // all(), not get(): a write stepped only to its first row commits on reset, which skips SQLite's
    // WAL auto-checkpoint.
    const [row] = this.nextStatement.all(name) as Array<{ value: number }>;
    return Number(row.value);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
