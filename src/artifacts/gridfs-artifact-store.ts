import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket } from 'mongodb';
import { ArtifactStore } from './artifact-store.port';
import { sha256OfStream } from './artifact-copy';
import { MongoConnection } from '../scale/mongo-connection';

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * Artifacts in MongoDB GridFS, reachable from every api and worker node. A file becomes visible once its
 * upload finished (GridFS writes the files document last); the newest upload of a key wins and older ones
 * are removed.
 */
export class GridFsArtifactStore implements ArtifactStore {
  /** Shares the connection of the read-model store, which closes it. */
  constructor(private readonly connection: MongoConnection) {}

  async put(key: string, file: string): Promise<number> {
    checkKey(key);
    const upload = this.bucket().openUploadStream(key);
    await pipeline(createReadStream(file), upload);
    const older = await this.bucket()
      .find({ filename: key, _id: { $ne: upload.id } })
      .toArray();
    for (const old of older) await this.bucket().delete(old._id);
    return upload.length;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    checkKey(key);
    const [latest] = await this.bucket().find({ filename: key }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!latest) return null;
    return { stream: this.bucket().openDownloadStream(latest._id), size: latest.length };
  }

  /** Read back: GridFS holds no hash of its own that a reused artifact could be checked against. */
  async sha256(key: string): Promise<string | null> {
    const stored = await this.open(key);
    return stored ? sha256OfStream(stored.stream) : null;
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    for (const file of await this.bucket().find({ filename: key }).toArray())
      await this.bucket().delete(file._id);
  }

  async duplicate(from: string, to: string): Promise<number | null> {
    checkKey(to);
    const source = await this.open(from);
    if (!source) return null;
    const upload = this.bucket().openUploadStream(to);
    await pipeline(source.stream, upload);
    const older = await this.bucket()
      .find({ filename: to, _id: { $ne: upload.id } })
      .toArray();
    for (const old of older) await this.bucket().delete(old._id);
    return upload.length;
  }

  private bucket(): GridFSBucket {
    return new GridFSBucket(this.connection.db(), { bucketName: 'artifacts' });
  }
}

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid artifact key ${key}`);
  }
}
