import { IdSequence } from './id-sequence.port';
import { MongoConnection } from '../scale/mongo-connection';

/** Build ids unique across every process and machine: an atomic increment on one MongoDB document per name. */
export class MongoSequence implements IdSequence {
  constructor(private readonly connection: MongoConnection) {
    connection.acquire();
  }

  async next(name: string): Promise<number> {
    const doc = await this.connection
      .db()
      .collection<{ _id: string; value: number }>('sequences')
      .findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' });
    if (!doc) throw new Error(`sequence ${name} did not answer`);
    return doc.value;
  }

  async close(): Promise<void> {
    await this.connection.release();
  }
}
