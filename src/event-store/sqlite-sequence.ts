import { DatabaseSync, StatementSync } from 'node:sqlite';
import { openDatabase } from '../sqlite/open-database';

export const ID_SEQUENCE = Symbol('ID_SEQUENCE');

export interface IdSequence {
  /** The next integer of a named sequence, unique across every process sharing the store. */
  next(name: string): Promise<number>;
  close(): Promise<void>;
}

export class SqliteSequence implements IdSequence {
  private readonly db: DatabaseSync;
  private readonly nextStatement: StatementSync;

  constructor(file: string) {
    this.db = openDatabase(file);
    this.db.exec('CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
    this.nextStatement = this.db.prepare(
      'INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    );
  }

  async next(name: string): Promise<number> {
    return Number((this.nextStatement.get(name) as { value: number }).value);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
