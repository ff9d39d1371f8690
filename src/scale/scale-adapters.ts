import { Logger } from '@nestjs/common';
import { ReadModelStore } from '../../read-models/read-model-store.port';
import { OctavoConfig } from '../config/config';
import { EventStore } from '../event-store/event-store.port';
import { IdSequence } from '../id-sequence/id-sequence.port';
import { ArtifactStore } from '../artifacts/artifact-store.port';
import { JobQueue } from '../job-queue/job-queue.port';
import type { PdfPartQueue } from '../job-queue/pdf-part-queue.port';
import { loadScaleOptions } from './scale-options';
import type { MongoConnection } from './mongo-connection';

/*
 * The scale profile's clients (BullMQ, ioredis, the EventStoreDB and MongoDB drivers) are loaded only when
 * their URL is set: loading them took about 300 ms of every embedded start and CLI command, for nothing.
 */

/** The BullMQ queue when REDIS_URL is set, else null (the embedded in-process queue). */
export async function scaleJobQueue(
  config: OctavoConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<JobQueue | null> {
  if (!config.redisUrl) return null;
  const { BullMqJobQueue } = await import('../job-queue/bullmq-job-queue');
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

/**
 * The queue a long book's PDF parts are printed through by every worker process (issue 17, item 5): with
 * REDIS_URL and OCTAVO_PDF_FANOUT on, else null (each render prints its own parts).
 */
export async function scalePdfPartQueue(
  config: OctavoConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PdfPartQueue | null> {
  if (!config.redisUrl || !config.pdfFanOut) return null;
  const { BullMqPdfPartQueue } = await import('../job-queue/bullmq-pdf-part-queue');
  return new BullMqPdfPartQueue({ redisUrl: config.redisUrl, prefix: loadScaleOptions(env).queuePrefix });
}

/** The scale profile's stores, each chosen by its URL; null where the embedded adapter stays. */
export function scaleStores(config: OctavoConfig) {
  let mongo: Promise<MongoConnection> | null = null;
  const connection = () =>
    (mongo ??= import('./mongo-connection').then(
      ({ MongoConnection }) => new MongoConnection(config.mongoUrl!),
    ));
  return {
    eventStore: async (): Promise<EventStore | null> => {
      if (!config.eventstoreUrl) return null;
      const { EventStoreDbEventStore } = await import('../event-store/eventstoredb-event-store');
      return new EventStoreDbEventStore(config.eventstoreUrl);
    },
    readModelStore: async (): Promise<ReadModelStore | null> => {
      if (!config.mongoUrl) return null;
      const { MongoReadModelStore } = await import('../../read-models/mongo-read-model-store');
      return new MongoReadModelStore(await connection());
    },
    idSequence: async (): Promise<IdSequence | null> => {
      if (!config.mongoUrl) return null;
      const { MongoSequence } = await import('../id-sequence/mongo-sequence');
      return new MongoSequence(await connection());
    },
    artifactStore: async (): Promise<ArtifactStore | null> => {
      if (!config.mongoUrl) return null;
      const { GridFsArtifactStore } = await import('../artifacts/gridfs-artifact-store');
      return new GridFsArtifactStore(await connection());
    },
  };
}
