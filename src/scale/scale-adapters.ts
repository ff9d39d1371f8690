import { Logger } from '@nestjs/common';
import { ReadModelStore } from '../../read-models/read-model-store.port';
import { OctavoConfig } from '../config/config';
import { EventStore } from '../event-store/event-store.port';
import { IdSequence } from '../id-sequence/id-sequence.port';
import { ArtifactStore } from '../artifacts/artifact-store.port';
import { BullMqJobQueue } from '../job-queue/bullmq-job-queue';
import { JobQueue } from '../job-queue/job-queue.port';
import { EventStoreDbEventStore } from '../event-store/eventstoredb-event-store';
import { GridFsArtifactStore } from '../artifacts/gridfs-artifact-store';
import { MongoConnection } from './mongo-connection';
import { MongoReadModelStore } from '../../read-models/mongo-read-model-store';
import { MongoSequence } from '../id-sequence/mongo-sequence';
import { loadScaleOptions } from './scale-options';

/** The BullMQ queue when REDIS_URL is set, else null (the embedded in-process queue). */
export function scaleJobQueue(config: OctavoConfig, env: NodeJS.ProcessEnv = process.env): JobQueue | null {
  if (!config.redisUrl) return null;
  const options = loadScaleOptions(env);
  const logger = new Logger('JobQueue');
  return new BullMqJobQueue({
    redisUrl: config.redisUrl,
    prefix: options.queuePrefix,
    lockMs: options.queueLockMs,
    stalledCheckMs: Math.max(500, Math.floor(options.queueLockMs / 2)),
    shutdownGraceMs: options.shutdownGraceMs,
    onError: (job, error) =>
      logger.error(
        job ? `render job ${job.buildId} ${job.format} failed; it is retried` : 'job queue error',
        error instanceof Error ? error.stack : String(error),
      ),
  });
}

/** The scale profile's stores, each chosen by its URL; null where the embedded adapter stays. */
export function scaleStores(config: OctavoConfig) {
  let mongo: MongoConnection | null = null;
  const connection = () => (mongo ??= new MongoConnection(config.mongoUrl!));
  return {
    eventStore: (): EventStore | null =>
      config.eventstoreUrl ? new EventStoreDbEventStore(config.eventstoreUrl) : null,
    readModelStore: (): ReadModelStore | null =>
      config.mongoUrl ? new MongoReadModelStore(connection()) : null,
    idSequence: (): IdSequence | null => (config.mongoUrl ? new MongoSequence(connection()) : null),
    artifactStore: (): ArtifactStore | null =>
      config.mongoUrl ? new GridFsArtifactStore(connection()) : null,
  };
}
