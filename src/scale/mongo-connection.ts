import { Db, MongoClient } from 'mongodb';

/** One MongoClient shared by the read-model store, the id sequence and the artifact store of a process. */
export class MongoConnection {
  private readonly client: MongoClient;
  private users = 0;

  constructor(url: string) {
    this.client = new MongoClient(url, { appName: 'octavo' });
  }

  get mongo(): MongoClient {
    return this.client;
  }

  /** The database named in the URL (`mongodb://…/octavo`), `octavo` when it names none. */
  db(): Db {
    return this.client.db(this.client.options.dbName || 'octavo');
  }

  acquire(): this {
    this.users += 1;
    return this;
  }

  async release(): Promise<void> {
    this.users -= 1;
    if (this.users <= 0) await this.client.close();
  }
}
