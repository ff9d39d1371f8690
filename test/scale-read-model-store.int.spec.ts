import { randomUUID } from 'node:crypto';
import { describeReadModelStoreContract } from '../read-models/read-model-store.contract';
import { describeIdSequenceContract } from '../src/id-sequence/id-sequence.contract';
import { describeArtifactStoreContract } from '../src/artifacts/artifact-store.contract';
import { GridFsArtifactStore } from '../src/artifacts/gridfs-artifact-store';
import { MongoConnection } from '../src/scale/mongo-connection';
import { MongoReadModelStore } from '../read-models/mongo-read-model-store';
import { MongoSequence } from '../src/id-sequence/mongo-sequence';

const url = process.env.MONGO_URL;
const skip = url
  ? undefined
  : 'MONGO_URL is not set (a replica set, for example mongodb://127.0.0.1:27017/?replicaSet=rs0)';

/** Each store gets a database of its own, so the contract's fixed collection names never meet. */
const connect = () => {
  const base = new URL(url!);
  base.pathname = `/octavo_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  return new MongoConnection(base.toString());
};

describeReadModelStoreContract('MongoDB', async () => new MongoReadModelStore(connect()), { skip });

describeIdSequenceContract(
  'MongoDB',
  async () => {
    const connection = connect();
    return [new MongoSequence(connection), new MongoSequence(connection)];
  },
  { skip },
);

describeArtifactStoreContract(
  'GridFS',
  async () => {
    const connection = connect().acquire();
    return { store: new GridFsArtifactStore(connection), close: async () => connection.release() };
  },
  { skip },
);

(url ? describe : describe.skip)(`GridFS artifact store${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('stores a file under a key, serves the newest upload, and removes it', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { GridFsArtifactStore } = await import('../src/artifacts/gridfs-artifact-store');
    const connection = connect().acquire();
    const store = new GridFsArtifactStore(connection);
    const dir = mkdtempSync(join(tmpdir(), 'octavo-gridfs-'));
    writeFileSync(join(dir, 'a'), 'first');
    writeFileSync(join(dir, 'b'), 'second upload');
    expect(await store.put('builds/1/html/book.zip', join(dir, 'a'))).toBe(5);
    expect(await store.put('builds/1/html/book.zip', join(dir, 'b'))).toBe(13);
    const opened = await store.open('builds/1/html/book.zip');
    expect(opened?.size).toBe(13);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('second upload');
    await store.remove('builds/1/html/book.zip');
    expect(await store.open('builds/1/html/book.zip')).toBeNull();
    await expect(store.put('../etc/passwd', join(dir, 'a'))).rejects.toThrow(/invalid artifact key/);
    await connection.release();
  });
});
